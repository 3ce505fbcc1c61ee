import { randomUUID } from 'node:crypto'

let made = 0

/**
 * A row exactly as the browser inserts it (src/lib/leads.ts): a uuid made in the browser, the form, the honeypot
 * left empty. Each from its own email address and phone number, so the database's repeat guard never counts two
 * tests' leads together.
 */
export function lead(overrides: Record<string, unknown> = {}) {
  made += 1
  return {
    id: randomUUID(),
    first_name: 'Ana',
    last_name: 'Diaz',
    email: `ana.diaz+${process.pid}.${made}@example.com`,
    phone: `(305) 556-${String(made % 10_000).padStart(4, '0')}`,
    state: 'Florida',
    agreed_to_contact: true,
    page: '/',
    consent_version: '2025-01-01',
    website: '',
    ...overrides,
  }
}

/** PostgREST's error body as supabase-js hands it over. */
export function shape(error: { code: string; details: string | null; hint: string | null; message: string } | null) {
  return error && { code: error.code, details: error.details, hint: error.hint, message: error.message }
}
