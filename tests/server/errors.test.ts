// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { statusForSqlState } from '../../server/rest/errors'

describe("PostgREST's HTTP status for a PostgreSQL error", () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'service_role', 403],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['23514', 'anon', 400],
    ['23502', 'anon', 400],
    ['22P02', 'anon', 400],
    ['22001', 'anon', 400],
    ['P0001', 'anon', 400],
    ['PT402', 'anon', 402],
    ['42P01', 'anon', 404],
    ['25006', 'anon', 405],
    ['08006', 'anon', 503],
    ['53300', 'anon', 503],
    ['53400', 'anon', 500],
    ['40001', 'anon', 500],
    ['XX000', 'anon', 500],
  ] as const)('%s as %s is %i', (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status)
  })
})
