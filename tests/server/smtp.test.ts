// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { smtpChannels, smtpTransportOptions } from '../../server/delivery/smtp'
import { startSmtpCapture } from '../support/smtpCapture'

const notification = {
  id: '3f0b6d1e-2c4a-4e8b-9d7f-1a2b3c4d5e6f',
  target: 'email' as const,
  attempt: 1,
  max_attempts: 12,
  created_at: '2026-11-27T12:00:00Z',
  lead: {
    id: '6f1c2b1e-8d4a-4f7e-9a51-2b7c9d0e1f23',
    created_at: '2026-11-27T12:00:00Z',
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '3055550142',
    state: 'Florida',
    page: '/sep',
  },
}

describe('SMTP from server/ goes over TLS, plaintext only to a relay on loopback', () => {
  it('requires STARTTLS for smtp:// to any host not named as loopback, and TLS from the start for smtps://', () => {
    for (const host of ['smtp.example.com', '127.0.0.2', '10.0.0.5', 'localhost.localdomain', '[::ffff:127.0.0.1]']) {
      expect(smtpTransportOptions(`smtp://u:p@${host}:587`), host).toMatchObject({ secure: false, requireTLS: true })
    }
    expect(smtpTransportOptions('smtps://u:p@smtp.example.com')).toMatchObject({ secure: true, port: 465 })
    for (const host of ['127.0.0.1', '[::1]', 'localhost']) {
      expect(smtpTransportOptions(`smtp://${host}:25`), host).toMatchObject({ secure: false, requireTLS: false })
    }
    // Certificates are checked: nothing turns nodemailer's verification off.
    expect(smtpTransportOptions('smtp://u:p@smtp.example.com:587')).not.toHaveProperty('tls')
  })

  it('sends neither the password nor the lead to a server that offers no STARTTLS', async () => {
    // 127.0.0.2 is this machine too, but not named as loopback: it stands for a remote server whose STARTTLS an
    // attacker stripped.
    const capture = await startSmtpCapture({ host: '127.0.0.2', offerAuth: true })
    try {
      const [channel] = smtpChannels({
        url: `smtp://site%40agency.example:S3cretSmtpP4ss@127.0.0.2:${capture.port}`,
        to: ['leads@agency.example'],
        from: 'site@agency.example',
        siteUrl: 'https://agency.example',
      })
      const outcome = await channel.send(notification)
      expect(outcome).toMatchObject({ kind: 'retry', error: expect.stringMatching(/STARTTLS/i) })
      expect(capture.passwords).toEqual([])
      expect(capture.mails).toEqual([])
    } finally {
      await capture.close()
    }
  })

  it('sends to a relay on 127.0.0.1 without TLS', async () => {
    const capture = await startSmtpCapture({ offerAuth: true })
    try {
      const [channel] = smtpChannels({
        url: `smtp://site%40agency.example:S3cretSmtpP4ss@127.0.0.1:${capture.port}`,
        to: ['leads@agency.example'],
        from: 'site@agency.example',
        siteUrl: 'https://agency.example',
      })
      expect(await channel.send(notification)).toEqual({ kind: 'delivered' })
      expect(capture.passwords).toEqual(['S3cretSmtpP4ss'])
      expect(capture.mails[0].raw).toContain('Phone: 3055550142')
    } finally {
      await capture.close()
    }
  })
})
