import { createTransport } from 'nodemailer'
import type { Outcome } from '../../supabase/functions/_shared/leadDelivery/types.ts'
import { type Channel, emailChannels, type SendEmail } from '../../supabase/functions/_shared/leadDelivery/senders.ts'

// The only hosts SMTP may reach without TLS: a relay on this machine, where nothing travels over a network.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost'])

/**
 * How nodemailer reaches SMTP_URL. smtps:// is TLS from the first byte (port 465); smtp:// must upgrade with
 * STARTTLS before AUTH or any message (port 587), so a server that does not offer it, or an attacker on the way
 * who strips it, gets neither the password nor the lead; certificates are always checked (nodemailer's default,
 * never turned off here). Plaintext only to a relay on loopback, named as 127.0.0.1, ::1 or localhost.
 */
export function smtpTransportOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  return {
    host,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !LOOPBACK_HOSTS.has(host),
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  }
}

/**
 * The longest one SMTP attempt may take, from connecting to the last reply: nodemailer's own timeouts are per step,
 * so a server answering slowly could hold an attempt past its lease (LEAD_DELIVERY_LEASE_SECONDS) without it.
 */
export const SMTP_ATTEMPT_MS = 30_000

/**
 * Email from server/ over SMTP (SMTP_URL: smtp://user:password@host:587, or smtps:// for port 465), with nodemailer:
 * the agency's and the consumer's copy (senders.ts emailChannels). The notification id is the Message-ID, so a
 * repeated attempt is recognisably the same email.
 */
export function smtpChannels({
  url,
  to,
  from,
  siteUrl,
  attemptMs = SMTP_ATTEMPT_MS,
}: {
  url: string
  to: string[]
  from: string
  siteUrl: string
  attemptMs?: number
}): Channel[] {
  const transport = createTransport(smtpTransportOptions(url))
  const send: SendEmail = async ({ to, subject, text, id }): Promise<Outcome> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${attemptMs / 1000} s`)), attemptMs)
    })
    try {
      await Promise.race([
        transport.sendMail({
          from,
          to,
          subject,
          text,
          ...(id ? { messageId: `<${id}@lead-delivery>` } : {}),
        }),
        deadline,
      ])
      return { kind: 'delivered' }
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : undefined
      const message = `SMTP: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300)
      // A failed STARTTLS (ETLS) is retried, whatever the server answered: it may be an attacker on the way, not
      // the server's word on this email.
      const tlsFailed = typeof error === 'object' && error !== null && 'code' in error && error.code === 'ETLS'
      // 5xx is a permanent refusal (a rejected recipient or sender): more attempts would not change it.
      return !tlsFailed && code !== undefined && code >= 500 && code < 600
        ? { kind: 'gone', error: message }
        : { kind: 'retry', error: message }
    } finally {
      clearTimeout(timer)
    }
  }
  return emailChannels(send, { to, siteUrl })
}
