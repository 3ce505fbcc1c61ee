import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/database'
import { errors, type Role } from './errors'
import { parseRead } from './query'
import { refuseAnon } from './refusals'
import { checkSchema, JSON_TYPE, preferences, single } from './request'
import { asRole } from './session'
import { ident, type Table } from './table'

/**
 * GET and HEAD: the service role's reads (`npm run leads`): select, filters, order, limit/offset or Range,
 * `Prefer: count=exact`, and `.single()`. Anon is refused before the query is read, and before any database work.
 */
export function createRead({ db, trustProxy }: { db: Database; trustProxy: boolean }) {
  return async function read(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    role: Role,
    table: Table,
  ): Promise<void> {
    checkSchema(req, 'accept-profile')
    // Before the query is parsed: anon learns nothing, not even which column names exist.
    refuseAnon(role, table)
    const query = parseRead(url.searchParams, table)
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
                 from (select ${columns} from ${table.qualified} ${query.where} ${query.order}${page}) t`
    const countExact = preferences(req).get('count') === 'exact'
    const { body, rows, total } = await asRole(db, { role, req, path: url.pathname, trustProxy }, async (session) => {
      const [result] = await session.query<{ body: string; rows: number }>(sql, params)
      const counted = countExact
        ? (
            await session.query<{ total: number }>(
              `select count(*)::int as total from ${table.qualified} ${query.where}`,
              query.params,
            )
          )[0].total
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
}
