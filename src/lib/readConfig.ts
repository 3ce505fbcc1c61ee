import type { MedicareMarketing } from '../../rules/medicareMarketing'
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
    siteUrl: url(env.VITE_SITE_URL || 'http://127.0.0.1:8080', 'VITE_SITE_URL'),
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

export function readAgentHours(env: RawEnv): WeeklyHours {
  return parseWeeklyHours(
    env.VITE_AGENT_HOURS || 'Mon-Fri 08:00-20:00, Sat 09:00-17:00',
    env.VITE_AGENT_TIME_ZONE || 'America/New_York',
    'VITE_AGENT_HOURS',
  )
}
