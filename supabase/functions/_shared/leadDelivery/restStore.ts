import type { Alert, Notification, OutboxStore, Target, WordsDifferReport } from './types.ts'

/**
 * The outbox over the REST API (PostgREST's /rpc, on hosted Supabase or server/) with the service role key: how
 * the Edge Function reaches it. Only fetch.
 */
export function restStore(supabaseUrl: string, serviceRoleKey: string): OutboxStore {
  async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(15_000),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${name} failed with ${response.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }
  return {
    setTargets: async (targets: readonly Target[]) => {
      await call('set_lead_delivery_targets', { targets })
    },
    claim: (maxCount, leaseSeconds) =>
      call<Notification[]>('claim_lead_notifications', { max_count: maxCount, lease_seconds: leaseSeconds }),
    settle: async (id, outcome, error, retryInSeconds) =>
      (
        await call<{ status: 'pending' | 'delivered' | 'dead' } | null>('settle_lead_notification', {
          notification_id: id,
          outcome,
          error: error ?? null,
          retry_in_seconds: retryInSeconds ?? null,
        })
      )?.status ?? null,
    claimAlerts: (overdueSeconds) => call<Alert[]>('claim_lead_delivery_alerts', { overdue_seconds: overdueSeconds }),
    claimWordsDiffer: () => call<WordsDifferReport[]>('claim_words_differ_reports', {}),
  }
}
