import type { MedicareMarketing } from '../../rules/medicareMarketing'
import type { AgencyCredentials, AgencyLicensing, ReviewRating, StateLicense } from '../../rules/agencyCredentials'
import { isStateCode, type StateCode } from '../../rules/stateCodes.ts'
import { defaultSiteUrl } from '../../rules/siteUrl.ts'
import { parseTextProgram, type TextProgram } from '../../rules/textProgram.ts'
import { agencyFacts } from '../../rules/agencyFacts.ts'
import { parseAgentAuthorization } from '../../rules/agentAuthorization.ts'
import { parseWeeklyHours } from '../../machines/agentHours.ts'
import type { WeeklyHours } from '../../rules/weeklyHours.ts'
import { LOCAL_KEYS } from '../../supabase/localKeys.ts'
import { parsePhone, type Phone } from './phone.ts'

/**
 * Build-time configuration, validated once. Every value has a working fictional default so a fresh clone
 * builds and runs with no settings at all (.env.example lists them).
 */
export type SiteConfig = {
  siteUrl: string
  /** The name the consent on every form names as the one who may call and text (the seller, in the TCPA's words). */
  agencyLegalName: string
  phone: Phone
  textPhone: Phone
  schedulingUrl: string
  reviewsUrl: string
  /** Where visitors write to the agency (the accessibility statement's help and problem reports). */
  agencyEmail: string
  /** Supabase project URL; null means the site's own origin, where server/ answers the Supabase API locally. */
  supabaseUrl: string | null
  /** The public anon key (safe in the browser: row-level security allows it to insert leads and nothing else). */
  supabaseAnonKey: string
  /** What a visitor can check: the agency's license and where it is (shown in the footer of every page). */
  trust: TrustConfig
}

export type TrustConfig = {
  /** The agency's National Producer Number, which state license lookups and NIPR search by. */
  npn: string
  /** A public page where the license can be looked up (a state insurance department's, or NIPR's). */
  licenseLookupUrl: string
  /** The agency's mailing address, one line. */
  mailingAddress: string
  /** Who collected the reviews the rating counts (named beside the rating, linked to reviewsUrl). */
  reviewsSource: string
  /** The insurance carriers the agency is appointed with; none shown when empty. */
  carriers: readonly string[]
}

type RawEnv = Partial<Record<string, string | undefined>>

function url(raw: string, setting: string): string {
  try {
    return new URL(raw).href.replace(/\/$/, '')
  } catch {
    throw new Error(`${setting} must be an absolute URL, got "${raw}"`)
  }
}

/** An email address for a mailto: link: one '@', a dotted domain, nothing a link or a page could misread. */
function email(raw: string, setting: string): string {
  const address = raw.trim()
  if (address.length > 254 || !/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(address)) {
    throw new Error(`${setting} must be one email address (name@example.com), got "${raw}"`)
  }
  return address
}

/** One line of plain text for the page: printable, no markup-looking angle brackets, at most `max` characters. */
function plainText(raw: string, setting: string, max: number): string {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (!text || text.length > max || /[<>\p{Cc}]/u.test(text)) {
    throw new Error(`${setting} must be one line of plain text of 1 to ${max} characters, got "${raw}"`)
  }
  return text
}

/** The trust settings, with obviously fictional defaults (the 000 ZIP code, example.com) until the agency sets them. */
export function readTrustConfig(env: RawEnv): TrustConfig {
  const npn = (env.VITE_AGENCY_NPN || '0000000').trim()
  if (!/^\d{1,10}$/.test(npn))
    throw new Error(`VITE_AGENCY_NPN must be the agency's National Producer Number (1 to 10 digits), got "${npn}"`)
  const carriers = (env.VITE_CARRIERS ?? 'Example Health Co., Sample Mutual Insurance, Placeholder Care Plans')
    .split(',')
    .map((carrier) => carrier.trim())
    .filter(Boolean)
    .map((carrier) => plainText(carrier, 'VITE_CARRIERS (each carrier)', 60))
  if (carriers.length > 20) throw new Error(`VITE_CARRIERS lists at most 20 carriers, got ${carriers.length}`)
  return {
    npn,
    licenseLookupUrl: url(
      env.VITE_LICENSE_LOOKUP_URL || 'https://example.com/license-lookup',
      'VITE_LICENSE_LOOKUP_URL',
    ),
    mailingAddress: plainText(
      env.VITE_MAILING_ADDRESS || '100 Example Street, Suite 000, Anytown, FL 00000',
      'VITE_MAILING_ADDRESS',
      160,
    ),
    reviewsSource: plainText(env.VITE_REVIEWS_SOURCE || 'Trustpilot', 'VITE_REVIEWS_SOURCE', 40),
    carriers,
  }
}

export function readConfig(env: RawEnv): SiteConfig {
  return {
    siteUrl: url(env.VITE_SITE_URL || defaultSiteUrl, 'VITE_SITE_URL'),
    agencyLegalName: plainText(env.VITE_AGENCY_LEGAL_NAME || agencyFacts.name, 'VITE_AGENCY_LEGAL_NAME', 100),
    phone: parsePhone(env.VITE_PHONE || '(555) 010-0100', 'VITE_PHONE'),
    textPhone: parsePhone(env.VITE_TEXT_PHONE || '(555) 010-0199', 'VITE_TEXT_PHONE'),
    schedulingUrl: url(
      env.VITE_SCHEDULING_URL || 'https://calendly.com/example-agency/free-consultation',
      'VITE_SCHEDULING_URL',
    ),
    reviewsUrl: url(env.VITE_REVIEWS_URL || 'https://www.trustpilot.com/review/example-agency.com', 'VITE_REVIEWS_URL'),
    agencyEmail: email(env.VITE_AGENCY_EMAIL || 'help@example.com', 'VITE_AGENCY_EMAIL'),
    supabaseUrl: env.VITE_SUPABASE_URL ? url(env.VITE_SUPABASE_URL, 'VITE_SUPABASE_URL') : null,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_KEYS.anon,
    trust: readTrustConfig(env),
  }
}

/**
 * When agents answer the main number (VITE_AGENT_HOURS, in VITE_AGENT_TIME_ZONE): SPEC's home-page hours by default,
 * Mon-Fri 8 AM-8 PM and Sat 9 AM-5 PM, Eastern. Its own build constant (rules/agentSchedule.ts), so only the code
 * that asks it (the chat) downloads it.
 */
/**
 * VITE_MEDICARE_MARKETING: unset or empty when the agency does not market Medicare plans (the default), else the
 * organizations it represents and the products they offer, as `organizations:3,products:12`. Anything else stops
 * the build, naming the setting: the disclaimer CMS requires is worded from these numbers.
 */
export function readMedicareMarketing(env: RawEnv): MedicareMarketing | null {
  const raw = (env.VITE_MEDICARE_MARKETING ?? '').trim()
  if (raw === '') return null
  const match = /^organizations:\s*(\d{1,3})\s*,\s*products:\s*(\d{1,4})$/.exec(raw)
  const organizations = Number(match?.[1])
  const products = Number(match?.[2])
  if (!match || organizations < 1 || products < 1)
    throw new Error(
      `VITE_MEDICARE_MARKETING must be empty (the agency does not market Medicare plans) or organizations:N,products:M with N and M at least 1, got "${raw}"`,
    )
  return { organizations, products }
}

/** VITE_AGENT_AUTHORIZATION: whether the site asks for the CMS consent by link (/authorize); off by default. */
export function readAgentAuthorization(env: RawEnv): boolean {
  return parseAgentAuthorization(env.VITE_AGENT_AUTHORIZATION)
}

export function readTextProgram(env: RawEnv): TextProgram {
  return parseTextProgram(env.VITE_TEXT_PROGRAM)
}

export function readAgentHours(env: RawEnv): WeeklyHours {
  return parseWeeklyHours(
    env.VITE_AGENT_HOURS || 'Mon-Fri 08:00-20:00, Sat 09:00-17:00',
    env.VITE_AGENT_TIME_ZONE || 'America/New_York',
    'VITE_AGENT_HOURS',
  )
}

/**
 * What the agency can prove about its licences and reviews (rules/agencyCredentials.ts). Each setting is empty by
 * default, and the pages then say nothing about licensing beyond the NPN and state no review figure. Anything
 * malformed stops the build, naming the setting.
 */
export function readAgencyCredentials(env: RawEnv): AgencyCredentials {
  return { licensing: readLicensing(env), rating: readReviewRating(env) }
}

/**
 * VITE_LICENSES: `FL:L123456,TX:2345678`, a state's postal code and the licence number that state issued, once per
 * state. VITE_AGENCY_DOMICILE (a postal code) and VITE_AGENCY_PRINCIPAL_PLACE (one line) say where the agency is:
 * /licenses shows them, and a California licence needs both (Cal. Ins. Code section 1726 asks an agent advertising
 * on the internet to show its domicile, principal place of business and California licence number).
 */
export function readLicensing(env: RawEnv): AgencyLicensing {
  const raw = (env.VITE_LICENSES ?? '').trim()
  const licenses: StateLicense[] = []
  if (raw !== '') {
    for (const entry of raw.split(',').map((part) => part.trim())) {
      const match = /^([A-Za-z]{2})\s*:\s*([A-Za-z0-9][A-Za-z0-9-]{0,19})$/.exec(entry)
      if (!match)
        throw new Error(
          `VITE_LICENSES must be STATE:NUMBER pairs separated by commas (FL:L123456,TX:2345678), got "${entry}" in "${raw}"`,
        )
      const state = match[1].toUpperCase()
      if (!isStateCode(state))
        throw new Error(`VITE_LICENSES names "${match[1]}", which is not a US state's or DC's postal code`)
      if (licenses.some((license) => license.state === state))
        throw new Error(`VITE_LICENSES lists ${state} twice: give each state's licence once`)
      licenses.push({ state, number: match[2] })
    }
  }
  const domicileRaw = (env.VITE_AGENCY_DOMICILE ?? '').trim().toUpperCase()
  let domicile: StateCode | null = null
  if (domicileRaw !== '') {
    if (!isStateCode(domicileRaw))
      throw new Error(`VITE_AGENCY_DOMICILE must be a state's postal code (FL), got "${env.VITE_AGENCY_DOMICILE}"`)
    domicile = domicileRaw
  }
  const principalPlace = (env.VITE_AGENCY_PRINCIPAL_PLACE ?? '').trim()
    ? plainText(env.VITE_AGENCY_PRINCIPAL_PLACE ?? '', 'VITE_AGENCY_PRINCIPAL_PLACE', 160)
    : null
  if (licenses.some((license) => license.state === 'CA')) {
    for (const [setting, value] of [
      ['VITE_AGENCY_DOMICILE', domicile],
      ['VITE_AGENCY_PRINCIPAL_PLACE', principalPlace],
    ] as const)
      if (value === null)
        throw new Error(
          `${setting} must be set when VITE_LICENSES lists CA: California asks an agent advertising online to show its state of domicile and principal place of business (Cal. Ins. Code section 1726)`,
        )
  }
  return { licenses, domicile, principalPlace }
}

/**
 * VITE_REVIEWS_RATING: empty (no review figure shown, the default) or `score:4.9/5,reviews:2847,read:2026-11-20`, the
 * score, the count and the day the agency read them on the review site. A figure without its day stops the build:
 * a rating changes, and the FTC's rule on reviews (16 CFR 465) and the review sites ask for a current, dated one.
 * VITE_REVIEWS_VERIFIED=yes only when the review site itself calls the reviews verified; the pages say "verified" then.
 * VITE_REVIEWS_INVITATION=every-client only when the agency asks every client it helps for a review, whatever their
 * experience, and offers nothing for one: the about page then says how its reviews are collected (16 CFR 465).
 */
export function readReviewRating(env: RawEnv): ReviewRating | null {
  const raw = (env.VITE_REVIEWS_RATING ?? '').trim()
  const verifiedRaw = (env.VITE_REVIEWS_VERIFIED ?? '').trim().toLowerCase()
  if (!['', 'yes', 'no'].includes(verifiedRaw))
    throw new Error(`VITE_REVIEWS_VERIFIED must be yes, no or empty, got "${env.VITE_REVIEWS_VERIFIED}"`)
  const invitationRaw = (env.VITE_REVIEWS_INVITATION ?? '').trim().toLowerCase()
  if (!['', 'every-client'].includes(invitationRaw))
    throw new Error(`VITE_REVIEWS_INVITATION must be every-client or empty, got "${env.VITE_REVIEWS_INVITATION}"`)
  if (raw === '') return null
  const fields = Object.fromEntries(
    raw.split(',').map((part) => {
      const [key, ...rest] = part.split(':')
      return [key.trim().toLowerCase(), rest.join(':').trim()]
    }),
  )
  if (!fields.read)
    throw new Error(
      `VITE_REVIEWS_RATING needs the day the figure was read on the review site (read:YYYY-MM-DD): a review figure without its date is not shown, got "${raw}"`,
    )
  const score = /^(\d(?:\.\d{1,2})?)\/(\d{1,2})$/.exec(fields.score ?? '')
  const reviews = /^\d{1,7}$/.test(fields.reviews ?? '') ? Number(fields.reviews) : Number.NaN
  const readOn = fields.read
  if (
    !score ||
    Number(score[1]) > Number(score[2]) ||
    Number(score[2]) < 1 ||
    !(reviews >= 1) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(readOn) ||
    Number.isNaN(Date.parse(`${readOn}T00:00:00Z`)) ||
    Object.keys(fields).some((key) => !['score', 'reviews', 'read'].includes(key))
  )
    throw new Error(
      `VITE_REVIEWS_RATING must be empty or score:S/OUT_OF,reviews:COUNT,read:YYYY-MM-DD (score:4.9/5,reviews:2847,read:2026-11-20), got "${raw}"`,
    )
  return {
    score: Number(score[1]),
    outOf: Number(score[2]),
    reviews,
    readOn,
    verified: verifiedRaw === 'yes',
    invitation: invitationRaw === 'every-client' ? 'every-client' : null,
  }
}
