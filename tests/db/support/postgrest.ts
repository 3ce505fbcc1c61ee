import type { Database } from '../../../server/db/database'
import { isPostgresError, type PostgresError } from '../../../server/db/database'
import { statusForSqlState } from '../../../server/rest/errors'

/**
 * What hosted Supabase's REST API (PostgREST) sends PostgreSQL for the site's insert with the anon key:
 * `POST /rest/v1/<table>` with one JSON object (supabase-js's `.insert(row)`) or an array, no `columns` parameter and
 * no `Prefer: return=representation`. PostgREST cannot run on this machine (no binary offline), so its two statements
 * are rendered here as its source renders them, PostgREST v14.17 (github.com/PostgREST/postgrest):
 * - src/PostgREST/Query/PreQuery.hs `txVarQuery`: one select of set_config calls, search_path first, then the role,
 *   the JWT's claims, the method, the path, the headers (one JSON object, names lower-cased) and the cookies;
 * - src/PostgREST/Query/Statements.hs `mainWrite` around QueryBuilder.hs `mutatePlanToQuery` (Insert) and
 *   SqlFragment.hs `fromJsonBodyF`: the body as one json parameter, json_to_record for an object and
 *   json_to_recordset for an array, typed by each column's `format_type` (SchemaCache.hs, nominal_data_type), the
 *   columns the payload's keys sorted (Plan.hs, `S.toList iColumns`), `RETURNING 1`, counted as page_total.
 * Both run in one read-committed transaction, as PostgREST runs a write, and an error's SQLSTATE becomes the HTTP
 * status by Error.hs `pgErrorStatus` (server/rest/errors.ts holds the same table).
 * What this does not prove: PostgREST's own HTTP layer (its JSON checks before any SQL, Kong's headers).
 */
export type RestAnswer = { status: 201; rows: number } | { status: number; error: PostgresError }

/** The headers Supabase's gateway hands PostgREST for a browser's insert: the visitor's address in X-Real-IP. */
export const GATEWAY_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Test)',
  'content-type': 'application/json',
  'x-client-info': 'supabase-js-web/2',
  'x-forwarded-for': '198.51.100.7',
  'x-real-ip': '198.51.100.7',
}

/** The anon key's claims as hosted Supabase signs them. */
const ANON_CLAIMS = { iss: 'supabase', ref: 'replayed', role: 'anon', iat: 1_764_000_000, exp: 2_079_000_000 }

/** PostgREST's identifier quoting (SqlFragment.hs `pgFmtIdent`): double quotes, inner quotes doubled. */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** POST /rest/v1/<table> with the anon key, as PostgREST v14 runs it against `db`. */
export async function postAsAnonThroughPostgrest(
  db: Database,
  table: string,
  body: object,
  headers: Record<string, string> = GATEWAY_HEADERS,
): Promise<RestAnswer> {
  const isObject = !Array.isArray(body)
  // Payload.hs: an array's objects must share their keys ("All object keys must match"), checked before any SQL.
  const columns = Object.keys(isObject ? body : ((body as object[])[0] ?? {})).sort()
  const types = await schemaCache(db, table, columns)
  const named = columns.map((name) => `"pgrst_body".${ident(name)}`).join(', ')
  const typed = columns.map((name) => `${ident(name)} ${types[name]}`).join(', ')
  const recordset = isObject ? 'json_to_record' : 'json_to_recordset'
  const insert =
    `INSERT INTO "public".${ident(table)}(${columns.map(ident).join(', ')}) ` +
    `SELECT ${named} FROM (SELECT $1::json AS json_data) pgrst_payload, ` +
    `LATERAL (SELECT ${columns.map(ident).join(', ')} FROM ${recordset}(pgrst_payload.json_data) AS _(${typed}) ) pgrst_body  RETURNING 1`
  try {
    return await db.transaction(async (session) => {
      await session.query(
        `select set_config('search_path', $1, true), set_config('role', $2, true), ` +
          `set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true), ` +
          `set_config('request.path', $5, true), set_config('request.headers', $6, true), ` +
          `set_config('request.cookies', $7, true)`,
        [
          '"public", "extensions"',
          'anon',
          JSON.stringify(ANON_CLAIMS),
          'POST',
          `/${table}`,
          JSON.stringify(headers),
          '{}',
        ],
      )
      // hasql sends the body as a parameter typed json (SqlFragment.hs `jsonPlaceHolder`); here the cast says so.
      const [result] = await session.query<{ page_total: number | string }>(
        `WITH pgrst_source AS (${insert}) SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
          `array[]::text[] AS header, ''::text AS body, ` +
          `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
          `nullif(current_setting('response.status', true), '') AS response_status, ` +
          `'' AS response_inserted FROM (SELECT * FROM pgrst_source) _postgrest_t`,
        [JSON.stringify(body)],
      )
      return { status: 201 as const, rows: Number(result.page_total) }
    })
  } catch (error) {
    if (!isPostgresError(error)) throw error
    // Error.hs `pgErrorStatus` for an anonymous request: server/'s copy of PostgREST's table.
    return { status: statusForSqlState(error.code, 'anon'), error }
  }
}

/**
 * Each column's type as PostgREST's schema cache holds it (read once at its start, not in the request), and
 * PGRST204 for a key that is no column, which PostgREST answers before any SQL.
 */
async function schemaCache(db: Database, table: string, columns: readonly string[]): Promise<Record<string, string>> {
  const rows = await db.transaction((session) =>
    session.query<{ name: string; type: string }>(
      `select a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type
         from pg_catalog.pg_attribute a
        where a.attrelid = pg_catalog.to_regclass($1) and a.attnum > 0 and not a.attisdropped`,
      [`public.${table}`],
    ),
  )
  const types = Object.fromEntries(rows.map((row) => [row.name, row.type]))
  const unknown = columns.find((name) => !(name in types))
  if (unknown !== undefined) throw new Error(`PGRST204: Could not find the '${unknown}' column of '${table}'`)
  return types
}
