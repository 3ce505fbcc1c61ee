import type {
  Alert,
  Notification,
  OutboxStore,
  Target,
  WordsDifferReport,
} from '../../supabase/functions/_shared/leadDelivery/types.ts'
import type { Database } from '../db/database'

/** The outbox's functions called straight over SQL, as the table owner: how server/ reaches them. */
export function sqlStore(db: Database): OutboxStore {
  async function call<T>(sql: string, params: unknown[]): Promise<T> {
    const [row] = await db.transaction((session) =>
      session.query<{ body: string | null }>(`select ${sql}::text as body`, params),
    )
    return JSON.parse(row?.body ?? 'null') as T
  }
  return {
    setTargets: async (targets: readonly Target[]) => {
      await call('public.set_lead_delivery_targets($1::text[])', [targets])
    },
    claim: (maxCount, leaseSeconds) =>
      call<Notification[]>('public.claim_lead_notifications($1, $2)', [maxCount, leaseSeconds]),
    settle: async (id, outcome, error, retryInSeconds) =>
      (
        await call<{ status: 'pending' | 'delivered' | 'dead' } | null>(
          'public.settle_lead_notification($1, $2, $3, $4)',
          [id, outcome, error ?? null, retryInSeconds ?? null],
        )
      )?.status ?? null,
    claimAlerts: (overdueSeconds) => call<Alert[]>('public.claim_lead_delivery_alerts($1)', [overdueSeconds]),
    claimWordsDiffer: () => call<WordsDifferReport[]>('public.claim_words_differ_reports()', []),
  }
}
