import type { ConsentVersion } from '../../../content/en/browser/consent'
import { type Locale, locales } from '../../../rules/locales'
import { everyLanguage } from '../../../scripts/schema/siteLists'

type ConsentModule = { consentVersions: readonly ConsentVersion[]; smsConsentVersions: readonly ConsentVersion[] }
type ChatConsentModule = { chatConsentVersions: readonly ConsentVersion[] }

const consentModules = await everyLanguage<ConsentModule>('browser/consent.ts')

/**
 * Every language's consent wordings (content/<code>/browser/consent.ts), read for each language of the site's list:
 * the database suites compare the database's copy with all of them, so a language whose wordings the database lacks
 * fails them (and a language without its consent.ts fails here, when the suites load).
 */
export const consentByLocale: readonly ({ code: Locale } & ConsentModule)[] = locales.map((code, index) => ({
  code,
  consentVersions: consentModules[index].consentVersions,
  smsConsentVersions: consentModules[index].smsConsentVersions,
}))

/** The chat's call box's wordings of every language (content/<code>/browser/chatConsent.ts). */
const chatWordings: readonly ConsentVersion[] = (
  await everyLanguage<ChatConsentModule>('browser/chatConsent.ts')
).flatMap((module) => module.chatConsentVersions)

/** The call boxes' wordings of every language: the forms' and the chat's. */
export const callWordings: readonly ConsentVersion[] = [
  ...consentByLocale.flatMap((language) => language.consentVersions),
  ...chatWordings,
]
/** The text-message box's wordings of every language. */
export const smsWordings: readonly ConsentVersion[] = consentByLocale.flatMap((language) => language.smsConsentVersions)
