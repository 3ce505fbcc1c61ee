import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { supabaseClient } from '../../../scripts/leads/backend'
import { createApp, type AppOptions } from '../../../server/app'
import { LOCAL_KEYS } from '../../../server/config'
import type { Database } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrations'
import { openPglite } from '../../../server/db/pglite'

export const ANON_KEY = LOCAL_KEYS.anon
export const SERVICE_KEY = LOCAL_KEYS.serviceRole

/** A tiny built site, so the static half of server/ has something to serve. */
export async function makeSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-'))
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'index.html'), '<h1>Home</h1>')
  await writeFile(join(dir, '404.html'), '<h1>404</h1>')
  return dir
}

export async function listen(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server did not bind a TCP port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type Backend = { url: string; db: Database; applied: string[]; stop: () => Promise<void> }

/**
 * server/ as start.ts runs it: PGlite in `dataDir`, migrations applied, on a random loopback port. The
 * per-client rate limit is off unless `options` set one: every test request comes from 127.0.0.1.
 */
export async function startBackend(
  dataDir: string,
  distDir: string,
  options: Partial<AppOptions> = {},
): Promise<Backend> {
  const db = await openPglite(dataDir)
  const applied = await migrate(db)
  const { url, close } = await listen(createApp({ distDir, db, rateLimit: false, ...options }))
  return {
    url,
    db,
    applied,
    stop: async () => {
      await close()
      await db.close()
    },
  }
}

/** The real supabase-js client, built as the leads command builds it. */
export const supabase = supabaseClient

/** supabase-js without the Database type, for what the API must refuse: a table or function it does not offer. */
export function untypedSupabase(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
}

/** A raw insert as the browser's key sends it, for what supabase-js never sends (malformed JSON, proxy headers). */
export function postAsAnon(
  url: string,
  body: string,
  headers: Record<string, string> = {},
  path = '/rest/v1/contact_submissions',
) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', ...headers },
    body,
  })
}

/**
 * Which of these leads the agency can read back, read as staff do (service role). One request per id: server/
 * filters with eq, lt and the like, not `in`.
 */
export async function storedIds(url: string, ids: string[]): Promise<Set<string>> {
  const staff = supabase(url, SERVICE_KEY)
  const found = new Set<string>()
  for (const id of ids) {
    const { data, error } = await staff.from('contact_submissions').select('id').eq('id', id)
    if (error) throw new Error(`reading lead ${id} failed: ${error.message}`)
    for (const row of data ?? []) found.add(row.id)
  }
  return found
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
}

/** PostgREST's error body as supabase-js hands it over. */
export function shape(error: { code: string; details: string | null; hint: string | null; message: string } | null) {
  return error && { code: error.code, details: error.details, hint: error.hint, message: error.message }
}
