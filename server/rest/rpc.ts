import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/database'
import { ApiError, errors, type Role } from './errors'
import { checkJsonContentType, checkSchema, JSON_TYPE, parseJson, readBody } from './request'
import { asRole } from './session'

/**
 * The database functions server/ offers at POST /rest/v1/rpc/<name>, as PostgREST offers every function of the
 * public schema: the lead outbox's (the baseline migration's outbox section, and the alerts of refused consent
 * words), the CMS consent's and the evidence chains' (deleting with a tombstone, verifying), with their
 * arguments' types. The names are the only identifiers that reach SQL text from a request; grants decide who may call
 * them (the service role: the Edge Function, `npm run leads`, `npm run authorize` and a CRM; anon only what a consent
 * link says).
 */
const FUNCTIONS: Record<string, Record<string, string>> = {
  set_lead_delivery_targets: { targets: 'text[]' },
  claim_lead_notifications: { max_count: 'integer', lease_seconds: 'integer' },
  settle_lead_notification: {
    notification_id: 'uuid',
    outcome: 'text',
    error: 'text',
    retry_in_seconds: 'double precision',
  },
  claim_lead_delivery_alerts: { overdue_seconds: 'integer' },
  lead_deliveries: { lead_ids: 'uuid[]' },
  create_agent_authorization_link: {
    consumer_name: 'text',
    agent_name: 'text',
    lead_id: 'uuid',
    language: 'text',
    days: 'integer',
    application_summary: 'text',
    consumer_email: 'text',
  },
  revoke_agent_authorization: { authorization_id: 'uuid', opt_out_id: 'uuid' },
  agent_authorization_link: { token: 'text' },
  delete_record: { record_id: 'uuid', reason: 'text' },
  verify_evidence_chains: {},
  report_consent_words_differ: {
    consent_version: 'text',
    sms_consent_version: 'text',
    consent_shown_sha256: 'text',
    sms_consent_shown_sha256: 'text',
    page: 'text',
  },
  claim_words_differ_reports: {},
}

/**
 * The functions anon may call, each checking what it is given: what a CMS consent link says, for the consumer's page,
 * and a page's report that the database refused the consent words it showed (consent.words_differ).
 */
const ANON_FUNCTIONS: ReadonlySet<string> = new Set(['agent_authorization_link', 'report_consent_words_differ'])

export function isAnonFunction(name: string): boolean {
  return ANON_FUNCTIONS.has(name)
}

export function isFunction(name: string): boolean {
  return Object.hasOwn(FUNCTIONS, name)
}

/** An argument as SQL reads it from its JSON: arrays element by element, scalars as text cast to the type. */
function argument(index: number, type: string): string {
  const param = `$${index}::jsonb`
  return type.endsWith('[]')
    ? `array(select pg_catalog.jsonb_array_elements_text(${param}))::${type}`
    : `(${param} #>> '{}')::${type}`
}

export function createRpc({
  db,
  trustProxy,
  agencyLegalName = null,
  agentAuthorization = false,
}: {
  db: Database
  trustProxy: boolean
  agencyLegalName?: string | null
  agentAuthorization?: boolean
}) {
  return async function rpc(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    role: Role,
    name: string,
  ): Promise<void> {
    const parameters = FUNCTIONS[name]
    if (!parameters) throw errors.functionNotFound(name)
    checkSchema(req, 'content-profile')
    checkJsonContentType(req)
    const body = await readBody(req, 16 * 1024)
    const payload = body.length === 0 ? {} : parseJson(body)
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw errors.invalidJson()
    const names = Object.keys(payload)
    const unknown = names.filter((key) => !Object.hasOwn(parameters, key))
    if (unknown.length) {
      throw new ApiError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${names.sort().join(', ')}) in the schema cache`,
      )
    }
    const args = names.map((key, index) => `${key} => ${argument(index + 1, parameters[key])}`)
    const values = names.map((key) => JSON.stringify(Reflect.get(payload, key)))
    const rows = await asRole(
      db,
      { role, req, path: url.pathname, trustProxy, agencyLegalName, agentAuthorization },
      (session) =>
        session.query<{ body: string | null }>(`select public.${name}(${args.join(', ')})::text as body`, values),
    )
    res.writeHead(200, { 'content-type': JSON_TYPE }).end(rows[0]?.body ?? 'null')
  }
}
