import type { SupabaseClient } from '@supabase/supabase-js'
import type { SubmitResult } from '../../machines/contactForm.machine'
import type { ChatLeadRow, LeadRow } from '../../machines/leadFields'
import type { LeadSource } from '../../machines/leadOrigin'
import { leadPagePath } from '../../rules/formPages'
import { servedLegalVersions } from '../../rules/legalVersions'
import { localeOfPath } from '../../rules/locales'
import type { Database } from '../../supabase/database.types'
import type { ConsentVersion } from '../../content/en/browser/consent'
import { visitAttribution } from './attribution'
import { config } from './env'
import { privacySignal } from './privacySignal'

declare const __BUILD_ID__: string

let client: Promise<SupabaseClient<Database>> | undefined

/**
 * supabase-js (about 60 KB gzip) loads on the first submission, never with the page. Typed by the one Database
 * type, so a row the forms or the chat build that the table would not take is a type error here.
 */
export function supabase(): Promise<SupabaseClient<Database>> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(config.supabaseUrl ?? window.location.origin, config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  )
  return client
}

/**
 * The visitor's time zone as the browser reports it ('America/Chicago'), so the agency calls within the hours the
 * law allows where the visitor is; null where the browser names none.
 */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

/**
 * What the page says of itself with every lead, for the record a court may ask for: the words of the button pressed,
 * the build (vite.config.ts's __BUILD_ID__; none in a test run without one), the legal texts' versions it linked,
 * and whether the browser sent Global Privacy Control.
 */
function submissionContext(submitLabel: string) {
  return {
    submit_label: submitLabel,
    build_id: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : null,
    privacy_version: servedLegalVersions.privacyPolicy,
    terms_version: servedLegalVersions.termsOfService,
    gpc: privacySignal(),
  }
}

/** The wordings of the two consent boxes the page rendered, each with the build's legal name (config.agencyLegalName). */
export type ShownWords = { consent: ConsentVersion; texts: ConsentVersion }

/** A text's SHA-256 in lowercase hex, as the database computes it; null where the browser has no WebCrypto (plain http). */
export async function sha256Hex(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The page's own record of the words it showed: their SHA-256, which the database holds to the hash of the words it
 * keeps for the same versions (insert step 6), so a lead never stores words the page did not show.
 */
async function shownHashes({ consent, texts }: ShownWords) {
  const [call, text] = await Promise.all(
    [consent, texts].map((wording) => sha256Hex(wording.text(config.agencyLegalName))),
  )
  return call && text ? { consent_shown_sha256: call, sms_consent_shown_sha256: text } : null
}

/**
 * Inserts one lead (never `.select()`: anon may not read leads back), with the form's honeypot field, which is
 * empty unless a bot filled it in, and where it came from: the form (`source`), the page's language and the
 * visit's attribution. A duplicate id (409 / 23505) means an earlier attempt of this same submission
 * was stored, so it counts as success. A request that never got an answer (status 0) throws: that is the
 * 'unexpected error' outcome, not a backend message to show. 403 and 429 are the abuse guards refusing (the
 * honeypot, too many from one connection or one address); their code (the hint) and detail tell the form what to say.
 */
export async function submitLead(
  row: LeadRow | ChatLeadRow,
  {
    honeypot,
    source,
    submitLabel,
    shown,
  }: { honeypot: string; source: LeadSource; submitLabel: string; shown: ShownWords },
  signal: AbortSignal,
): Promise<SubmitResult> {
  const [client, hashes] = await Promise.all([supabase(), shownHashes(shown)])
  const page = leadPagePath(row.page)
  const origin = { page, source, language: localeOfPath(page), time_zone: browserTimeZone(), ...visitAttribution() }
  // The machine gives a submission up after its submitTimeout and stops it, which aborts the request here.
  // supabase-js answers a failed or aborted request with status 0 rather than throwing.
  const { error, status } = await client
    .from('contact_submissions')
    .insert({ ...row, ...origin, ...submissionContext(submitLabel), ...(hashes ?? {}), website: honeypot })
    .abortSignal(signal)
  if (!error) return { error: null }
  if (error.code === '23505') return { error: null }
  if (status === 0) throw new Error(error.message)
  console.error('The lead was not stored:', error)
  if (error.hint === 'consent.words_differ' && hashes) {
    // A deployment error that refuses every lead: the agency hears of it (the database checks the report itself).
    // Sent beside the refusal the visitor reads, never holding it up.
    void client
      .rpc('report_consent_words_differ', {
        consent_version: row.consent_version,
        sms_consent_version: row.sms_consent_version,
        ...hashes,
        page,
      })
      .then(
        () => undefined,
        () => undefined,
      )
  }
  // The hint is the refusal's code, the details its detail (a wait in seconds): the form words them.
  const reason = { code: error.hint || null, detail: error.details || null }
  return {
    error:
      status === 403 || status === 429
        ? { message: error.message, refused: true, ...reason }
        : { message: error.message, ...reason },
  }
}
