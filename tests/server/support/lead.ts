import { randomUUID } from 'node:crypto'

/** A row exactly as the browser inserts it (src/lib/leads.ts): a uuid made in the browser, the form, the evidence. */
export function lead(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    first_name: 'Ana',
    last_name: 'Diaz',
    email: 'ana.diaz@example.com',
    phone: '(305) 555-0142',
    state: 'Florida',
    agreed_to_contact: true,
    page: '/',
    consent_version: '2025-01-01',
    ...overrides,
  }
}

/** PostgREST's error body as supabase-js hands it over. */
export function shape(error: { code: string; details: string | null; hint: string | null; message: string } | null) {
  return error && { code: error.code, details: error.details, hint: error.hint, message: error.message }
}
