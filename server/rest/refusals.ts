import type { IncomingMessage } from 'node:http'
import type { Database } from '../db/database'
import { ApiError, errors, type Role } from './errors'
import { asRole } from './session'
import { LEADS_TABLE, type Table } from './table'

/**
 * What the migration answers anon for a read or a change (no select, update or delete grant: 42501, which
 * PostgREST maps to 401), said without a transaction: anon may never do these, so asking Postgres each time
 * would only let anyone make the database work for nothing. tests/db proves the grants themselves.
 */
export function refuseAnon(role: Role, table: Table = LEADS_TABLE): void {
  if (role === 'anon') throw new ApiError(401, '42501', `permission denied for table ${table.name}`)
}

/** Postgres's answer to anon calling one of the outbox's functions (granted to the service role only), said without asking it. */
export function refuseAnonCall(name: string): never {
  throw new ApiError(401, '42501', `permission denied for function ${name}`)
}

/**
 * PATCH, PUT and DELETE. For the service role Postgres is asked whether it may change rows at all (a statement
 * that matches no row, so nothing can change); with this migration's grants it refuses with 42501, as hosted
 * Supabase does. server/ itself never changes a lead.
 */
export function createChange({ db, trustProxy }: { db: Database; trustProxy: boolean }) {
  return async function change(
    req: IncomingMessage,
    url: URL,
    role: Role,
    method: 'PATCH' | 'PUT' | 'DELETE',
    table: Table,
  ): Promise<never> {
    if (method === 'PUT' && !onlyPrimaryKeyFilter(url.searchParams)) throw errors.putNeedsPrimaryKey()
    refuseAnon(role, table)
    const probe =
      method === 'DELETE'
        ? `delete from ${table.qualified} where false`
        : `update ${table.qualified} set "id" = "id" where false`
    await asRole(db, { role, req, path: url.pathname, trustProxy }, (session) => session.query(probe))
    throw errors.unsupportedMethod(method)
  }
}

function onlyPrimaryKeyFilter(search: URLSearchParams): boolean {
  const filters = [...search.keys()].filter((name) => !['select', 'columns', 'on_conflict'].includes(name))
  return filters.length === 1 && filters[0] === 'id' && (search.get('id') ?? '').startsWith('eq.')
}
