import { afterAll, beforeAll, expect } from 'vitest'
import { migratedDataDir } from '../../db/support/pgliteDir'
import { ANON_KEY, type Backend, makeSite, postAsAnon, removeDir, SERVICE_KEY, startBackend, supabase } from './backend'

/**
 * server/ on a fresh PGlite folder (a copy of one already migrated) for the tests of one file, started before them
 * and stopped after, with the clients the REST tests use: the browser's (anon key) and staff's (service role key).
 */
export function restServer() {
  let dataDir: string
  let siteDir: string
  let backend: Backend

  beforeAll(async () => {
    dataDir = await migratedDataDir()
    siteDir = await makeSite()
    backend = await startBackend(dataDir, siteDir)
  }, 60_000)

  afterAll(async () => {
    await backend?.stop()
    await removeDir(dataDir)
    await removeDir(siteDir)
  })

  const url = () => backend.url
  const staff = () => supabase(url(), SERVICE_KEY)
  return {
    url,
    backend: () => backend,
    dataDir: () => dataDir,
    siteDir: () => siteDir,
    /** Stops the server and starts it again on the same folders; what it applied on the way up. */
    async restart() {
      await backend.stop()
      backend = await startBackend(dataDir, siteDir)
      return backend.applied
    },
    browser: () => supabase(url(), ANON_KEY, { 'user-agent': 'Mozilla/5.0 (LeadTest)' }),
    staff,
    async storedRows(id: string) {
      const { data, error } = await staff().from('contact_submissions').select('*').eq('id', id)
      expect(error).toBeNull()
      return data ?? []
    },
    /** A raw request, for what supabase-js never sends (malformed JSON, other content types, missing keys). */
    post: (body: string, headers: Record<string, string> = {}, path?: string) => postAsAnon(url(), body, headers, path),
  }
}

export const PERMISSION_DENIED = {
  code: '42501',
  details: null,
  hint: null,
  message: 'permission denied for table contact_submissions',
}
export const ONE_LEAD_PER_REQUEST = {
  code: 'PGRST102',
  details: null,
  hint: 'The site sends each lead on its own; every request counts once against the per-client limit.',
  message: 'One contact submission per request: send a JSON object, not an array',
}
