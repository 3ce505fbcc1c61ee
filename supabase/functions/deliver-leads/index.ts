/**
 * deliver-leads: the Edge Function that delivers leads on hosted Supabase. The database wakes it after each
 * insert (pg_net) and every 10 seconds (pg_cron) with `Authorization: Bearer <DELIVER_LEADS_SECRET>`; it claims
 * the due notifications of the outbox, sends them and settles them, then reports dead or overdue ones.
 * The same deliverer as server/'s (../_shared/leadDelivery), with email over Resend's HTTP API, since SMTP ports
 * are closed to Edge Functions. docs/deploying.md says how to deploy it and set its secrets.
 *
 * Environment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (set by Supabase), DELIVER_LEADS_SECRET, and the
 * targets: LEAD_WEBHOOK_URL + LEAD_WEBHOOK_SECRET, LEAD_CHAT_WEBHOOK_URL (+ LEAD_CHAT_WEBHOOK_KIND),
 * LEAD_EMAIL_TO + LEAD_EMAIL_FROM + RESEND_API_KEY + VITE_SITE_URL (LEAD_EMAIL_API_URL to use another Resend-compatible
 * endpoint).
 */
import { readTargetConfig } from '../_shared/leadDelivery/config.ts'
import { createDeliverer } from '../_shared/leadDelivery/deliverer.ts'
import { restStore } from '../_shared/leadDelivery/restStore.ts'
import { type Channel, chatChannel, resendChannels, webhookChannel } from '../_shared/leadDelivery/senders.ts'

const env = Deno.env.toObject()

function required(name: string): string {
  const value = env[name]?.trim()
  if (!value) throw new Error(`deliver-leads: set ${name} (supabase secrets set ${name}=...)`)
  return value
}

const secret = required('DELIVER_LEADS_SECRET')
if (secret.length < 32)
  throw new Error('deliver-leads: DELIVER_LEADS_SECRET must be at least 32 characters (openssl rand -hex 32)')
// No default site address here: the consumer's copy of a CMS consent names its opt-out page (VITE_SITE_URL).
const targets = readTargetConfig(env)
const channels: Channel[] = []
if (targets.webhook) channels.push(webhookChannel(targets.webhook))
if (targets.chat) channels.push(chatChannel(targets.chat))
if (targets.email) {
  const { to, from, siteUrl, apiUrl } = targets.email
  channels.push(...resendChannels({ apiKey: required('RESEND_API_KEY'), to, from, siteUrl }, apiUrl))
}

const deliverer = createDeliverer({
  store: restStore(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY')),
  channels,
  log: (line) => console.log(line),
})

const encoder = new TextEncoder()

/** Compares digests, so the time taken says nothing about how much of the secret matched. */
async function sameSecret(given: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, secret].map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))))
  const x = new Uint8Array(a)
  const y = new Uint8Array(b)
  let difference = 0
  for (let i = 0; i < x.length; i += 1) difference |= x[i] ^ y[i]
  return difference === 0
}

// An Edge Function call may run for a limited time: stop claiming well before it ends; the next wake goes on.
const WORK_MS = 50_000

Deno.serve({ port: Number(env.PORT) || 8000 }, async (req) => {
  if (req.method !== 'POST') return new Response('POST only', { status: 405, headers: { allow: 'POST' } })
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!(await sameSecret(bearer))) return new Response('Unauthorized', { status: 401 })
  try {
    await deliverer.register()
    const attempted = await deliverer.deliverDue(Date.now() + WORK_MS)
    const alerts = await deliverer.reportAlerts()
    return Response.json({ attempted, alerts, targets: deliverer.targets })
  } catch (error) {
    console.error('deliver-leads failed:', error)
    return Response.json({ error: 'delivery failed; see the function logs' }, { status: 500 })
  }
})
