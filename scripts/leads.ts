/**
 * `npm run leads`: the agency's view of the stored contact submissions, newest first.
 *
 *   npm run leads                      a table of the newest 50 leads (with the savings estimate a lead came from)
 *   npm run leads -- --limit 200       more (or fewer) of them
 *   npm run leads -- --csv leads.csv   every lead (or --limit N) as CSV, for a spreadsheet; `--csv` alone or `--csv -` prints it
 *   npm run leads -- --watch           the newest leads, then each new one as it arrives (Ctrl-C stops)
 *   npm run leads -- --opt-outs        the requests to stop calls, texts or emails, newest first (-- --csv: as CSV)
 *   npm run leads -- --consent <id>    one lead's consent record, the full wording included, as text and as JSON
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
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { open } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { LOCAL_KEYS } from '../server/config'
import { LEAD_COLUMNS, type StoredLead } from '../server/rest/table'
import { readOwnStaffKey } from '../server/staffKey'
import type { Database } from '../supabase/database.types'
import { formulaSafeCell } from '../supabase/functions/_shared/leadDelivery/escape.ts'
import { chatAnswersText } from '../supabase/functions/_shared/leadDelivery/messages.ts'
import { fetchOptOuts, formatOptOuts, type OptOut, optedOutLine, optOutAfter } from './leads/optOuts'
import { callingWindowLine } from '../supabase/functions/_shared/leadDelivery/callingRules.ts'
import { consentRecord, consentRecordLines, textsLine } from '../supabase/functions/_shared/leadDelivery/consentRecord.ts'

/** A lead as staff read it: every column but the honeypot. */
export type Lead = Omit<StoredLead, 'website'>


export type Options = { limit: number | null; csv: boolean; file: string | null; watch: boolean; consent?: string }

const USAGE = 'usage: npm run leads -- [--limit N] [--csv [file]] [--watch] [--opt-outs] [--consent <lead id>]'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TABLE_LIMIT = 50
const PAGE = 1000

export function parseArgs(argv: string[]): Options {
  const options: Options = { limit: null, csv: false, file: null, watch: false }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--csv') {
      options.csv = true
      const next = argv[i + 1]
      if (next !== undefined && !next.startsWith('--')) {
        // `-` is standard output, as for every Unix tool (not a file named '-').
        options.file = next === '-' ? null : next
        i += 1
      }
    } else if (arg === '--consent') {
      const value = argv[i + 1] ?? ''
      if (!UUID.test(value)) throw new Error(`--consent wants a lead id (a uuid), got "${value}". ${USAGE}`)
      options.consent = value.toLowerCase()
      i += 1
    } else if (arg === '--watch') {
      options.watch = true
    } else if (arg === '--limit') {
      const value = argv[i + 1] ?? ''
      if (!/^[1-9]\d{0,6}$/.test(value)) throw new Error(`--limit wants a positive whole number, got "${value}". ${USAGE}`)
      options.limit = Number(value)
      i += 1
    } else {
      throw new Error(`Unknown option "${arg}". ${USAGE}`)
    }
  }
  if (options.watch && options.csv) throw new Error(`--watch prints to the terminal; it does not go with --csv. ${USAGE}`)
  return options
}

/**
 * supabase-js as a Node program uses it: no session to keep or refresh, `headers` sent with every request. The
 * one client builder: this command reads leads with it, the tests talk to server/ with it.
 */
export function supabaseClient(url: string, key: string, headers: Record<string, string> = {}): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  })
}

/** Newest first, a page at a time (hosted Supabase caps one answer at 1000 rows). */
export async function fetchLeads(client: SupabaseClient<Database>, url: string, limit: number | null): Promise<Lead[]> {
  const leads: Lead[] = []
  while (limit === null || leads.length < limit) {
    const from = leads.length
    const to = from + Math.min(PAGE, (limit ?? Infinity) - from) - 1
    const { data, error, status } = await client
      .from('contact_submissions')
      .select(LEAD_COLUMNS.join(','))
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to)
      // supabase-js retries a failed read for about 7 s; a command run by hand should answer at once.
      .retry(false)
      .overrideTypes<Lead[], { merge: false }>()
    if (error) throw new Error(explain(url, status, error.message, error.code))
    leads.push(...data)
    if (data.length < to - from + 1) break
  }
  return leads
}

/** One lead's delivery to one target, as the outbox reports it (public.lead_deliveries). */
export type Delivery = { lead_id: string; target: string; status: 'pending' | 'delivered' | 'dead'; attempts: number; delivered_at: string | null; last_error: string | null }

const TARGET_ORDER = ['webhook', 'chat', 'email', 'log']
// Ids per request: 200 uuids keep the request body well under the API's 16 KB.
const IDS_PER_REQUEST = 200

/**
 * Every target's delivery of these leads, by lead id. A backend without the lead outbox (a project that has not
 * run its migration) answers 404: then there is nothing to show, which the table says.
 */
export async function fetchDeliveries(client: SupabaseClient<Database>, url: string, ids: string[]): Promise<Map<string, Delivery[]> | null> {
  const byLead = new Map<string, Delivery[]>()
  for (let from = 0; from < ids.length; from += IDS_PER_REQUEST) {
    const { data, error, status } = await client.rpc('lead_deliveries', { lead_ids: ids.slice(from, from + IDS_PER_REQUEST) }).retry(false)
    if (status === 404) return null
    if (error) throw new Error(explain(url, status, error.message, error.code))
    for (const delivery of (data ?? []) as Delivery[]) byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery])
  }
  for (const list of byLead.values()) list.sort((a, b) => TARGET_ORDER.indexOf(a.target) - TARGET_ORDER.indexOf(b.target))
  return byLead
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** One target's delivery in words: 'webhook delivered 2026-11-25 09:14 (1 attempt)', 'chat DEAD after 12 attempts: ...'. */
export function deliveryText(delivery: Delivery): string {
  const error = delivery.last_error ? `: ${delivery.last_error}` : ''
  if (delivery.status === 'delivered') return `${delivery.target} delivered ${localTime(delivery.delivered_at ?? '')} (${plural(delivery.attempts, 'attempt')})`
  if (delivery.status === 'dead') return `${delivery.target} NOT DELIVERED after ${plural(delivery.attempts, 'attempt')}${error}`
  return `${delivery.target} pending (${plural(delivery.attempts, 'attempt')} so far)${error}`
}

function explain(url: string, status: number, message: string, code: string): string {
  if (status === 0) return `No server answered at ${url}: start it with \`npm run serve\` (or \`npm start\`), or set SUPABASE_URL.`
  if (status === 401 || status === 403) {
    return `${url} refused the service role key (${message}): set SUPABASE_SERVICE_ROLE_KEY to the project's service role key.`
  }
  return `Could not read leads from ${url}: ${message}${code ? ` (${code})` : ''}`
}

/**
 * What the database refuses (private.is_printable_text and private.is_visible_text): control characters
 * (C0, C1: a terminal runs escape sequences), line separators, the interlinear annotation controls, and every
 * character Unicode draws as nothing (Default_Ignorable_Code_Point: bidi controls, zero-width spaces, tag
 * characters, Hangul fillers, variation selectors...) or as a blank (the braille blank). Rows stored before those
 * rules can still hold them, so output replaces each with ?. A zero-width joiner or non-joiner is shown only
 * between two letters (or marks), where the scripts of some names need it; anywhere else it hides nothing less.
 */
const UNPRINTABLE =
  /[\p{Cc}\u2028\u2029\u2800\ufff9-\ufffb]|(?![\u200c\u200d])\p{Default_Ignorable_Code_Point}|(?<![\p{L}\p{M}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}])/gu

export function printable(value: string): string {
  return value.replace(UNPRINTABLE, '?')
}

function cut(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value
}

function localTime(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A cell of the table in a bidi isolate (FSI ... PDI): a right-to-left name is laid out inside its own cell and
 * cannot carry the phone or email columns after it into its direction (an Arabic last name used to reorder the
 * row). Only for the terminal: in the CSV the two characters would become part of the data.
 */
const isolate = (text: string) => `\u2068${text}\u2069`

const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid'] as const

/** Where a lead came from, in one line: the form, the page's language, the campaign, the referrer, the landing page. */
export function originLine(lead: Lead): string | null {
  const parts = [
    lead.source && (lead.source === 'chat' ? 'chat callback' : `${lead.source} form`),
    lead.language && `${lead.language} page`,
    ...CAMPAIGN.map((name) => lead[name] && `${name}=${lead[name]}`),
    lead.referrer && `referred by ${lead.referrer}`,
    lead.landing_page && `landed on ${lead.landing_page}`,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join('; ') : null
}

/** OPTED OUT and the date, under a lead whose phone number or mailbox asked to stop after it. */
function optedOutLines(lead: Lead, optOuts: readonly OptOut[]): string[] {
  const optOut = optOutAfter(lead, optOuts)
  return optOut ? [printable(optedOutLine(optOut, localTime))] : []
}

function deliveryLines(list: Delivery[] | undefined): string[] {
  return list?.length ? [`  Delivery: ${isolate(printable(list.map(deliveryText).join('; ')))}`] : []
}

/**
 * A plain-text table for the terminal, one lead a line; below it, where the lead came from, for a lead sent from
 * the savings estimator its estimate, whole (a sentence of up to 600 characters does not fit a column), and for a
 * chat lead its answers and ZIP code. A chat lead has no last name or email (blank) and its state only when its
 * ZIP code names one ('?' otherwise). Every value is isolated.
 */
export function formatTable(leads: Lead[], deliveries: Map<string, Delivery[]> | null = new Map(), optOuts: readonly OptOut[] = []): string {
  if (leads.length === 0) return 'No leads yet.'
  const header = ['Received', 'Name', 'Phone', 'Email', 'State', 'Page', 'Consent']
  const rows = leads.map((lead) =>
    [
      localTime(lead.created_at),
      cut(lead.last_name === null ? lead.first_name : `${lead.first_name} ${lead.last_name}`, 32),
      cut(lead.phone, 20),
      cut(lead.email ?? '', 36),
      cut(lead.state ?? '?', 16),
      cut(lead.page, 28),
      lead.agreed_to_contact ? `yes (${lead.consent_version})` : 'NO',
    ].map(printable),
  )
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[], wrap: (text: string) => string = (text) => text) =>
    cells
      .map((cell, column) => wrap(cell) + ' '.repeat(widths[column] - cell.length))
      .join('  ')
      .trimEnd()
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}, newest first.${deliveries ? '' : ' (No delivery status: this backend has no lead outbox yet; run its migrations.)'}`
  const body = leads.flatMap((lead, index) => {
    const origin = originLine(lead)
    const answers = chatAnswersText(lead)
    return [
      line(rows[index], isolate),
      ...(origin ? [`  From: ${isolate(printable(origin))}`] : []),
      ...(lead.estimate ? [`  Estimate: ${isolate(printable(lead.estimate))}`] : []),
      ...(answers ? [`  Chat answers: ${isolate(printable(answers))}`] : []),
      ...consentSummaryLines(lead),
      ...deliveryLines(deliveries?.get(lead.id)),
      ...optedOutLines(lead, optOuts),
    ]
  })
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body, '', count].join('\n')
}

/** Below each lead: whether it may be texted, and when it may be called where it is (its state's rules, its time now). */
function consentSummaryLines(lead: Lead): string[] {
  return [`  ${isolate(printable(textsLine(lead)))}`, `  ${isolate(printable(callingWindowLine(lead)))}`]
}

/** --consent: one lead's consent record, as text (the full wording) and then as JSON, as the webhook carries it. */
export async function printConsent(client: SupabaseClient<Database>, url: string, id: string, io: Io): Promise<number> {
  const { data, error, status } = await client
    .from('contact_submissions')
    .select(LEAD_COLUMNS.join(','))
    .eq('id', id)
    .retry(false)
    .overrideTypes<Lead[], { merge: false }>()
  if (error) throw new Error(explain(url, status, error.message, error.code))
  const lead = data[0]
  if (!lead) {
    io.err(`No lead has the id ${id}.\n`)
    return 1
  }
  const record = consentRecord(lead)
  io.out(`${consentRecordLines(record).map(printable).join('\n')}\n\n${JSON.stringify(record, null, 2)}\n`)
  return 0
}

/**
 * One CSV cell, as OWASP's CSV injection guidance says: a cell that a spreadsheet would run as a formula gets a
 * leading apostrophe (also after a ; or , inside it, where ;-separator locales start a new cell), every cell is
 * quoted and its quotes doubled (RFC 4180). A phone like +1 305... then shows as '+1 305..., harmless. What is
 * not printable is replaced by ?, as in the table.
 */
export function csvCell(value: unknown): string {
  const text = printable(formulaSafeCell(value === null || value === undefined ? '' : String(value)))
  return `"${text.replaceAll('"', '""')}"`
}

const DELIVERY_FIELDS = ['status', 'delivered_at', 'attempts', 'last_error'] as const
/** When the lead's phone number or mailbox asked to stop after it, and what: blank for a lead that did not. */
const OPTED_OUT_FIELDS = ['opted_out_at', 'opted_out_stop'] as const

/** Every lead column, then for each target any lead was sent to: its status, delivery time, attempts, last error. */
export function toCsv(leads: Lead[], deliveries: Map<string, Delivery[]> | null = new Map(), optOuts: readonly OptOut[] = []): string {
  const targets = TARGET_ORDER.filter((target) => [...(deliveries?.values() ?? [])].some((list) => list.some((delivery) => delivery.target === target)))
  const header = [...LEAD_COLUMNS, ...targets.flatMap((target) => DELIVERY_FIELDS.map((field) => `${target}_${field}`)), ...OPTED_OUT_FIELDS]
  const row = (lead: Lead) => {
    const list = deliveries?.get(lead.id) ?? []
    const delivered = targets.flatMap((target) => {
      const delivery = list.find((candidate) => candidate.target === target)
      return DELIVERY_FIELDS.map((field) => delivery?.[field])
    })
    const optOut = optOutAfter(lead, optOuts)
    return [...LEAD_COLUMNS.map((column) => lead[column]), ...delivered, optOut?.created_at, optOut?.stop].map(csvCell).join(',')
  }
  const lines = [header.map(csvCell).join(','), ...leads.map(row)]
  return `${lines.join('\r\n')}\r\n`
}

export type Io = { out: (text: string) => void; err: (text: string) => void }

const WATCH_LEADS = 10
const WATCH_EVERY_MS = 2000

/**
 * --watch: the newest leads, then every lead stored after them as it arrives (checked every 2 seconds), each
 * with its origin; its deliveries show in the next plain `npm run leads`. Runs until Ctrl-C (or `signal`).
 */
async function watch(client: SupabaseClient<Database>, url: string, leads: Lead[], deliveries: Map<string, Delivery[]> | null, io: Io, signal?: AbortSignal): Promise<number> {
  io.out(`${formatTable(leads.slice(0, WATCH_LEADS), deliveries)}\nWatching for new leads (Ctrl-C stops)...\n`)
  const seen = new Set(leads.map((lead) => lead.id))
  let since = leads[0]?.created_at ?? new Date(0).toISOString()
  while (!signal?.aborted) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, WATCH_EVERY_MS)
      signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
    })
    if (signal?.aborted) break
    const { data, error, status } = await client
      .from('contact_submissions')
      .select(LEAD_COLUMNS.join(','))
      .gte('created_at', since)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .retry(false)
      .overrideTypes<Lead[], { merge: false }>()
    if (error) {
      io.err(`${explain(url, status, error.message, error.code)}\n`)
      continue
    }
    const fresh = data.filter((lead) => !seen.has(lead.id))
    for (const lead of fresh) seen.add(lead.id)
    if (fresh.length) {
      since = fresh[fresh.length - 1].created_at
      // Each new lead as the table prints it, oldest first, without the header and the count.
      io.out(`${formatTable(fresh, null).split('\n').slice(2, -2).join('\n')}\n`)
    }
  }
  return 0
}

/**
 * Without SUPABASE_SERVICE_ROLE_KEY, the local server's: the one server/ made and keeps in DATA_DIR, or where it
 * made none (ALLOW_PUBLISHED_STAFF_KEY=1: tests, `npm run dev`) the published default.
 */
async function localStaffKey(env: NodeJS.ProcessEnv): Promise<string> {
  const own = env.SUPABASE_URL ? undefined : await readOwnStaffKey(env.DATA_DIR || '.data')
  return own ?? LOCAL_KEYS.serviceRole
}

/**
 * Owner-only, since every row is personal data: an existing file (an earlier export, one another user made in
 * /tmp) keeps its mode when opened, so it is made 0600 before a byte is written (on another user's file that
 * fails, and nothing is written). The byte-order mark (in `text`) lets Excel read the file as UTF-8.
 */
async function writePrivate(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w', 0o600)
  try {
    await handle.chmod(0o600)
    await handle.writeFile(text)
  } finally {
    await handle.close()
  }
}

/** `--opt-outs`: the requests to stop, as a table or (--csv) as CSV, every column. */
async function optOutsCommand(client: SupabaseClient<Database>, url: string, options: Options, limit: number | null, io: Io): Promise<number> {
  if (options.watch) throw new Error(`--opt-outs lists the requests once; it does not go with --watch. ${USAGE}`)
  const optOuts = await fetchOptOuts(client, limit)
  if (optOuts === null) throw new Error('This backend has no opt-outs table yet: run its migrations.')
  if (!options.csv) {
    const deliveries = await fetchDeliveries(client, url, optOuts.map((optOut) => optOut.id))
    const delivered = (id: string) => {
      const list = deliveries?.get(id)
      return list?.length ? list.map(deliveryText).join('; ') : null
    }
    io.out(`${formatOptOuts(optOuts, localTime, printable, delivered)}\n`)
    return 0
  }
  const columns = ['id', 'created_at', 'stop', 'phone', 'email', 'page', 'language', 'user_agent', 'client_ip'] as const
  const csv = `${[columns.map(csvCell).join(','), ...optOuts.map((optOut) => columns.map((column) => csvCell(optOut[column])).join(','))].join('\r\n')}\r\n`
  if (options.file === null) io.out(csv)
  else {
    await writePrivate(options.file, `\ufeff${csv}`)
    io.err(`Wrote ${optOuts.length} opt-out${optOuts.length === 1 ? '' : 's'} to ${options.file}\n`)
  }
  return 0
}

/** The whole command; returns the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, io: Io, signal?: AbortSignal): Promise<number> {
  try {
    const listOptOuts = argv.includes('--opt-outs')
    const options = parseArgs(argv.filter((arg) => arg !== '--opt-outs'))
    const url = env.SUPABASE_URL || `http://${env.HOST || '127.0.0.1'}:${env.PORT || 8080}`
    const key = env.SUPABASE_SERVICE_ROLE_KEY || (await localStaffKey(env))
    const limit = options.limit ?? (options.csv ? null : TABLE_LIMIT)
    const client = supabaseClient(url, key)
    if (listOptOuts) return await optOutsCommand(client, url, options, limit, io)
    if (options.consent) return await printConsent(client, url, options.consent, io)
    const leads = await fetchLeads(client, url, limit)
    const deliveries = await fetchDeliveries(client, url, leads.map((lead) => lead.id))
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
