import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiKeys } from '../config'
import type { Database, Session } from '../db/database'
import { type ApiError, errors, type Role, toApiError } from './errors'
import { parseColumns, parseRead, parseSelect } from './query'
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimit } from './rateLimit'
import { checkJsonContentType, checkSchema, clientAddress, headersForSql, parseJson, preferences, readBody } from './request'
import { type Column, ident, isColumn, QUALIFIED_TABLE, TABLE } from './table'

export type RestOptions = {
  db: Database
  keys: ApiKeys
  /** Believe a reverse proxy's x-forwarded-for (TRUST_PROXY=1); otherwise the socket address is the client's. */
  trustProxy?: boolean
  /** Larger request bodies get 413 (a lead is well under 2 KB). */
  maxBodyBytes?: number
  /** Inserts one client may send (the service role is not limited); `false` turns the limit off. */
  rateLimit?: RateLimit | false
}

export const DEFAULT_BODY_LIMIT = 16 * 1024

export function isRestPath(pathname: string): boolean {
  return pathname === '/rest/v1' || pathname.startsWith('/rest/v1/')
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'accept, accept-profile, apikey, authorization, content-profile, content-type, prefer, range, x-client-info, x-supabase-api-version'
const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The part of PostgREST (behind Supabase's API gateway) that supabase-js uses here: insert into
 * contact_submissions as anon, read it back as the service role, and PostgREST's answers to everything else.
 * Every request runs as its key's role inside a transaction, so grants, row-level security, the constraints
 * and the trigger of the migration judge it, not this file.
 */
export function createRestHandler({
  db,
  keys,
  trustProxy = false,
  maxBodyBytes = DEFAULT_BODY_LIMIT,
  rateLimit = DEFAULT_RATE_LIMIT,
}: RestOptions) {
  const takeSubmission = rateLimit ? createRateLimiter(rateLimit) : () => ({ allowed: true }) as const
  const keyRoles: [Buffer, Role][] = [
    [digest(keys.anon), 'anon'],
    [digest(keys.serviceRole), 'service_role'],
  ]

  function roleOf(key: string): Role | undefined {
    const candidate = digest(key)
    return keyRoles.find(([known]) => timingSafeEqual(known, candidate))?.[1]
  }

  /** Supabase's gateway wants a known `apikey`; the role is the bearer token's when one is sent (supabase-js sends both). */
  function authenticate(req: IncomingMessage, url: URL): Role {
    const apikey = single(req.headers.apikey) ?? url.searchParams.get('apikey') ?? undefined
    if (!apikey) throw errors.noApiKey()
    const keyRole = roleOf(apikey)
    if (!keyRole) throw errors.badApiKey()
    const bearer = /^Bearer\s+(\S+)$/i.exec(single(req.headers.authorization) ?? '')?.[1]
    if (bearer === undefined) return keyRole
    const bearerRole = roleOf(bearer)
    if (!bearerRole) throw errors.badApiKey()
    return bearerRole
  }

  function asRole<T>(role: Role, req: IncomingMessage, path: string, work: (session: Session) => Promise<T>): Promise<T> {
    return db.transaction(async (session) => {
      // What PostgREST does for each request: switch role, expose the request to SQL, all local to the transaction.
      await session.query(
        `select pg_catalog.set_config('role', $1, true), pg_catalog.set_config('request.jwt.claims', $2, true),
                pg_catalog.set_config('request.headers', $3, true), pg_catalog.set_config('request.method', $4, true),
                pg_catalog.set_config('request.path', $5, true), pg_catalog.set_config('timezone', 'UTC', true)`,
        [role, JSON.stringify({ role }), headersForSql(req, trustProxy), req.method ?? '', path],
      )
      return work(session)
    })
  }

  async function insert(req: IncomingMessage, res: ServerResponse, url: URL, role: Role): Promise<void> {
    if (role === 'anon') {
      // Counted before anything is read: a flood costs no body parsing and no database work.
      const verdict = takeSubmission(clientAddress(req, trustProxy))
      if (!verdict.allowed) throw errors.rateLimited(verdict.retryAfterSeconds)
    }
    checkSchema(req, 'content-profile')
    checkJsonContentType(req)
    const payload = parseJson(await readBody(req, maxBodyBytes))
    const items: unknown[] = Array.isArray(payload) ? payload : [payload]
    const rows = items.filter(isObject)
    if (rows.length !== items.length) throw errors.invalidJson()
    const columnsParam = url.searchParams.get('columns')
    const columns = columnsParam === null ? sharedKeys(rows) : parseColumns(columnsParam)
    const prefer = preferences(req)
    const returning = prefer.get('return') === 'representation' ? parseSelect(url.searchParams.get('select')) : null
    const conflict = onConflict(prefer.get('resolution'), url.searchParams.get('on_conflict'), columns)

    let body = '[]'
    if (rows.length > 0) {
      const list = columns.map(ident).join(', ')
      const target = columns.length ? `(${list}) select ${list}` : 'select'
      let sql = `insert into ${QUALIFIED_TABLE} ${target} from pg_catalog.json_populate_recordset(null::${QUALIFIED_TABLE}, $1::json) ${conflict}`
      if (returning) {
        sql = `with inserted as (${sql} returning ${returning.map(ident).join(', ')})
               select coalesce(pg_catalog.json_agg(inserted), '[]')::text as body from inserted`
      }
      const result = await asRole(role, req, url.pathname, (session) => session.query<{ body?: string }>(sql, [JSON.stringify(rows)]))
      body = result[0]?.body ?? '[]'
    }
    if (returning) res.writeHead(201, { 'content-type': JSON_TYPE, 'content-range': '*/*' }).end(body)
    else res.writeHead(201, { 'content-range': '*/*' }).end()
  }

  async function read(req: IncomingMessage, res: ServerResponse, url: URL, role: Role): Promise<void> {
    checkSchema(req, 'accept-profile')
    const query = parseRead(url.searchParams)
    const params = [...query.params]
    let page = ''
    if (query.limit !== null) {
      params.push(query.limit)
      page += ` limit $${params.length}`
    }
    if (query.offset > 0) {
      params.push(query.offset)
      page += ` offset $${params.length}`
    }
    const columns = query.columns.map(ident).join(', ')
    const sql = `select coalesce(pg_catalog.json_agg(t), '[]')::text as body, count(*)::int as rows
                 from (select ${columns} from ${QUALIFIED_TABLE} ${query.where} ${query.order}${page}) t`
    const countExact = preferences(req).get('count') === 'exact'
    const { body, rows, total } = await asRole(role, req, url.pathname, async (session) => {
      const [result] = await session.query<{ body: string; rows: number }>(sql, params)
      const counted = countExact
        ? (await session.query<{ total: number }>(`select count(*)::int as total from ${QUALIFIED_TABLE} ${query.where}`, query.params))[0]
            .total
        : undefined
      return { ...result, total: counted }
    })
    const range = `${rows > 0 ? `${query.offset}-${query.offset + rows - 1}` : '*'}/${total ?? '*'}`
    let text = body
    if ((single(req.headers.accept) ?? '').includes('application/vnd.pgrst.object+json')) {
      if (rows !== 1) throw errors.notSingle(rows)
      text = JSON.stringify(JSON.parse(body)[0])
    }
    res.writeHead(200, { 'content-type': JSON_TYPE, 'content-range': range })
    res.end(req.method === 'HEAD' ? undefined : text)
  }

  /**
   * PATCH, PUT and DELETE: Postgres is asked whether the role may change rows at all (a statement that matches
   * no row, so nothing can change); with this migration's grants it refuses with 42501, as hosted Supabase does.
   */
  async function change(req: IncomingMessage, url: URL, role: Role, method: string): Promise<never> {
    if (method === 'PUT' && !onlyPrimaryKeyFilter(url.searchParams)) throw errors.putNeedsPrimaryKey()
    const probe =
      method === 'DELETE' ? `delete from ${QUALIFIED_TABLE} where false` : `update ${QUALIFIED_TABLE} set "id" = "id" where false`
    await asRole(role, req, url.pathname, (session) => session.query(probe))
    throw errors.unsupportedMethod(method)
  }

  return async function handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-expose-headers', 'Content-Range, Content-Location, Location, Range-Unit')
    if (req.method === 'OPTIONS') {
      preflight(req, res)
      return
    }
    let role: Role = 'anon'
    try {
      const url = new URL(req.url ?? '/', 'http://localhost')
      role = authenticate(req, url)
      checkTable(url.pathname)
      const method = req.method ?? ''
      if (method === 'POST') await insert(req, res, url, role)
      else if (method === 'GET' || method === 'HEAD') await read(req, res, url, role)
      else if (method === 'PATCH' || method === 'PUT' || method === 'DELETE') await change(req, url, role, method)
      else throw errors.unsupportedMethod(method)
    } catch (error) {
      sendError(req, res, toApiError(error, role))
    }
  }
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = single(req.headers['access-control-request-headers'])
  res.writeHead(200, {
    allow: ALLOWED_METHODS,
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': requested && /^[\w-]+(\s*,\s*[\w-]+)*$/.test(requested) ? requested : DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': '86400',
  })
  res.end()
}

function sendError(req: IncomingMessage, res: ServerResponse, error: ApiError): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, ...error.headers }
  if (error.status === 401) headers['www-authenticate'] = 'Bearer'
  // Stop reading an oversized body: answer and close instead of draining it.
  if (error.status === 413) headers.connection = 'close'
  res.writeHead(error.status, headers)
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(error.body))
}

function checkTable(pathname: string): void {
  const rest = pathname.slice('/rest/v1/'.length)
  let segments: string[]
  try {
    segments = rest.split('/').map(decodeURIComponent)
  } catch {
    throw errors.badPath()
  }
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1]) throw errors.functionNotFound(segments[1])
  if (segments.length !== 1 || !segments[0]) throw errors.badPath()
  if (segments[0] !== TABLE) throw errors.tableNotFound(segments[0])
}

function sharedKeys(rows: Record<string, unknown>[]): Column[] {
  if (rows.length === 0) return []
  const first = Object.keys(rows[0])
  for (const key of first) if (!isColumn(key)) throw errors.unknownColumn(key)
  const signature = [...first].sort().join('\u0000')
  if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== signature)) throw errors.keysMismatch()
  return first.filter(isColumn)
}

/** Upserts (Prefer: resolution=...) name a conflict target, which Postgres lets only a role that may read it use. */
function onConflict(resolution: string | undefined, raw: string | null, columns: readonly Column[]): string {
  if (resolution !== 'ignore-duplicates' && resolution !== 'merge-duplicates') return ''
  const target: readonly Column[] = raw === null ? ['id'] : parseColumns(raw)
  const targetList = target.map(ident).join(', ')
  const updates = columns.filter((name) => !target.includes(name)).map((name) => `${ident(name)} = excluded.${ident(name)}`)
  if (resolution === 'ignore-duplicates' || updates.length === 0) return `on conflict (${targetList}) do nothing`
  return `on conflict (${targetList}) do update set ${updates.join(', ')}`
}

function onlyPrimaryKeyFilter(search: URLSearchParams): boolean {
  const filters = [...search.keys()].filter((name) => !['select', 'columns', 'on_conflict'].includes(name))
  return filters.length === 1 && filters[0] === 'id' && (search.get('id') ?? '').startsWith('eq.')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}
