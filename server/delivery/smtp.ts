import { createTransport } from 'nodemailer'
import type { Outcome } from '../../supabase/functions/_shared/leadDelivery/types.ts'
import type { Channel } from '../../supabase/functions/_shared/leadDelivery/senders.ts'
import { emailMessage } from '../../supabase/functions/_shared/leadDelivery/messages.ts'

/**
 * Email from server/ over SMTP (SMTP_URL: smtp://user:password@host:587, or smtps:// for port 465), with nodemailer.
 * The notification id is the Message-ID, so a repeated attempt is recognisably the same email.
 */
export function smtpChannel({ url, to, from }: { url: string; to: string[]; from: string }): Channel {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  const transport = createTransport({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  })
  async function send(subject: string, text: string, messageId?: string): Promise<Outcome> {
    try {
      await transport.sendMail({ from, to, subject, text, ...(messageId ? { messageId: `<${messageId}@lead-delivery>` } : {}) })
      return { kind: 'delivered' }
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : undefined
      const message = `SMTP: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300)
      // 5xx is a permanent refusal (a rejected recipient or sender): more attempts would not change it.
      return code !== undefined && code >= 500 && code < 600 ? { kind: 'gone', error: message } : { kind: 'retry', error: message }
    }
  }
  return {
    target: 'email',
    send: (notification) => {
      const { subject, text } = emailMessage(notification.lead)
      return send(subject, text, notification.id)
    },
    tell: (subject, text) => send(subject, text),
  }
}
