import pg from 'pg'
import type { Database, Session } from './database'

/** A PostgreSQL server reached through DATABASE_URL (a small pool; one connection per transaction). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 5000 })
  // An idle connection that drops (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not connect to the PostgreSQL server in DATABASE_URL (${where(url)}): ${reason}`)
  }
  return {
    description: `PostgreSQL at ${where(url)}`,
    async transaction(work) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        const session: Session = {
          query: async <Row extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) =>
            (await client.query<Row>(text, [...params])).rows,
          exec: async (script) => {
            await client.query(script)
          },
        }
        const result = await work(session)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}

function where(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
  } catch {
    return 'an unparsable URL'
  }
}
