import { alertSubject, wordsDifferMessage } from './messages.ts'
import { notificationSubject } from './notifications.ts'
import { alertMessage, type Channel, logChannel } from './senders.ts'
import type { Log, Notification, Outcome, OutboxStore, Target } from './types.ts'

export type DelivererOptions = {
  store: OutboxStore
  /** The configured targets; the log channel is added when none is, and kept for rows made before a change. */
  channels: Channel[]
  log: Log
  /** Seconds before the first retry; each further one doubles it, up to maxDelaySeconds. */
  baseDelaySeconds?: number
  maxDelaySeconds?: number
  /** How long a claimed row is this deliverer's (longer than an attempt may take). */
  leaseSeconds?: number
  /** Rows claimed at a time, sent concurrently. */
  batch?: number
  /** A lead still undelivered after this long is reported (as a dead delivery is). */
  overdueSeconds?: number
  random?: () => number
}

/**
 * Exponential backoff with jitter: base * 2^(attempt-1), capped, then a random half to the whole of it, so
 * leads that failed together do not all come back together. The receiver's Retry-After, when it sent one, is
 * honoured as the least wait.
 */
export function retryDelaySeconds(
  attempt: number,
  {
    base = 2,
    max = 3600,
    retryAfter,
    random = Math.random,
  }: { base?: number; max?: number; retryAfter?: number; random?: () => number } = {},
): number {
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt - 1))
  const jittered = ceiling / 2 + (ceiling / 2) * random()
  return retryAfter === undefined ? jittered : Math.min(Math.max(retryAfter, jittered), 86_400)
}

export type Deliverer = {
  /** The targets new leads get: the configured ones, or the log alone. */
  readonly targets: readonly Target[]
  /** Writes the targets to the database, for the trigger to use on the next lead. */
  register(): Promise<void>
  /** Claims and sends due notifications until none is left (or `untilMs` passes); returns how many were attempted. */
  deliverDue(untilMs?: number): Promise<number>
  /**
   * Reports each dead or overdue delivery once, through another configured channel, and always in the log; and each
   * page refused for the consent words it showed, through every channel that tells people.
   */
  reportAlerts(): Promise<number>
}

export function createDeliverer({
  store,
  channels,
  log,
  baseDelaySeconds = 2,
  maxDelaySeconds = 3600,
  leaseSeconds = 60,
  batch = 10,
  overdueSeconds = 300,
  random = Math.random,
}: DelivererOptions): Deliverer {
  const configured = channels.filter((channel) => channel.target !== 'log')
  const byTarget = new Map<Target, Channel>(channels.map((channel) => [channel.target, channel]))
  if (!byTarget.has('log')) byTarget.set('log', logChannel(log))
  // The consumer's copy rides on email: the database adds its row, so it is never a target of its own.
  const registered = configured.filter((channel) => channel.target !== 'copy')
  const targets: Target[] = registered.length ? registered.map((channel) => channel.target) : ['log']

  async function attempt(notification: Notification): Promise<void> {
    const channel = byTarget.get(notification.target)
    let outcome: Outcome
    try {
      outcome = channel
        ? await channel.send(notification)
        : { kind: 'gone', error: `the ${notification.target} target is not configured on this deliverer` }
    } catch (error) {
      // A sender's own failure (a bug, a malformed lead) is retried like a failed request, and logged.
      outcome = { kind: 'retry', error: error instanceof Error ? error.message : String(error) }
    }
    if (outcome.kind === 'delivered') {
      await store.settle(notification.id, 'delivered')
      return
    }
    const delay =
      outcome.kind === 'retry'
        ? retryDelaySeconds(notification.attempt, {
            base: baseDelaySeconds,
            max: maxDelaySeconds,
            retryAfter: outcome.retryAfterSeconds,
            random,
          })
        : undefined
    const status = await store.settle(notification.id, outcome.kind, outcome.error, delay)
    const next = status === 'dead' ? 'given up' : `retry in ${Math.round(delay ?? 0)} s`
    log(
      `${notificationSubject(notification)}: ${notification.target} attempt ${notification.attempt} failed (${outcome.error}); ${next}`,
    )
  }

  /** Tells people an alert on a channel that can (email, the chat webhook), and logs what could not be told. */
  async function tell(channel: Channel, { subject, text }: { subject: string; text: string }, about: string) {
    const told = await channel
      .tell?.(subject, text)
      .catch((error: unknown) => ({ kind: 'retry' as const, error: String(error) }))
    if (told && told.kind !== 'delivered') log(`${about} could not be sent to ${channel.target}: ${told.error}`)
  }

  return {
    targets,
    register: () => store.setTargets(targets),
    async deliverDue(untilMs = Infinity) {
      let attempted = 0
      while (Date.now() < untilMs) {
        const claimed = await store.claim(batch, leaseSeconds)
        if (claimed.length === 0) break
        await Promise.all(claimed.map(attempt))
        attempted += claimed.length
      }
      return attempted
    },
    async reportAlerts() {
      const alerts = await store.claimAlerts(overdueSeconds)
      for (const alert of alerts) {
        const message = alertMessage(alert)
        log(`${message.subject}: ${message.text}`)
        const second = configured.find((channel) => channel.target !== alert.target && channel.tell)
        if (second) await tell(second, message, `The alert about ${alertSubject(alert)}`)
      }
      const refusals = await store.claimWordsDiffer()
      for (const report of refusals) {
        const message = wordsDifferMessage(report)
        log(`${message.subject}: ${message.text}`)
        for (const channel of configured) await tell(channel, message, 'The alert about refused consent words')
      }
      return alerts.length + refusals.length
    },
  }
}
