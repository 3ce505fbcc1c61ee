import { describe, expect, it } from 'vitest'
import { agency } from '../../content/en/agency'
import { readAgentAuthorization, readConfig, readMedicareMarketing, readTrustConfig } from '../../src/lib/readConfig'
import { medicareDisclaimer } from '../../content/en/browser/medicarePlans'
import { medicareDisclaimer as spanishDisclaimer } from '../../content/es/browser/medicarePlans'
import { sayText } from '../../content/en/browser/chat'
import { parsePhone } from '../../src/lib/phone'

describe('parsePhone', () => {
  it.each(['(305) 555-0142', '305-555-0142', '305.555.0142', '+1 305 555 0142', '13055550142'])('reads %s', (raw) => {
    expect(parsePhone(raw, 'VITE_PHONE')).toEqual({ display: '(305) 555-0142', e164: '+13055550142' })
  })

  it('names the setting and the value when a number is not a US number', () => {
    expect(() => parsePhone('555-0100', 'VITE_PHONE')).toThrow(
      'VITE_PHONE must be a 10-digit US phone number, got "555-0100"',
    )
  })
})

describe('readConfig', () => {
  it('works with no settings at all, on fictional 555 numbers', () => {
    const config = readConfig({})
    expect(config.phone.e164).toMatch(/^\+1555\d{7}$/)
    expect(config.textPhone.e164).toMatch(/^\+1555\d{7}$/)
    expect(config.siteUrl).toBe('http://127.0.0.1:8080')
    expect(config.supabaseUrl).toBeNull()
    expect(config.supabaseAnonKey).toBe('sb_publishable_local_anon_key')
    expect(config.agencyLegalName).toBe(agency.name)
  })

  it('takes every setting from VITE_* variables and drops a trailing slash from the site URL', () => {
    const config = readConfig({
      VITE_SITE_URL: 'https://www.example-agency.com/',
      VITE_AGENCY_LEGAL_NAME: '  Example Health   Agency, LLC ',
      VITE_PHONE: '(305) 555-0142',
      VITE_TEXT_PHONE: '(305) 555-0199',
      VITE_SCHEDULING_URL: 'https://cal.example.com/book',
      VITE_REVIEWS_URL: 'https://reviews.example.com/agency',
      VITE_AGENCY_EMAIL: ' help@agency.example.org ',
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc',
      VITE_AGENCY_NPN: '19876543',
      VITE_LICENSE_LOOKUP_URL: 'https://license.example.gov/lookup',
      VITE_MAILING_ADDRESS: '1 Main St,   Suite 2, Miami, FL 33101',
      VITE_REVIEWS_SOURCE: 'Google',
      VITE_CARRIERS: 'Carrier One, Carrier Two ,',
    })
    expect(config).toEqual({
      siteUrl: 'https://www.example-agency.com',
      agencyLegalName: 'Example Health Agency, LLC',
      phone: { display: '(305) 555-0142', e164: '+13055550142' },
      textPhone: { display: '(305) 555-0199', e164: '+13055550199' },
      schedulingUrl: 'https://cal.example.com/book',
      reviewsUrl: 'https://reviews.example.com/agency',
      agencyEmail: 'help@agency.example.org',
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: 'sb_publishable_abc',
      trust: {
        npn: '19876543',
        licenseLookupUrl: 'https://license.example.gov/lookup',
        mailingAddress: '1 Main St, Suite 2, Miami, FL 33101',
        reviewsSource: 'Google',
        carriers: ['Carrier One', 'Carrier Two'],
      },
    })
  })

  it('rejects a site URL that is not absolute, naming the setting', () => {
    expect(() => readConfig({ VITE_SITE_URL: 'example.com' })).toThrow('VITE_SITE_URL must be an absolute URL')
  })

  it.each(['<b>Agency</b>', 'Agency\u0000', 'x'.repeat(101)])(
    'rejects the legal name %j, naming the setting',
    (name) => {
      expect(() => readConfig({ VITE_AGENCY_LEGAL_NAME: name })).toThrow(
        'VITE_AGENCY_LEGAL_NAME must be one line of plain text of 1 to 100 characters',
      )
    },
  )
})

describe('readTrustConfig', () => {
  it('defaults to values no visitor could take for real: NPN 0000000, an example.com lookup, ZIP code 00000', () => {
    const trust = readTrustConfig({})
    expect(trust.npn).toBe('0000000')
    expect(new URL(trust.licenseLookupUrl).hostname).toBe('example.com')
    expect(trust.mailingAddress).toMatch(/Example Street.* 00000$/)
    expect(trust.carriers.length).toBeGreaterThan(0)
    for (const carrier of trust.carriers) expect(carrier).toMatch(/Example|Sample|Placeholder/)
  })

  it('shows no carriers when the setting is set empty', () => {
    expect(readTrustConfig({ VITE_CARRIERS: '' }).carriers).toEqual([])
  })

  it.each([
    [
      { VITE_AGENCY_NPN: 'NPN-123' },
      'VITE_AGENCY_NPN must be the agency\'s National Producer Number (1 to 10 digits), got "NPN-123"',
    ],
    [{ VITE_AGENCY_NPN: '12345678901' }, 'VITE_AGENCY_NPN must be'],
    [{ VITE_LICENSE_LOOKUP_URL: 'nipr.com' }, 'VITE_LICENSE_LOOKUP_URL must be an absolute URL'],
    [
      { VITE_MAILING_ADDRESS: '<b>1 Main St</b>' },
      'VITE_MAILING_ADDRESS must be one line of plain text of 1 to 160 characters',
    ],
    [{ VITE_MAILING_ADDRESS: 'x'.repeat(161) }, 'VITE_MAILING_ADDRESS must be one line'],
    [{ VITE_REVIEWS_SOURCE: 'Google\u0007' }, 'VITE_REVIEWS_SOURCE must be one line'],
    [
      { VITE_CARRIERS: Array.from({ length: 21 }, (_, i) => `Carrier ${i}`).join(',') },
      'VITE_CARRIERS lists at most 20 carriers, got 21',
    ],
  ])('refuses %j, naming the setting', (env, message) => {
    expect(() => readTrustConfig(env)).toThrow(message)
  })

  it.each(['help@example', 'a b@example.com', 'help@example.com?subject=x', '<help@example.com>'])(
    'rejects the agency email %j, naming the setting',
    (address) => {
      expect(() => readConfig({ VITE_AGENCY_EMAIL: address })).toThrow('VITE_AGENCY_EMAIL must be one email address')
    },
  )
})

describe('readAgentAuthorization', () => {
  it('is off by default, for an agency whose enrollment platform captures the CMS consent; on when set to on', () => {
    expect(readAgentAuthorization({})).toBe(false)
    expect(readAgentAuthorization({ VITE_AGENT_AUTHORIZATION: ' off ' })).toBe(false)
    expect(readAgentAuthorization({ VITE_AGENT_AUTHORIZATION: 'on' })).toBe(true)
  })

  it.each(['yes', '1', 'true', 'ON'])('stops the build on %j, naming the setting', (raw) => {
    expect(() => readAgentAuthorization({ VITE_AGENT_AUTHORIZATION: raw })).toThrow(/^VITE_AGENT_AUTHORIZATION must be/)
  })
})

describe('readMedicareMarketing', () => {
  it('is off by default: the agency markets no Medicare plan until it says what it represents', () => {
    expect(readMedicareMarketing({})).toBeNull()
    expect(readMedicareMarketing({ VITE_MEDICARE_MARKETING: '  ' })).toBeNull()
    expect(readMedicareMarketing({ VITE_MEDICARE_MARKETING: 'organizations:3, products: 12' })).toEqual({
      organizations: 3,
      products: 12,
    })
  })

  it.each(['yes', '3,12', 'organizations:0,products:4', 'organizations:2', 'products:4,organizations:2'])(
    'stops the build on %j, naming the setting',
    (raw) => {
      expect(() => readMedicareMarketing({ VITE_MEDICARE_MARKETING: raw })).toThrow(/^VITE_MEDICARE_MARKETING must be/)
    },
  )

  it("words CMS's disclaimer from the setting in both languages, and the chat says it before offering any plan", () => {
    const setting = { organizations: 3, products: 12 }
    expect(medicareDisclaimer(setting)).toBe(
      'We do not offer every plan available in your area. Currently we represent 3 organizations which offer 12 products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.',
    )
    expect(spanishDisclaimer({ organizations: 1, products: 1 })).toContain(
      'Actualmente representamos a 1 organización que ofrece 1 producto en su área.',
    )
    const outcome = { kind: 'medicare', because: 'age' } as const
    const marketed = sayText('outcomeMedicare', { phone: '', name: 'Bob', outcome, medicareMarketing: setting })
    expect(marketed.indexOf(medicareDisclaimer(setting))).toBeLessThan(marketed.indexOf('Medicare plans we offer'))
    const neutral = sayText('outcomeMedicare', { phone: '', name: 'Bob', outcome, medicareMarketing: null })
    expect(neutral).toContain('free, unbiased help')
    expect(neutral).not.toContain('we offer')
  })
})
