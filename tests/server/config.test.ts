// @vitest-environment node
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCAL_KEYS, readServerConfig } from '../../server/config'

describe('server/ runtime settings', () => {
  it('works with none: loopback, port 8080, PGlite in .data, the public key, a staff key of its own in .data', () => {
    expect(readServerConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      distDir: resolve('dist', 'client'),
      freshnessFile: resolve('dist', 'freshness.json'),
      storage: { kind: 'pglite', dataDir: resolve('.data') },
      anonKey: LOCAL_KEYS.anon,
      staffKey: { kind: 'own', dataDir: resolve('.data') },
      trustProxy: false,
      rateLimit: { max: 10, windowSeconds: 600 },
      delivery: { targets: {}, smtpUrl: undefined, sweepSeconds: 2, retryBaseSeconds: 2, leaseSeconds: 60 },
      siteOrigin: 'http://127.0.0.1:8080',
      loopbackOrigins: true,
      agencyLegalName: null,
      agentAuthorization: false,
    })
  })

  it('lets the database make and sign CMS consent links only with VITE_AGENT_AUTHORIZATION=on, as the build', () => {
    expect(readServerConfig({ VITE_AGENT_AUTHORIZATION: 'on' }).agentAuthorization).toBe(true)
    expect(() => readServerConfig({ VITE_AGENT_AUTHORIZATION: 'yes' })).toThrow(/^VITE_AGENT_AUTHORIZATION must be/)
  })

  it('reads the lead delivery targets, each whole', () => {
    const env = {
      LEAD_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      LEAD_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      LEAD_CHAT_WEBHOOK_URL: 'https://prod-01.westus.logic.azure.com/workflows/x',
      LEAD_EMAIL_TO: 'leads@agency.example, owner@agency.example',
      LEAD_EMAIL_FROM: 'Website <site@agency.example>',
      SMTP_URL: 'smtp://user:pass@smtp.agency.example:587',
    }
    expect(readServerConfig(env).delivery.targets).toEqual({
      webhook: { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET },
      chat: { url: env.LEAD_CHAT_WEBHOOK_URL, kind: 'teams' },
      email: {
        to: ['leads@agency.example', 'owner@agency.example'],
        from: env.LEAD_EMAIL_FROM,
        siteUrl: 'http://127.0.0.1:8080/',
      },
    })
    expect(
      readServerConfig({ LEAD_CHAT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/x' }).delivery.targets.chat?.kind,
    ).toBe('slack')
  })

  it.each([
    [{ LEAD_WEBHOOK_URL: 'https://hooks.example/x' }, /LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL/],
    [{ LEAD_WEBHOOK_URL: 'https://hooks.example/x', LEAD_WEBHOOK_SECRET: 'hunter2' }, /whsec_/],
    [{ LEAD_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, /LEAD_WEBHOOK_URL is not/],
    [{ LEAD_CHAT_WEBHOOK_URL: 'http://hooks.example/x' }, /https:\/\/ URL \(http:\/\/ only to localhost\)/],
    [{ LEAD_CHAT_WEBHOOK_URL: 'https://hooks.example/x', LEAD_CHAT_WEBHOOK_KIND: 'discord' }, /slack or teams/],
    [{ LEAD_EMAIL_TO: 'leads@agency.example', LEAD_EMAIL_FROM: 'site@agency.example' }, /SMTP_URL is not/],
    [{ LEAD_EMAIL_TO: 'leads', SMTP_URL: 'smtp://x' }, /email addresses separated by commas/],
    [{ LEAD_EMAIL_TO: 'leads@agency.example', SMTP_URL: 'smtp://x' }, /LEAD_EMAIL_FROM must be set/],
    [{ SMTP_URL: 'mail.example:25' }, /smtp:\/\/ or smtps:\/\//],
    [{ LEAD_RETRY_BASE_SECONDS: '0' }, /LEAD_RETRY_BASE_SECONDS must be a number of seconds/],
  ])('stops on a half-configured lead delivery target, saying what to set: %o', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message)
  })

  it("takes the site's origin from VITE_SITE_URL, for CORS", () => {
    expect(readServerConfig({ VITE_SITE_URL: 'https://www.agency.example/' }).siteOrigin).toBe(
      'https://www.agency.example',
    )
    expect(() => readServerConfig({ VITE_SITE_URL: 'agency' })).toThrow('VITE_SITE_URL must be a URL, got "agency"')
  })

  it('lets loopback pages use CORS only when the server is on loopback itself, or not in production', () => {
    const secret = { SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_of_the_agency_own_not_published_0123456789' }
    expect(readServerConfig({ NODE_ENV: 'production' }).loopbackOrigins).toBe(true)
    expect(readServerConfig({ HOST: '0.0.0.0', ...secret }).loopbackOrigins).toBe(true)
    expect(readServerConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', ...secret }).loopbackOrigins).toBe(false)
    // Behind a proxy the server is on the internet, whatever address it binds.
    expect(readServerConfig({ NODE_ENV: 'production', TRUST_PROXY: '1', ...secret }).loopbackOrigins).toBe(false)
  })

  it('limits submissions per client as RATE_LIMIT_MAX / RATE_LIMIT_WINDOW_SECONDS say, or not at all with 0', () => {
    expect(readServerConfig({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }).rateLimit).toEqual({
      max: 3,
      windowSeconds: 60,
    })
    expect(readServerConfig({ RATE_LIMIT_MAX: '0' }).rateLimit).toBe(false)
  })

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    expect(readServerConfig({ DATABASE_URL: 'postgres://leads@db.internal:5432/leads' }).storage).toEqual({
      kind: 'postgres',
      url: 'postgres://leads@db.internal:5432/leads',
    })
  })

  it('believes x-forwarded-for only with TRUST_PROXY=1', () => {
    expect(readServerConfig({ TRUST_PROXY: '1', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' }).trustProxy).toBe(true)
    expect(readServerConfig({ TRUST_PROXY: 'true', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' }).trustProxy).toBe(true)
    expect(readServerConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(readServerConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false)
  })

  it('takes the published service role key only with ALLOW_PUBLISHED_STAFF_KEY=1, and a secret one as set', () => {
    expect(readServerConfig({ ALLOW_PUBLISHED_STAFF_KEY: '1' }).staffKey).toEqual({ kind: 'published' })
    expect(readServerConfig({ DATA_DIR: 'elsewhere' }).staffKey).toEqual({ kind: 'own', dataDir: resolve('elsewhere') })
    expect(readServerConfig({ SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' }).staffKey).toEqual({
      kind: 'set',
      key: 'a-real-secret',
    })
    expect(() => readServerConfig({ SUPABASE_SERVICE_ROLE_KEY: LOCAL_KEYS.serviceRole })).toThrow(
      'SUPABASE_SERVICE_ROLE_KEY is the published default key: set a secret of your own',
    )
    expect(
      readServerConfig({ SUPABASE_SERVICE_ROLE_KEY: LOCAL_KEYS.serviceRole, ALLOW_PUBLISHED_STAFF_KEY: '1' }).staffKey,
    ).toEqual({ kind: 'published' })
  })

  it('exposes the server with a staff key of its own: nobody else knows it', () => {
    expect(readServerConfig({ HOST: '0.0.0.0', TRUST_PROXY: '1', NODE_ENV: 'production' }).staffKey.kind).toBe('own')
  })

  it('refuses to expose the published service role key beyond this machine', () => {
    expect(() => readServerConfig({ HOST: '0.0.0.0', ALLOW_PUBLISHED_STAFF_KEY: '1' })).toThrow(
      'HOST=0.0.0.0 exposes the server: set SUPABASE_SERVICE_ROLE_KEY',
    )
    expect(readServerConfig({ HOST: '0.0.0.0', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' }).host).toBe('0.0.0.0')
  })

  it('refuses the published service role key behind a proxy, HOST left at 127.0.0.1', () => {
    expect(() =>
      readServerConfig({ DIST_DIR: 'dist', PORT: '8080', TRUST_PROXY: '1', ALLOW_PUBLISHED_STAFF_KEY: '1' }),
    ).toThrow('TRUST_PROXY is set, so a proxy puts the server on the network: set SUPABASE_SERVICE_ROLE_KEY')
    expect(readServerConfig({ TRUST_PROXY: '1', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' }).staffKey).toEqual({
      kind: 'set',
      key: 'a-real-secret',
    })
  })

  it('refuses the published service role key with NODE_ENV=production', () => {
    expect(() => readServerConfig({ NODE_ENV: 'production', ALLOW_PUBLISHED_STAFF_KEY: '1' })).toThrow(
      'NODE_ENV=production: set SUPABASE_SERVICE_ROLE_KEY',
    )
    expect(readServerConfig({ NODE_ENV: 'production', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' }).host).toBe(
      '127.0.0.1',
    )
  })

  it.each([
    [{ PORT: 'http' }, 'PORT must be a port number, got "http"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// connection string'],
    [
      { SUPABASE_ANON_KEY: 'same', SUPABASE_SERVICE_ROLE_KEY: 'same' },
      'SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must differ',
    ],
    [{ RATE_LIMIT_MAX: 'lots' }, 'RATE_LIMIT_MAX must be a whole number, got "lots"'],
    [{ RATE_LIMIT_MAX: '-1' }, 'RATE_LIMIT_MAX must be a whole number, got "-1"'],
    [{ RATE_LIMIT_WINDOW_SECONDS: '0' }, 'RATE_LIMIT_WINDOW_SECONDS must be at least 1'],
    // Read as 'no' before: a proxy's address became every visitor's, without a word.
    [
      { TRUST_PROXY: 'yes', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' },
      'TRUST_PROXY must be 1 or true (or 0, false, unset), got "yes"',
    ],
    [{ TRUST_PROXY: 'on' }, 'TRUST_PROXY must be 1 or true (or 0, false, unset), got "on"'],
  ])('names the bad setting: %o', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message)
  })
})
