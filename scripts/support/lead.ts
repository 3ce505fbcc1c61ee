import { randomUUID } from 'node:crypto'
import { localDay } from '../../rules/days'
import { defaultLocale, type Locale, siteLocales } from '../../rules/locales'
import { wordingLanguage } from '../../supabase/functions/_shared/leadDelivery/languages.ts'
import { yearOnSale } from '../../rules/yearOnSale'

/**
 * The one lead factory of the tests and the bench. The database's repeat guard stores one email address or phone
 * number at most 3 times an hour, and the browser tests keep their data folder between runs: every address and
 * number made here is new to this process and, almost surely, to the runs before it.
 */
const run = `${Date.now().toString(36)}-${process.pid}`
let made = 0
// Seven digits from a per-process start, stepped by a prime coprime with 10^7: no number repeats within a process.
const phoneStart = (Date.now() * 31 + process.pid * 7919) % 10_000_000

/** An email address no other lead uses: `<tag>-<run>-<n>@example.com`. */
export function uniqueEmail(tag = 'lead'): string {
  made += 1
  return `${tag}-${run}-${made}@example.com`
}

/** A US phone number no other lead uses: its exchange starts with 2-9, as every real one does (NANP). */
export function uniquePhone(): string {
  made += 1
  const n = (phoneStart + made * 104_729) % 8_000_000
  const digits = String(2_000_000 + n)
  return `(305) ${digits.slice(0, 3)}-${digits.slice(3)}`
}

/**
 * The language a call wording is in, and the text box's wording shown beside it there: a lead's wordings are in its
 * page's language (insert step 5). Both test lead factories (this one and tests/db/support/leadTable.ts) read it.
 */
export function wordingsOf(consentVersion: unknown): { language: Locale; smsConsentVersion: string } {
  const language = wordingLanguage(String(consentVersion ?? '2025-01-01')) as Locale
  return { language, smsConsentVersion: `${language === defaultLocale ? '' : `${language}-`}sms-2026-11-27` }
}

/**
 * The home page of the language a call wording is in, and the text box's wording there, so
 * `lead({ consent_version: 'es-2026-11-29' })` comes from the Spanish home page.
 */
function homeOf(consentVersion: unknown) {
  const { language, smsConsentVersion } = wordingsOf(consentVersion)
  // The Spanish home as the database lists the form pages: '/es', without the router's trailing slash.
  return { language, page: language === defaultLocale ? '/' : siteLocales[language].pathPrefix, smsConsentVersion }
}

/**
 * A row exactly as the browser inserts it (src/lib/leads.ts): a uuid made in the browser, the form, the honeypot
 * left empty, its own email address and phone number, and where it came from (the home page's callback form, in
 * English, on a visit that arrived at the home page with no campaign).
 */
export function lead(overrides: Record<string, unknown> = {}) {
  const home = homeOf(overrides.consent_version)
  return {
    id: randomUUID(),
    first_name: 'Ana',
    last_name: 'Diaz',
    email: uniqueEmail('ana.diaz'),
    phone: uniquePhone(),
    state: 'Florida',
    agreed_to_contact: true,
    page: home.page,
    consent_version: '2025-01-01',
    sms_consent_version: home.smsConsentVersion,
    website: '',
    source: 'home_callback',
    language: home.language,
    landing_page: home.page,
    ...overrides,
  }
}

/**
 * A chat lead exactly as the qualification chat's 'Have an agent call me' inserts it: a first name, a phone number,
 * consent, the ZIP code and the answers (a household of one in Miami with an income on the cost-sharing button, for
 * the year on sale today, which the database holds a new lead to), no last name or email address, and the state the
 * ZIP code's prefix names (the insert pipeline's step 3, private.lead_chat_answers).
 */
export function chatLead(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    first_name: 'Ana',
    phone: uniquePhone(),
    state: 'Florida',
    agreed_to_contact: true,
    page: '/',
    consent_version: '2025-01-01',
    sms_consent_version: 'sms-2026-11-27',
    website: '',
    source: 'chat',
    language: defaultLocale,
    landing_page: '/',
    zip_code: '33101',
    medicaid_denied: false,
    age_range: 'age36to45',
    current_insurance: 'none',
    household_size: 1,
    income_band: 'withCostSharing',
    coverage_year: yearOnSale(localDay(new Date())).year,
    income_range: null,
    ...overrides,
  }
}

/**
 * A chat lead as the chat stored it before it asked the household size: a yearly income range and SPEC's single
 * 'Medicaid/Medicare' answer, codes the database now refuses on a new lead and keeps on a stored one. Tests store it
 * the way such a lead was stored, without today's insert pipeline.
 */
export function olderChatLead(overrides: Record<string, unknown> = {}) {
  return chatLead({
    household_size: null,
    income_band: null,
    coverage_year: null,
    income_range: 'under30k',
    current_insurance: 'medicaidOrMedicare',
    ...overrides,
  })
}

/**
 * A request to stop calls, texts or emails exactly as the opt-out page inserts it (src/lib/optOuts.ts): its own
 * uuid, a phone number and an email address no lead or other request uses, everything stopped, from /opt-out.
 */
export function optOut(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    phone: uniquePhone(),
    email: uniqueEmail('stop'),
    stop: 'all',
    page: '/opt-out',
    language: defaultLocale,
    ...overrides,
  }
}
