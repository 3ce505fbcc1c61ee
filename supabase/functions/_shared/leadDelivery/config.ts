import { isWebhookSecret } from './signature.ts'

export type ChatKind = 'slack' | 'teams'

/** The delivery targets an operator configured (environment variables; never anything a visitor sends). */
export type TargetConfig = {
  webhook?: { url: string; secret: string }
  chat?: { url: string; kind: ChatKind }
  /**
   * Where lead emails go and who sends them; the transport (SMTP, an HTTP API) is the runtime's. `apiUrl`: the
   * Edge Function's Resend-compatible endpoint when LEAD_EMAIL_API_URL names one (it carries the API key and the
   * lead, so it is held to the rule of every target URL). `siteUrl`: the site's address (VITE_SITE_URL), for the
   * opt-out page a consumer's copy of a CMS consent names.
   */
  email?: { to: string[]; from: string; siteUrl: string; apiUrl?: string }
}

type Env = Partial<Record<string, string | undefined>>

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** An https URL, or http to this machine (a local receiver while developing and testing). */
function targetUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) {
    throw new Error(`${name} must be an https:// URL (http:// only to localhost), got "${url.protocol}//${url.host}"`)
  }
  return url.href
}

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/

/** Slack's incoming webhooks take {text}; a Teams Workflows URL (Power Automate, Logic Apps) takes an Adaptive Card. */
function chatKind(env: Env, url: string): ChatKind {
  const raw = env.LEAD_CHAT_WEBHOOK_KIND?.trim()
  if (raw === 'slack' || raw === 'teams') return raw
  if (raw) throw new Error(`LEAD_CHAT_WEBHOOK_KIND must be slack or teams, got "${raw}"`)
  return /(\.logic\.azure\.com|\.powerplatform\.com|\.powerautomate\.com)$/.test(new URL(url).hostname)
    ? 'teams'
    : 'slack'
}

/**
 * Reads and checks the targets once, at start: a half-configured target stops the start with what to fix.
 * `defaultSiteUrl`: server/'s default for VITE_SITE_URL; the Edge Function has none, so it must be set with email.
 */
export function readTargetConfig(env: Env, defaultSiteUrl?: string): TargetConfig {
  const config: TargetConfig = {}
  const webhookUrl = targetUrl(env, 'LEAD_WEBHOOK_URL')
  const secret = env.LEAD_WEBHOOK_SECRET?.trim() ?? ''
  if (webhookUrl) {
    if (!isWebhookSecret(secret)) {
      throw new Error(
        'LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL: whsec_ and at least 16 base64 bytes (e.g. whsec_$(openssl rand -base64 32))',
      )
    }
    config.webhook = { url: webhookUrl, secret }
  } else if (secret) {
    throw new Error('LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not: set both, or neither')
  }
  const chatUrl = targetUrl(env, 'LEAD_CHAT_WEBHOOK_URL')
  if (chatUrl) config.chat = { url: chatUrl, kind: chatKind(env, chatUrl) }
  const to = (env.LEAD_EMAIL_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  if (to.length) {
    const bad = to.find((address) => !EMAIL.test(address))
    if (bad) throw new Error(`LEAD_EMAIL_TO must be email addresses separated by commas, got "${bad}"`)
    const from = env.LEAD_EMAIL_FROM?.trim() ?? ''
    if (!EMAIL.test(from.replace(/^.*<([^>]+)>$/, '$1')))
      throw new Error('LEAD_EMAIL_FROM must be set with LEAD_EMAIL_TO: the address lead emails come from')
    const siteUrl = targetUrl(env.VITE_SITE_URL?.trim() ? env : { VITE_SITE_URL: defaultSiteUrl }, 'VITE_SITE_URL')
    if (!siteUrl)
      throw new Error(
        "VITE_SITE_URL must be set with LEAD_EMAIL_TO: the site's address, for the opt-out page a consumer's copy names",
      )
    const apiUrl = targetUrl(env, 'LEAD_EMAIL_API_URL')
    config.email = apiUrl ? { to, from, siteUrl, apiUrl } : { to, from, siteUrl }
  }
  return config
}
