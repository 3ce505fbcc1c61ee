import type { IncomingMessage } from 'node:http'
import type { Database, Session } from '../db/database'
import type { Role } from './errors'
import { headersForSql } from './request'

/**
 * Runs `work` as PostgREST runs each request: in one transaction, as the key's role, with the request exposed
 * to SQL (`request.headers` and friends), all local to the transaction.
 */
export function asRole<T>(
  db: Database,
  {
    role,
    req,
    path,
    trustProxy,
    agencyLegalName = null,
    agentAuthorization = false,
  }: {
    role: Role
    req: IncomingMessage
    path: string
    trustProxy: boolean
    agencyLegalName?: string | null
    agentAuthorization?: boolean
  },
  work: (session: Session) => Promise<T>,
): Promise<T> {
  return db.transaction(async (session) => {
    await session.query(
      `select pg_catalog.set_config('role', $1, true), pg_catalog.set_config('request.jwt.claims', $2, true),
              pg_catalog.set_config('request.headers', $3, true), pg_catalog.set_config('request.method', $4, true),
              pg_catalog.set_config('request.path', $5, true), pg_catalog.set_config('timezone', 'UTC', true),
              pg_catalog.set_config('app.agency_legal_name', $6, true), pg_catalog.set_config('app.agent_authorization', $7, true)`,
      // The name the consent wordings the database stores as evidence fill in (private.agency_legal_name()); blank: the default.
      // Whether CMS consent links are made and signed (private.agent_authorization_enabled()): VITE_AGENT_AUTHORIZATION.
      [
        role,
        JSON.stringify({ role }),
        headersForSql(req, trustProxy),
        req.method ?? '',
        path,
        agencyLegalName ?? '',
        agentAuthorization ? 'on' : 'off',
      ],
    )
    return work(session)
  })
}
