// @vitest-environment node
import { type AddressInfo, createServer, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { readDeliverySettings } from '../../server/delivery/config'
import { smtpChannels } from '../../server/delivery/smtp'

const email = {
  LEAD_EMAIL_TO: 'leads@agency.example',
  LEAD_EMAIL_FROM: 'site@agency.example',
  SMTP_URL: 'smtps://u:p@smtp.agency.example',
}

describe('the delivery lease outlasts one attempt', () => {
  it('refuses a lease no longer than an HTTP attempt (10 s) and the claim around it', () => {
    expect(() => readDeliverySettings({ LEAD_DELIVERY_LEASE_SECONDS: '5' })).toThrow(
      'LEAD_DELIVERY_LEASE_SECONDS must be more than 15 seconds, got "5": one attempt may take 10 s (an HTTP request)',
    )
    expect(readDeliverySettings({ LEAD_DELIVERY_LEASE_SECONDS: '16' }).leaseSeconds).toBe(16)
    expect(readDeliverySettings({}).leaseSeconds).toBe(60)
  })

  it('refuses a lease no longer than an SMTP attempt (30 s) when server/ sends email', () => {
    expect(() => readDeliverySettings({ ...email, LEAD_DELIVERY_LEASE_SECONDS: '30' })).toThrow(
      'LEAD_DELIVERY_LEASE_SECONDS must be more than 35 seconds, got "30": one attempt may take 30 s (an SMTP send)',
    )
    expect(readDeliverySettings(email).leaseSeconds).toBe(60)
  })

  it('ends an SMTP attempt at its deadline, however slowly the server answers', async () => {
    // A server that greets and then never answers: nodemailer would wait out its per-step timeouts.
    const sockets: Socket[] = []
    const server = createServer((socket) => {
      sockets.push(socket)
      socket.write('220 slow.example ESMTP\r\n')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const [channel] = smtpChannels({
        url: `smtp://127.0.0.1:${port}`,
        to: ['leads@agency.example'],
        from: 'site@agency.example',
        siteUrl: 'https://agency.example',
        attemptMs: 1000,
      })
      const started = Date.now()
      const outcome = await channel.tell?.('subject', 'text')
      expect(Date.now() - started).toBeLessThan(3000)
      expect(outcome).toEqual({ kind: 'retry', error: 'SMTP: no answer within 1 s' })
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  }, 20_000)
})
