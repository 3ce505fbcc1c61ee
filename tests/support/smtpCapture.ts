import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Mail = { from: string; to: string[]; raw: string }

/**
 * A loopback SMTP server without STARTTLS that accepts every message and keeps it. With `offerAuth` it also offers
 * AUTH in plaintext, as a server whose STARTTLS an attacker stripped does, and keeps every password it is sent.
 */
export async function startSmtpCapture({
  host = '127.0.0.1',
  offerAuth = false,
}: {
  host?: string
  offerAuth?: boolean
} = {}) {
  const mails: Mail[] = []
  const passwords: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: offerAuth,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      passwords.push(auth.password ?? '')
      callback(null, { user: auth.username })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://${host}:${port}`,
    port,
    mails,
    passwords,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
