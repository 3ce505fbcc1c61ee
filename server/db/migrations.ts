import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

// Any number (also written in SUPABASE_BASELINE): concurrent starts on one PostgreSQL server take turns on it.
const LOCK = 7226003

/**
 * What hosted Supabase already has and a local database lacks: the API roles (service_role bypasses row-level
 * security, as on Supabase), their use of schema public, and the Supabase CLI's migration history table.
 * Kept out of the migrations so they run unchanged on Supabase.
 */
const SUPABASE_BASELINE = `
select pg_advisory_xact_lock(7226003);
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The server switches to these roles per request (as PostgREST's authenticator does), so it must be a member.
  if not pg_catalog.pg_has_role(current_user, 'anon', 'member') then
    execute pg_catalog.format('grant anon to %I', current_user);
  end if;
  if not pg_catalog.pg_has_role(current_user, 'service_role', 'member') then
    execute pg_catalog.format('grant service_role to %I', current_user);
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
`

export type Migration = { version: string; name: string; file: string }

/** supabase/migrations/<YYYYMMDDHHmmss>_<name>.sql, oldest first. */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  return files.map((file) => {
    const match = /^(\d{14})_([a-z0-9_]+)\.sql$/.exec(file)
    if (!match) throw new Error(`Migration ${file} must be named <YYYYMMDDHHmmss>_<name>.sql`)
    return { version: match[1], name: match[2], file: join(dir, file) }
  })
}

/**
 * Brings a database up to date: the Supabase baseline, then each migration not yet recorded, each in its own
 * transaction (a failing migration leaves nothing half-applied). Returns the names applied now.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction((session) => session.exec(SUPABASE_BASELINE))
  const applied: string[] = []
  for (const migration of await listMigrations(dir)) {
    const sql = await readFile(migration.file, 'utf8')
    const ran = await db.transaction(async (session) => {
      await session.query('select pg_advisory_xact_lock($1)', [LOCK])
      const [done] = await session.query<{ sql: string | null; parts: number | null }>(
        'select statements[1] as sql, cardinality(statements) as parts from supabase_migrations.schema_migrations where version = $1',
        [migration.version],
      )
      if (done) {
        // Editing an applied migration changes nothing in this database; say so instead of leaving it a mystery.
        if (done.parts === 1 && done.sql !== sql) {
          console.warn(
            `Migration ${migration.version}_${migration.name} changed after it was applied here; the database keeps the old version. ` +
              'Write a new migration (or, for a local throwaway database, delete DATA_DIR).',
          )
        }
        return false
      }
      try {
        await session.exec(sql)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}`, { cause: error })
      }
      await session.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])',
        [migration.version, migration.name, sql],
      )
      return true
    })
    if (ran) applied.push(`${migration.version}_${migration.name}`)
  }
  return applied
}
