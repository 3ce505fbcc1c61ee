import type { Database } from '../../../server/db/database'
import { isPostgresError, type PostgresError } from '../../../server/db/database'
import { refusalText } from '../../../content/en/browser/backendRefusals'

export type Role = 'anon' | 'authenticated' | 'service_role'
export type Row = Record<string, unknown>

/** The request headers a browser's insert carries through PostgREST (and server/). */
export const BROWSER = { 'user-agent': 'Mozilla/5.0 (Test)', 'x-forwarded-for': '198.51.100.7' }

/** Statements against a migrated database as each party that runs them: the API roles, the owner, a trigger-less writer. */
export function roles(db: () => Database) {
  return {
    /** One statement as `role`, with request headers set as PostgREST (and server/) set them. */
    as(role: Role, sql: string, params: unknown[] = [], headers: Record<string, string> = BROWSER): Promise<Row[]> {
      return db().transaction(async (session) => {
        await session.query(`select set_config('role', $1, true), set_config('request.headers', $2, true)`, [
          role,
          JSON.stringify(headers),
        ])
        return session.query(sql, params)
      })
    },
    /** As the table owner (what a migration or the SQL editor runs as): no grants or policies in the way. */
    asOwner(sql: string, params: unknown[] = []): Promise<Row[]> {
      return db().transaction((session) => session.query(sql, params))
    },
    /** As the table owner with triggers skipped (a superuser-only switch that never skips check constraints). */
    withoutTriggers(sql: string, params: unknown[]): Promise<Row[]> {
      return db().transaction(async (session) => {
        await session.query('set local session_replication_role = replica')
        return session.query(sql, params)
      })
    },
  }
}

/** The PostgreSQL error `attempt` fails with (a test fails if it succeeds or fails otherwise). */
/** The client's words for a refusal's code (its hint): what a visitor reads instead of the backend's sentence. */
export function wordedHint(error: PostgresError): string | undefined {
  return refusalText(error.hint ?? null, error.detail ?? null)
}

export async function failure(attempt: Promise<unknown>): Promise<PostgresError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!isPostgresError(error)) throw new Error(`expected a PostgreSQL error, got ${String(error)}`)
  return error
}
