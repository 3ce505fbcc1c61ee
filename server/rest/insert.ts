import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/database'
import { errors, type Role } from './errors'
import { parseColumns, parseSelect } from './query'
import { checkJsonContentType, checkSchema, JSON_TYPE, parseJson, preferences, readBody } from './request'
import { asRole } from './session'
import { ident, type Table } from './table'

export type InsertOptions = {
  db: Database
  trustProxy: boolean
  maxBodyBytes: number
  /** Takes one token of the anon client's allowance, or throws 429 (rateLimit.ts). */
  countAnon: (req: IncomingMessage) => void
  /** Whether the request comes from a page of another site (cors.ts). */
  isForeign: (req: IncomingMessage) => boolean
  /** Called after a stored lead (once its transaction has committed). */
  onStored?: () => void
  /** The agency's legal name the stored consent wordings fill in (VITE_AGENCY_LEGAL_NAME); null: the database's default. */
  agencyLegalName?: string | null
  /** Whether CMS consents may be signed (VITE_AGENT_AUTHORIZATION). */
  agentAuthorization?: boolean
}

/**
 * POST /rest/v1/contact_submissions (and contact_opt_outs): PostgREST's insert (json_populate_recordset, `columns`, `Prefer: return`,
 * upserts), run as the key's role so grants, row-level security, the constraints and the triggers judge it.
 */
export function createInsert({
  db,
  trustProxy,
  maxBodyBytes,
  countAnon,
  isForeign,
  onStored,
  agencyLegalName = null,
  agentAuthorization = false,
}: InsertOptions) {
  return async function insert(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    role: Role,
    table: Table,
  ): Promise<void> {
    // Refused before the token is taken: they cost no database work, and another site's pages can send them (a
    // no-cors post is text/plain), which would spend its visitors' allowance and block their real leads.
    checkSchema(req, 'content-profile')
    checkJsonContentType(req)
    // A page of another site: a browser would have needed a preflight this server refuses, so only a script sends it.
    if (role === 'anon' && isForeign(req)) throw errors.foreignOrigin()
    if (role === 'anon') countAnon(req)
    const payload = parseJson(await readBody(req, maxBodyBytes))
    // A form sends one lead as one object; an array would store many leads for one rate-limit token.
    if (role === 'anon' && Array.isArray(payload)) throw errors.oneLeadPerRequest()
    const items: unknown[] = Array.isArray(payload) ? payload : [payload]
    const rows = items.filter(isObject)
    if (rows.length !== items.length) throw errors.invalidJson()
    const columnsParam = url.searchParams.get('columns')
    const columns = columnsParam === null ? sharedKeys(rows, table) : parseColumns(columnsParam, table)
    const prefer = preferences(req)
    const returning =
      prefer.get('return') === 'representation' ? parseSelect(url.searchParams.get('select'), table) : null
    const conflict = onConflict(prefer.get('resolution'), url.searchParams.get('on_conflict'), columns, table)

    let body = '[]'
    if (rows.length > 0) {
      const list = columns.map(ident).join(', ')
      const target = columns.length ? `(${list}) select ${list}` : 'select'
      let sql = `insert into ${table.qualified} ${target} from pg_catalog.json_populate_recordset(null::${table.qualified}, $1::json) ${conflict}`
      if (returning) {
        sql = `with inserted as (${sql} returning ${returning.map(ident).join(', ')})
               select coalesce(pg_catalog.json_agg(inserted), '[]')::text as body from inserted`
      }
      const result = await asRole(
        db,
        { role, req, path: url.pathname, trustProxy, agencyLegalName, agentAuthorization },
        (session) => session.query<{ body?: string }>(sql, [JSON.stringify(rows)]),
      )
      body = result[0]?.body ?? '[]'
      onStored?.()
    }
    if (returning) res.writeHead(201, { 'content-type': JSON_TYPE, 'content-range': '*/*' }).end(body)
    else res.writeHead(201, { 'content-range': '*/*' }).end()
  }
}

function sharedKeys(rows: Record<string, unknown>[], table: Table): string[] {
  if (rows.length === 0) return []
  const first = Object.keys(rows[0])
  for (const key of first) if (!table.columns.includes(key)) throw errors.unknownColumn(key, table.name)
  const signature = [...first].sort().join('\u0000')
  if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== signature)) throw errors.keysMismatch()
  return first
}

/** Upserts (Prefer: resolution=...) name a conflict target, which Postgres lets only a role that may read it use. */
function onConflict(
  resolution: string | undefined,
  raw: string | null,
  columns: readonly string[],
  table: Table,
): string {
  if (resolution !== 'ignore-duplicates' && resolution !== 'merge-duplicates') return ''
  const target: readonly string[] = raw === null ? ['id'] : parseColumns(raw, table)
  const targetList = target.map(ident).join(', ')
  const updates = columns
    .filter((name) => !target.includes(name))
    .map((name) => `${ident(name)} = excluded.${ident(name)}`)
  if (resolution === 'ignore-duplicates' || updates.length === 0) return `on conflict (${targetList}) do nothing`
  return `on conflict (${targetList}) do update set ${updates.join(', ')}`
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
