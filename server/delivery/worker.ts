import type { TargetConfig } from '../../supabase/functions/_shared/leadDelivery/config.ts'
import { createDeliverer, type Deliverer } from '../../supabase/functions/_shared/leadDelivery/deliverer.ts'
import { host } from '../../supabase/functions/_shared/leadDelivery/http.ts'
import { chatChannel, type Channel, webhookChannel } from '../../supabase/functions/_shared/leadDelivery/senders.ts'
import type { Log } from '../../supabase/functions/_shared/leadDelivery/types.ts'
import type { Database } from '../db/database'
import type { DeliverySettings } from './config'
import { smtpChannels } from './smtp'
import { sqlStore } from './sqlStore'

export type LeadDelivery = {
  /** A lead was stored: deliver it now (a delivery already running goes round once more). */
  wake(): void
  /** What the start-up line says: where leads go. */
  readonly description: string
  /** Stops the sweep and waits for the delivery under way; claimed rows not settled are claimed again later. */
  stop(): Promise<void>
}

export function channelsFor(targets: TargetConfig, smtpUrl: string | undefined): Channel[] {
  const channels: Channel[] = []
  if (targets.webhook) channels.push(webhookChannel(targets.webhook))
  if (targets.chat) channels.push(chatChannel(targets.chat))
  if (targets.email && smtpUrl) channels.push(...smtpChannels({ url: smtpUrl, ...targets.email }))
  return channels
}

function describe(targets: TargetConfig): string {
  const parts = [
    targets.webhook && `webhook to ${host(targets.webhook.url)}`,
    targets.chat && `${targets.chat.kind} message`,
    targets.email && `email to ${targets.email.to.length} address${targets.email.to.length === 1 ? '' : 'es'}`,
  ].filter(Boolean)
  return parts.length
    ? parts.join(', ')
    : 'this log, a line per lead (set LEAD_WEBHOOK_URL, LEAD_CHAT_WEBHOOK_URL or LEAD_EMAIL_TO to send them on)'
}

/**
 * server/'s lead deliverer: woken by every stored lead, and by a sweep every few seconds for retries and alerts.
 * One delivery runs at a time in this process; other processes on the same PostgreSQL take other rows (skip locked).
 */
export async function startLeadDelivery(db: Database, settings: DeliverySettings, log: Log): Promise<LeadDelivery> {
  const deliverer: Deliverer = createDeliverer({
    store: sqlStore(db),
    channels: channelsFor(settings.targets, settings.smtpUrl),
    log,
    baseDelaySeconds: settings.retryBaseSeconds,
    leaseSeconds: settings.leaseSeconds,
  })
  await deliverer.register()
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function cycle(): Promise<void> {
    do {
      again = false
      try {
        await deliverer.deliverDue()
        await deliverer.reportAlerts()
      } catch (error) {
        if (!stopped) log(`Lead delivery failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    } while (again && !stopped)
  }

  function wake(): void {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = cycle().finally(() => {
      running = null
    })
  }

  const sweep = setInterval(wake, settings.sweepSeconds * 1000)
  sweep.unref()
  wake()
  return {
    wake,
    description: describe(settings.targets),
    async stop() {
      stopped = true
      clearInterval(sweep)
      await running
    },
  }
}
