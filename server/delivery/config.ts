import { readTargetConfig, type TargetConfig } from '../../supabase/functions/_shared/leadDelivery/config.ts'
import { ATTEMPT_TIMEOUT_MS } from '../../supabase/functions/_shared/leadDelivery/http.ts'
import { SMTP_ATTEMPT_MS } from './smtp'
import { defaultSiteUrl } from '../../rules/siteUrl'

type RawEnv = Partial<Record<string, string | undefined>>

export type DeliverySettings = {
  targets: TargetConfig
  /** SMTP_URL: how server/ sends lead emails. */
  smtpUrl?: string
  /** Seconds between sweeps for retries and alerts (LEAD_DELIVERY_SWEEP_SECONDS, default 2). */
  sweepSeconds: number
  /** First retry delay, doubled per attempt (LEAD_RETRY_BASE_SECONDS, default 2). */
  retryBaseSeconds: number
  /** How long a claimed delivery is this server's before another may take it (LEAD_DELIVERY_LEASE_SECONDS, default 60). */
  leaseSeconds: number
}

function seconds(env: RawEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number of seconds from ${min} to ${max}, got "${raw}"`)
  return value
}

/** server/'s lead delivery settings (README, 'Configuration'), checked once at start. */
export function readDeliverySettings(env: RawEnv): DeliverySettings {
  const targets = readTargetConfig(env, defaultSiteUrl)
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@smtp.example.com:587')
  if (targets.email && !smtpUrl)
    throw new Error('LEAD_EMAIL_TO is set but SMTP_URL is not: server/ sends lead emails over SMTP')
  return {
    targets,
    smtpUrl,
    sweepSeconds: seconds(env, 'LEAD_DELIVERY_SWEEP_SECONDS', 2, 0.1, 300),
    retryBaseSeconds: seconds(env, 'LEAD_RETRY_BASE_SECONDS', 2, 0.1, 3600),
    leaseSeconds: leaseSeconds(env, Boolean(targets.email)),
  }
}

// Claiming a delivery and settling it take a moment on either side of the attempt itself.
const CLAIM_AND_SETTLE_SECONDS = 5

/**
 * A claimed delivery must stay this server's for longer than its attempt can take: a lease that runs out first
 * lets another server (two on one PostgreSQL) claim and send the same lead again while the first is still sending.
 */
function leaseSeconds(env: RawEnv, sendsEmail: boolean): number {
  const lease = seconds(env, 'LEAD_DELIVERY_LEASE_SECONDS', 60, 5, 900)
  const attempt = (sendsEmail ? SMTP_ATTEMPT_MS : ATTEMPT_TIMEOUT_MS) / 1000
  const least = attempt + CLAIM_AND_SETTLE_SECONDS
  if (lease <= least) {
    throw new Error(
      `LEAD_DELIVERY_LEASE_SECONDS must be more than ${least} seconds, got "${env.LEAD_DELIVERY_LEASE_SECONDS}": one attempt may take ${attempt} s ` +
        `(${sendsEmail ? 'an SMTP send' : 'an HTTP request'}), and a lease that ends first lets another server send the same lead again`,
    )
  }
  return lease
}
