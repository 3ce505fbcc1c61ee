/** One statement runner inside a transaction: values always travel as $1.. parameters, never in the SQL text. */
export interface Session {
  query<Row extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<Row[]>
  /** Several statements without parameters (a migration file). */
  exec(script: string): Promise<void>
}

/** The local backend's storage: PGlite in a folder, or a PostgreSQL server. Both run the same SQL. */
export interface Database {
  /** What and where, for the start-up line (never a password). */
  readonly description: string
  /** Runs `work` in one transaction: commits when it returns, rolls back when it throws. */
  transaction<T>(work: (session: Session) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The fields of a PostgreSQL error both drivers report (pg's and PGlite's DatabaseError). */
export type PostgresError = { code: string; message: string; detail?: string; hint?: string }

export function isPostgresError(error: unknown): error is PostgresError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)
}
