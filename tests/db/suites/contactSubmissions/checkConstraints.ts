import { describe, expect, it } from 'vitest'
import { LEAD_COLUMNS, lead, type Lead, type LeadTable, values } from '../../support/leadTable'
import { failure } from '../../support/roles'

/** Named check constraints hold the same rules for a writer that skips the triggers. */
export function describeCheckConstraints(table: LeadTable) {
  const { withoutTriggers } = table

  describe('named check constraints, the backstop behind the trigger', () => {
    const OWNER_INSERT = `insert into public.contact_submissions (${LEAD_COLUMNS}, user_agent, client_ip)
                          values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`
    const cases: [string, Partial<Lead> & { user_agent?: string; client_ip?: string }][] = [
      ['contact_submissions_first_name_length', { first_name: '  ' }],
      ['contact_submissions_first_name_printable', { first_name: 'Ana\u0007' }],
      ['contact_submissions_last_name_length', { last_name: 'b'.repeat(101) }],
      ['contact_submissions_last_name_printable', { last_name: 'Diaz\u2028' }],
      ['contact_submissions_email_length', { email: `${'a'.repeat(243)}@example.com` }],
      ['contact_submissions_email_format', { email: 'nope' }],
      ['contact_submissions_phone_format', { phone: '(305) 555-0142 x' }],
      ['contact_submissions_phone_digits', { phone: '555-0142' }],
      ['contact_submissions_state_format', { state: 'F' }],
      ['contact_submissions_agreed_to_contact', { agreed_to_contact: false }],
      ['contact_submissions_page_format', { page: 'https://evil.example' }],
      ['contact_submissions_consent_version_format', { consent_version: '' }],
      ['contact_submissions_user_agent_length', { user_agent: 'u'.repeat(501) }],
      ['contact_submissions_client_ip_length', { client_ip: '1'.repeat(101) }],
      ['contact_submissions_first_name_printable', { first_name: '\u00a0\u00a0' }],
      ['contact_submissions_email_printable', { email: 'a\u202emoc.evil@example.com' }],
      ['contact_submissions_user_agent_printable', { user_agent: 'Mozilla/5.0\u009b2J' }],
      ['contact_submissions_client_ip_valid', { client_ip: '<b>6.6.6.6</b>' }],
      ['contact_submissions_client_ip_valid', { client_ip: '6.6.6.6, 203.0.113.7' }],
      ['contact_submissions_first_name_visible', { first_name: '\u3164' }],
      ['contact_submissions_first_name_visible', { first_name: '\u200d' }],
      ['contact_submissions_last_name_visible', { last_name: 'Diaz\u{E0041}' }],
      ['contact_submissions_last_name_visible', { last_name: '42' }],
      ['contact_submissions_email_visible', { email: 'ana\u200c@example.com' }],
      ['contact_submissions_user_agent_visible', { user_agent: 'Mozilla/5.0\u{E0041}' }],
    ]

    it.each(cases)('%s rejects a row the trigger did not see', async (constraint, overrides) => {
      const { user_agent = null, client_ip = null, ...fields } = overrides
      const row = lead(fields)
      const error = await failure(withoutTriggers(OWNER_INSERT, [...values(row), user_agent, client_ip]))
      expect(error.code).toBe('23514')
      expect(error.message).toContain(`violates check constraint "${constraint}"`)
    })
  })
}
