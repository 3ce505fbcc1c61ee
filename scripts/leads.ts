/**
 * `npm run leads`: the agency's view of the stored contact submissions, newest first.
 *
 *   npm run leads                      a table of the newest 50 leads (with the savings estimate a lead came from)
 *   npm run leads -- --limit 200       more (or fewer) of them
 *   npm run leads -- --csv leads.csv   every lead (or --limit N) as CSV, for a spreadsheet; `--csv` alone or `--csv -` prints it
 *   npm run leads -- --watch           the newest leads, then each new one as it arrives (Ctrl-C stops)
 *   npm run leads -- --opt-outs        the requests to stop calls, texts or emails, newest first (-- --csv: as CSV)
 *   npm run leads -- --consent <id>    one lead's consent record, the full wording included, as text and as JSON
 *                                      (or, with a CMS consent's id, its whole record)
 *   npm run leads -- --authorizations  the CMS consents signed through an agent's link (npm run authorize), newest first
 *   npm run leads -- --verify [head]   recomputes the leads' and opt-outs' hash chains, prints their heads and deletions
 *
 * A lead whose phone number or email address opted out after it is marked (OPTED OUT, with the date; in the CSV,
 * the opted_out_at and opted_out_stop columns).
 *
 * Each lead shows where it came from and its delivery to each target (the lead outbox): delivered when, how many
 * attempts, the last error.
 *
 * supabase-js with the service-role key (SUPABASE_SERVICE_ROLE_KEY; for the local server, the key it keeps in
 * DATA_DIR/staff-key), against SUPABASE_URL (default: the local server at http://HOST:PORT), so the same command
 * reads hosted Supabase. The key stays on staff machines: never in the browser build.
 */
import { pathToFileURL } from 'node:url'
import { parseArgs, TABLE_LIMIT, type Io } from './leads/args'
import { fetchDeliveries, fetchLeads, localStaffKey, supabaseClient } from './leads/backend'
import { authorizationsCommand, printAuthorization } from './leads/authorizations'
import { printConsent } from './leads/consent'
import { toCsv, writePrivate } from './leads/csv'
import { optOutsCommand } from './leads/optOutList'
import { fetchOptOuts } from './leads/optOuts'
import { formatTable } from './leads/table'
import { verifyCommand } from './leads/verify'
import { watch } from './leads/watch'

/** The whole command; returns the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, io: Io, signal?: AbortSignal): Promise<number> {
  try {
    const listOptOuts = argv.includes('--opt-outs')
    const listAuthorizations = argv.includes('--authorizations')
    const options = parseArgs(argv.filter((arg) => arg !== '--opt-outs' && arg !== '--authorizations'))
    const url = backendUrl(env)
    const key = env.SUPABASE_SERVICE_ROLE_KEY || (await localStaffKey(env))
    const limit = options.limit ?? (options.csv ? null : TABLE_LIMIT)
    const client = supabaseClient(url, key)
    if (listOptOuts) return await optOutsCommand(client, url, options, limit, io)
    if (listAuthorizations) return await authorizationsCommand(client, url, options, limit, io)
    if (options.verify !== undefined) return await verifyCommand(client, url, options.verify || undefined, io)
    // An id is a lead's or a CMS consent's (uuids never repeat across the tables): the consent's whole record.
    if (options.consent && (await printAuthorization(client, url, options.consent, io))) return 0
    if (options.consent) return await printConsent(client, url, options.consent, io)
    const leads = await fetchLeads(client, url, limit)
    const deliveries = await fetchDeliveries(
      client,
      url,
      leads.map((lead) => lead.id),
    )
    if (options.watch) return await watch(client, url, leads, deliveries, io, signal)
    const optOuts = (await fetchOptOuts(client)) ?? []
    if (!options.csv) io.out(`${formatTable(leads, deliveries, optOuts)}\n`)
    else if (options.file === null) io.out(toCsv(leads, deliveries, optOuts))
    else {
      await writePrivate(options.file, `\ufeff${toCsv(leads, deliveries, optOuts)}`)
      io.err(`Wrote ${leads.length} lead${leads.length === 1 ? '' : 's'} to ${options.file}\n`)
    }
    return 0
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/** Where the staff commands (this one, `npm run authorize`) reach the backend: SUPABASE_URL, else the local server. */
export function backendUrl(env: NodeJS.ProcessEnv): string {
  return env.SUPABASE_URL ? apiUrl(env.SUPABASE_URL) : `http://${env.HOST || '127.0.0.1'}:${env.PORT || 8080}`
}

/**
 * SUPABASE_URL as given, when the staff key may travel to it: https://, or http:// to this machine by a loopback
 * name. A typo of http://<ref>.supabase.co would otherwise send the key in the clear with the first request.
 */
function apiUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SUPABASE_URL must be a URL, got "${raw}"`)
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return raw
  throw new Error(
    `SUPABASE_URL must be an https:// URL (http:// only to localhost, 127.x.x.x or [::1]), got "${url.protocol}//${url.host}": the staff key must not travel in the clear.`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stop = new AbortController()
  process.once('SIGINT', () => stop.abort())
  const code = await main(
    process.argv.slice(2),
    process.env,
    {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    },
    stop.signal,
  )
  process.exitCode = code
}
