/**
 * The site's lists the database and the Edge Function hold a copy of, and those copies generated from them: the
 * languages and where their pages live (rules/locales.ts), the consent wordings of every language
 * (content/<code>/browser/consent.ts) and which of them each one was followed by, and the chat's answer codes, those it offers and those it retired
 * (rules/chatAnswers.ts), what an opt-out may stop (rules/optOutStops.ts), and the pages a lead may come from
 * (rules/formPages.ts, under every language's prefix). Each is an immutable SQL function returning the list, which the check constraints and the
 * insert pipeline read; the Edge Function, which cannot import the site, gets its codes in a file of their own.
 *
 * `npm run schema` compares the lists with what the migrations define: when one differs it writes a migration that
 * restates the functions from the lists (a function is replaced, never edited in an applied migration), and it
 * rewrites the Edge Function's file. tests/db/schema.test.ts fails while either is not current.
 */
import type { AuthorizationWording } from '../../content/en/browser/authorization'
import type { ConsentVersion } from '../../content/en/browser/consent'
import { locales, pathIn, siteLocales } from '../../rules/locales'
import { ageRanges, incomeBands, insuranceOptions, retiredAnswers } from '../../rules/chatAnswers'
import { formPages, leadPagePath } from '../../rules/formPages'
import { stopChoices } from '../../rules/optOutStops'
import type { Session } from '../../server/db/database'

type ConsentModule = { consentVersions: readonly ConsentVersion[]; smsConsentVersions: readonly ConsentVersion[] }
type ChatConsentModule = { chatConsentVersions: readonly ConsentVersion[] }
type AuthorizationModule = {
  authorizationVersions: readonly AuthorizationWording[]
  reviewVersions: readonly AuthorizationWording[]
}

/** Where the build puts the agency's legal name in a wording; the database fills it in (private.agency_legal_name()). */
const LEGAL_NAME = '[VITE_AGENCY_LEGAL_NAME]'
/** Where an authorization's wording names the consumer and the agent of its link (private.authorization_shown()). */
const AUTHORIZATION_NAMES = { consumerName: '[CONSUMER_NAME]', agentName: '[AGENT_NAME]', agencyLegalName: LEGAL_NAME }

/** Each list as its SQL function returns it (and consent_wording's words, by version). */
export type SiteLists = {
  site_languages: string[]
  site_path_prefixes: string[]
  shown_consent_versions: string[]
  shown_sms_consent_versions: string[]
  shown_authorization_versions: string[]
  shown_review_versions: string[]
  consent_wording: Record<string, string>
  /** Each call and text wording's later versions: those of its line (its version without the date), newer. */
  later_wordings: Record<string, string[]>
  chat_age_ranges: string[]
  chat_insurance_options: string[]
  chat_income_bands: string[]
  chat_retired_income_ranges: string[]
  chat_retired_insurance_options: string[]
  opt_out_stops: string[]
  form_pages: string[]
}

/** One module of content/<code>/ for every language of the site's list, in its order (`file` under each folder). */
export function everyLanguage<Module>(file: string): Promise<Module[]> {
  return Promise.all(
    locales.map(
      async (code) => (await import(new URL(`../../content/${code}/${file}`, import.meta.url).href)) as Module,
    ),
  )
}

/** The lists as the site's TypeScript holds them. */
export async function siteLists(): Promise<SiteLists> {
  const consent = await everyLanguage<ConsentModule>('browser/consent.ts')
  const chat = await everyLanguage<ChatConsentModule>('browser/chatConsent.ts')
  // The chat's call box is a call consent of its own line ('chat-'), stored in consent_version as the forms' is.
  const calls = [
    ...consent.flatMap((language) => language.consentVersions),
    ...chat.flatMap((language) => language.chatConsentVersions),
  ]
  const texts = consent.flatMap((language) => language.smsConsentVersions)
  const authorization = await everyLanguage<AuthorizationModule>('browser/authorization.ts')
  const consents = authorization.flatMap((language) => language.authorizationVersions)
  const reviews = authorization.flatMap((language) => language.reviewVersions)
  return {
    site_languages: [...locales],
    site_path_prefixes: locales.map((code) => siteLocales[code].pathPrefix),
    shown_consent_versions: calls.map((wording) => wording.version),
    shown_sms_consent_versions: texts.map((wording) => wording.version),
    shown_authorization_versions: consents.map((wording) => wording.version),
    shown_review_versions: reviews.map((wording) => wording.version),
    consent_wording: Object.fromEntries([
      ...[...calls, ...texts].map((wording) => [wording.version, wording.text(LEGAL_NAME)]),
      ...[...consents, ...reviews].map((wording) => [wording.version, wording.text(AUTHORIZATION_NAMES)]),
    ]),
    later_wordings: laterWordings([...calls, ...texts].map((wording) => wording.version)),
    chat_age_ranges: [...ageRanges],
    chat_insurance_options: [...insuranceOptions],
    chat_income_bands: [...incomeBands],
    chat_retired_income_ranges: [...retiredAnswers.incomeRanges],
    chat_retired_insurance_options: [...retiredAnswers.insuranceOptions],
    opt_out_stops: [...stopChoices],
    form_pages: locales.flatMap((code) => formPages.map((path) => leadPagePath(pathIn(code, path)))),
  }
}

const DAY = /\d{4}-\d{2}-\d{2}$/

/**
 * A wording's line is its version without the day it went live ('es-sms-2026-11-29' is of 'es-sms-'): one box, one
 * language, one text program. Each version is followed by the newer ones of its line; once a stored lead names one
 * of them, the pages show it, and a day later the database refuses a new lead naming the older one.
 */
export function laterWordings(versions: readonly string[]): Record<string, string[]> {
  const day = (version: string) => DAY.exec(version)?.[0] ?? ''
  const line = (version: string) => version.replace(DAY, '')
  return Object.fromEntries(
    versions.map((version) => [
      version,
      versions
        .filter((other) => line(other) === line(version) && day(other) > day(version))
        .sort((a, b) => day(a).localeCompare(day(b))),
    ]),
  )
}

/** The lists as a migrated database defines them. */
export async function databaseLists(session: Session): Promise<SiteLists> {
  const [row] = await session.query<Omit<SiteLists, 'consent_wording' | 'later_wordings'>>(
    `select private.site_languages() as site_languages, private.site_path_prefixes() as site_path_prefixes,
            private.shown_consent_versions() as shown_consent_versions, private.shown_sms_consent_versions() as shown_sms_consent_versions,
            private.shown_authorization_versions() as shown_authorization_versions, private.shown_review_versions() as shown_review_versions,
            private.chat_age_ranges() as chat_age_ranges, private.chat_insurance_options() as chat_insurance_options,
            private.chat_income_bands() as chat_income_bands, private.chat_retired_income_ranges() as chat_retired_income_ranges,
            private.chat_retired_insurance_options() as chat_retired_insurance_options, private.opt_out_stops() as opt_out_stops,
            private.form_pages() as form_pages`,
  )
  const versions = [
    ...row.shown_consent_versions,
    ...row.shown_sms_consent_versions,
    ...row.shown_authorization_versions,
    ...row.shown_review_versions,
  ]
  const words = await session.query<{ version: string; wording: string | null }>(
    'select version, private.consent_wording(version) as wording from pg_catalog.unnest($1::text[]) as version',
    [versions],
  )
  const later = await session.query<{ version: string; later: string[] }>(
    'select version, private.later_wordings(version) as later from pg_catalog.unnest($1::text[]) as version',
    [[...row.shown_consent_versions, ...row.shown_sms_consent_versions]],
  )
  return {
    ...row,
    consent_wording: Object.fromEntries(words.map(({ version, wording }) => [version, wording ?? ''])),
    later_wordings: Object.fromEntries(later.map(({ version, later }) => [version, later])),
  }
}

/** The lists whose order means nothing (the languages' does: the default language comes first). */
const SETS: readonly (keyof SiteLists)[] = [
  'shown_consent_versions',
  'shown_sms_consent_versions',
  'shown_authorization_versions',
  'shown_review_versions',
  'consent_wording',
  'later_wordings',
  'form_pages',
]

/** A list as it is compared: a set's members, or a map's entries, in sorted order. */
function compared(lists: SiteLists, name: keyof SiteLists): string {
  const value = lists[name]
  if (!Array.isArray(value)) return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
  return JSON.stringify(SETS.includes(name) ? [...value].sort() : value)
}

/** The names of the lists that differ. */
export function differentLists(a: SiteLists, b: SiteLists): (keyof SiteLists)[] {
  return (Object.keys(a) as (keyof SiteLists)[]).filter((name) => compared(a, name) !== compared(b, name))
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

const COMMENTS: Record<keyof SiteLists, string> = {
  site_languages: 'rules/locales.ts: the language a lead or an opt-out may name',
  site_path_prefixes: "rules/locales.ts, each language's pathPrefix, default language first",
  shown_consent_versions:
    'content/<code>/browser/consent.ts consentVersions and chatConsent.ts chatConsentVersions of every language: the versions a lead may name',
  shown_sms_consent_versions: 'content/<code>/browser/consent.ts, smsConsentVersions of every language',
  shown_authorization_versions:
    'content/<code>/browser/authorization.ts, authorizationVersions of every language: the CMS consents an agent may ask for',
  shown_review_versions: 'content/<code>/browser/authorization.ts, reviewVersions of every language',
  consent_wording:
    'content/<code>/browser/consent.ts and authorization.ts: every wording by version, [VITE_AGENCY_LEGAL_NAME], [CONSUMER_NAME] and [AGENT_NAME] where the names go',
  later_wordings:
    "content/<code>/browser/consent.ts: each call and text wording's newer versions of its line (the version without its day)",
  chat_age_ranges: 'rules/chatAnswers.ts ageRanges',
  chat_insurance_options: 'rules/chatAnswers.ts insuranceOptions',
  chat_income_bands: 'rules/chatAnswers.ts incomeBands',
  chat_retired_income_ranges: 'rules/chatAnswers.ts retiredAnswers.incomeRanges: stored leads only',
  chat_retired_insurance_options: 'rules/chatAnswers.ts retiredAnswers.insuranceOptions: stored leads only',
  opt_out_stops: 'rules/optOutStops.ts stopChoices: what an opt-out may ask to stop',
  form_pages: "rules/formPages.ts formPages under every language's prefix: the pages a lead may be sent from",
}

/** One list's function, restated from the list. */
export function listFunctionSql(name: keyof SiteLists, lists: SiteLists): string {
  const header = (signature: string, returns: string) => [
    `-- ${COMMENTS[name]}.`,
    `create or replace function private.${signature}`,
    `returns ${returns}`,
    'language sql',
    'immutable',
    'parallel safe',
    "set search_path = ''",
  ]
  if (name === 'consent_wording') {
    const cases = Object.entries(lists.consent_wording).map(
      ([version, words]) => `  when ${literal(version)} then ${literal(words)}`,
    )
    return [...header('consent_wording(version text)', 'text'), 'return case version', ...cases, 'end;'].join('\n')
  }
  if (name === 'later_wordings') {
    const cases = Object.entries(lists.later_wordings)
      .filter(([, later]) => later.length > 0)
      .map(([version, later]) => `  when ${literal(version)} then array[${later.map(literal).join(', ')}]`)
    return [
      ...header('later_wordings(version text)', 'text[]'),
      'return case version',
      ...cases,
      "  else '{}'::text[]",
      'end;',
    ].join('\n')
  }
  return [...header(`${name}()`, 'text[]'), `return array[${lists[name].map(literal).join(', ')}];`].join('\n')
}

/** A migration restating the functions of the lists named: what `npm run schema` writes when they changed. */
export function listsMigration(names: readonly (keyof SiteLists)[], lists: SiteLists): string {
  return [
    "-- Generated by `npm run schema` (scripts/schema/siteLists.ts): the site's lists changed, so the functions that",
    "-- copy them are restated from them. Immutable, as a check constraint's function must be: every new row is judged",
    '-- by the new lists, and rows stored before are not judged again.',
    '',
    ...names.map((name) => `${listFunctionSql(name, lists)}\n`),
  ].join('\n')
}

/**
 * The Edge Function's copies of the lists it needs (it cannot import rules/): the language codes, and the chat's answer
 * codes, offered and retired, whose staff words (./messages.ts) are typed by them, so a code without a word fails the
 * type check.
 */
export const EDGE_LISTS_FILE = new URL('../../supabase/functions/_shared/leadDelivery/siteLists.ts', import.meta.url)

/** A list as a constant, on one line where it fits the formatter's 120 columns, else one code a line, as it writes them. */
function constant(name: string, codes: readonly string[]): string {
  const quoted = codes.map((code) => `'${code}'`)
  const line = `export const ${name} = [${quoted.join(', ')}] as const`
  return line.length <= 120
    ? line
    : [`export const ${name} = [`, ...quoted.map((code) => `  ${code},`), '] as const'].join('\n')
}

export function edgeListsSource(lists: SiteLists): string {
  return [
    '// Generated by `npm run schema` (scripts/schema/siteLists.ts) from rules/locales.ts, rules/chatAnswers.ts and',
    '// rules/optOutStops.ts: do not edit. The Edge Function cannot import the site (Supabase deploys supabase/functions/',
    '// on its own), so it gets the lists written out here; tests/db/schema.test.ts fails while this file is not the lists.',
    '',
    "/** The site's language codes, the default language (the one at the site's root) first. */",
    `export const siteLanguages: readonly string[] = [${lists.site_languages.map((code) => `'${code}'`).join(', ')}]`,
    '',
    "/** The chat's answer codes, in the order its buttons show them. */",
    constant('chatAgeRanges', lists.chat_age_ranges),
    constant('chatInsuranceOptions', lists.chat_insurance_options),
    constant('chatIncomeBands', lists.chat_income_bands),
    '',
    '/** The answers the chat no longer offers, which leads stored before still hold. */',
    constant('chatRetiredIncomeRanges', lists.chat_retired_income_ranges),
    constant('chatRetiredInsuranceOptions', lists.chat_retired_insurance_options),
    '',
    '/** What an opt-out may ask to stop. */',
    constant('optOutStops', lists.opt_out_stops),
    '',
  ].join('\n')
}
