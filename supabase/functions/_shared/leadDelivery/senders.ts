import type { ChatKind } from './config.ts'
import { oneLine, slackEscaped } from './escape.ts'
import { post } from './http.ts'
import { consentCopyEmail } from './consentCopy.generated.js'
import { AGENCY_TIME_ZONE, alertText } from './messages.ts'
import {
  notificationChatText,
  notificationEmail,
  notificationLogLine,
  notificationWebhookBody,
} from './notifications.ts'
import { signWebhook } from './signature.ts'
import type { Alert, Log, Notification, Outcome, Target } from './types.ts'

/** A delivery target: how a notification is sent, and how an alert about another target is told, if it can. */
export type Channel = {
  target: Target
  send: (notification: Notification) => Promise<Outcome>
  /** A short text for people (an alert); absent for the webhook, which takes leads only. */
  tell?: (subject: string, text: string) => Promise<Outcome>
}

/** The whole lead (or opt-out) as a Standard Webhooks event, signed; the notification's id is the webhook-id of every attempt. */
export function webhookChannel(
  { url, secret }: { url: string; secret: string },
  nowSeconds = () => Math.floor(Date.now() / 1000),
): Channel {
  return {
    target: 'webhook',
    send: async (notification) => {
      const body = notificationWebhookBody(notification)
      const signed = await signWebhook(secret, notification.id, nowSeconds(), body)
      return post(url, body, { 'content-type': 'application/json', 'user-agent': 'lead-delivery/1', ...signed })
    },
  }
}

/**
 * A chat message carries a visitor's first name and page, and a receiver's error: shown, never obeyed. Slack gets
 * it escaped (no `<!channel>`, no `<url|label>` link) with formatting off; Teams gets it as a TextRun of a
 * RichTextBlock, which Adaptive Cards never read as Markdown (a TextBlock would render `[label](url)` as a link).
 */
function chatPayload(kind: ChatKind, message: string): string {
  const text = oneLine(message)
  if (kind === 'slack') return JSON.stringify({ text: slackEscaped(text), mrkdwn: false })
  // Teams Workflows' 'When a Teams webhook request is received' posts the attachments' Adaptive Cards.
  return JSON.stringify({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text }] }],
        },
      },
    ],
  })
}

/** Slack or Teams: a thin message, no contact details. */
export function chatChannel({ url, kind }: { url: string; kind: ChatKind }): Channel {
  const say = (text: string) => post(url, chatPayload(kind, text), { 'content-type': 'application/json' })
  return {
    target: 'chat',
    send: (notification) => say(notificationChatText(notification)),
    tell: (subject, text) => say(`${subject}: ${text}`),
  }
}

/** Sends one email; `id`, a notification's, makes a repeated attempt the same email (an idempotency key, a Message-ID). */
export type SendEmail = (message: { to: string[]; subject: string; text: string; id?: string }) => Promise<Outcome>

/**
 * Email's two targets over one transport: the agency's (every notification, and alerts about other targets), and
 * the consumer's own copy of a CMS consent they signed (target 'copy': to the row's recipient, in the language of
 * the page they signed on, naming the site's opt-out page).
 */
export function emailChannels(send: SendEmail, { to, siteUrl }: { to: string[]; siteUrl: string }): Channel[] {
  return [
    {
      target: 'email',
      send: (notification) => send({ to, ...notificationEmail(notification), id: notification.id }),
      tell: (subject, text) => send({ to, subject, text }),
    },
    {
      target: 'copy',
      send: async (notification) => {
        if (!notification.authorization || !notification.recipient)
          return { kind: 'gone', error: "a copy is a CMS consent's, sent to its recipient" }
        const message = consentCopyEmail(notification.authorization, { siteUrl, timeZone: AGENCY_TIME_ZONE })
        return send({ to: [notification.recipient], ...message, id: notification.id })
      },
    },
  ]
}

/**
 * Email through Resend's HTTP API (SMTP ports are closed to Edge Functions); the notification id is its
 * Idempotency-Key, so a repeated attempt sends no second email.
 */
export function resendChannels(
  { apiKey, to, from, siteUrl }: { apiKey: string; to: string[]; from: string; siteUrl: string },
  endpoint = 'https://api.resend.com/emails',
): Channel[] {
  const send: SendEmail = ({ to, subject, text, id }) =>
    post(endpoint, JSON.stringify({ from, to, subject, text }), {
      'content-type': 'application/json',
      authorization: `Bearer ${apiKey}`,
      ...(id ? { 'idempotency-key': id } : {}),
    })
  return emailChannels(send, { to, siteUrl })
}

/** The default with nothing configured: one line per new lead in the deliverer's log. */
export function logChannel(log: Log): Channel {
  return {
    target: 'log',
    send: async (notification) => {
      log(notificationLogLine(notification))
      return { kind: 'delivered' }
    },
  }
}

/** The subject and text of an alert. */
export function alertMessage(alert: Alert): { subject: string; text: string } {
  return {
    subject: `Lead delivery ${alert.status === 'dead' ? 'failed' : 'late'} (${alert.target})`,
    text: alertText(alert),
  }
}
