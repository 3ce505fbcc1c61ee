import { isPostgresError } from '../db/database'

/** PostgREST's error body. supabase-js hands it to the caller as `error`. */
export type ErrorBody = { code: string; details: string | null; hint: string | null; message: string }

export class ApiError extends Error {
  readonly body: ErrorBody
  constructor(
    readonly status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.body = { code, details, hint, message }
  }
}

export type Role = 'anon' | 'service_role'

/** PostgREST's table from SQLSTATE to HTTP status (docs.postgrest.org, 'Errors'). */
export function statusForSqlState(code: string, role: Role): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  if (code === '42883' || code === '42P01') return 404
  if (code === '42P17' || code === '53400') return 500
  // RAISE sqlstate 'PT402' answers 402: PostgREST's way for SQL to pick the status.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2))
  const errorClass = code.slice(0, 2)
  if (['08', '53'].includes(errorClass)) return 503
  if (['0L', '0P', '28'].includes(errorClass)) return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(errorClass))
    return 500
  return 400
}

/** Any failure of a request, as PostgREST would answer it. */
export function toApiError(error: unknown, role: Role): ApiError {
  if (error instanceof ApiError) return error
  if (isPostgresError(error)) {
    return new ApiError(
      statusForSqlState(error.code, role),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    )
  }
  console.error('REST request failed:', error)
  return new ApiError(500, 'PGRSTX00', 'Internal server error')
}

export const errors = {
  noApiKey: () =>
    new ApiError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    ),
  badApiKey: () =>
    new ApiError(
      401,
      'PGRST301',
      'Invalid API key',
      null,
      'Double check your Supabase `anon` or `service_role` API key.',
    ),
  tableNotFound: (name: string) =>
    new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`),
  functionNotFound: (name: string) =>
    new ApiError(404, 'PGRST202', `Could not find the function public.${name} without parameters in the schema cache`),
  badPath: () => new ApiError(404, 'PGRST125', 'Invalid path specified in request URL'),
  badSchema: (schema: string) =>
    new ApiError(406, 'PGRST106', `Invalid schema: ${schema}`, null, 'Only the following schemas are exposed: public'),
  badContentType: (type: string) => new ApiError(415, 'PGRST107', `Content-Type not acceptable: ${type}`),
  invalidJson: () => new ApiError(400, 'PGRST102', 'Empty or invalid json'),
  jsonTooDeep: (limit: number) =>
    new ApiError(
      400,
      'PGRST102',
      `JSON nested deeper than ${limit} levels`,
      null,
      'A contact submission is one object of plain values.',
    ),
  oneLeadPerRequest: () =>
    new ApiError(
      400,
      'PGRST102',
      'One contact submission per request: send a JSON object, not an array',
      null,
      'The site sends each lead on its own; every request counts once against the per-client limit.',
    ),
  foreignOrigin: () =>
    new ApiError(
      403,
      'PGRST303',
      'Requests from another site are not accepted',
      null,
      "Leads come from the site's own pages: a page of another origin may not send one (its visitor's allowance is left whole).",
    ),
  secretKeyInBrowser: () =>
    new ApiError(
      401,
      'PGRST301',
      'Forbidden use of secret API key in browser',
      null,
      'Secret keys work only from a server or a staff command, never from a web page: use the publishable (anon) key there.',
    ),
  publishedKeyElsewhere: () =>
    new ApiError(
      401,
      'PGRST301',
      'The published default staff key works only for requests made on this machine',
      null,
      'Not for another Host name, nor through a proxy: set SUPABASE_SERVICE_ROLE_KEY to a secret of your own for that.',
    ),
  keysMismatch: () => new ApiError(400, 'PGRST102', 'All object keys must match'),
  unknownColumn: (column: string, table = 'contact_submissions') =>
    new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  missingColumn: (column: string, table = 'contact_submissions') =>
    new ApiError(400, '42703', `column ${table}.${column} does not exist`),
  parse: (what: string, value: string, details: string | null = null) =>
    new ApiError(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`, details),
  notSingle: (rows: number) =>
    new ApiError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  putNeedsPrimaryKey: () =>
    new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators"),
  unsupportedMethod: (method: string) =>
    new ApiError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${method}`,
      null,
      "server/ stores inserts and answers the service role's reads; change leads with SQL.",
    ),
  // Status and code as the database's repeat guard answers (raise sqlstate 'PT429'), so the site treats both alike.
  // The hint is the refusal's code and the details its wait in seconds: the site words them in the page's language,
  // so the message is a fixed technical one, as PostgREST's own are (server/ speaks in codes, never visitor words).
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      'PT429',
      'Too many requests from this client: retry after the seconds in details',
      String(retryAfterSeconds),
      'rate_limited',
      {
        'retry-after': String(retryAfterSeconds),
      },
    ),
  // Nobody reads it (the connection is closed); it only keeps a vanished client out of the error log.
  clientGone: () => new ApiError(408, 'PGRST000', 'The client closed the connection before the request body arrived'),
  tooLarge: (limit: number) =>
    new ApiError(
      413,
      'PGRST413',
      `Request body is larger than ${limit} bytes`,
      null,
      'A contact submission is well under 2 KB.',
    ),
}
