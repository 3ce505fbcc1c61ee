import { agencyFacts } from './agencyFacts'
import type { Day } from './days'
import { buildDay } from './pageYear'

/** A legal text of the site: the privacy policy or the terms of service. */
export type LegalText = keyof typeof agencyFacts.legalVersions

/** A version of `Text`: the day it takes effect, one of rules/agencyFacts.ts's list. */
export type LegalVersion<Text extends LegalText> = (typeof agencyFacts.legalVersions)[Text][number]

const legalTexts = Object.keys(agencyFacts.legalVersions) as LegalText[]

/** Of `versions` (the days each takes effect, oldest first), the one in force on `day`: the last to take effect by then, the first for a day before any did. */
export function versionInForce<Version extends Day>(versions: readonly [Version, ...Version[]], day: Day): Version {
  return versions.filter((version) => version <= day).at(-1) ?? versions[0]
}

/** The version of `text` in force on `day`. */
export function legalVersionOn<Text extends LegalText>(text: Text, day: Day): LegalVersion<Text> {
  return versionInForce<LegalVersion<Text>>(agencyFacts.legalVersions[text], day)
}

/** The version of each legal text this build serves, and each lead it stores names: those in force on its build day. */
export const servedLegalVersions: { [Text in LegalText]: LegalVersion<Text> } = {
  privacyPolicy: legalVersionOn('privacyPolicy', buildDay),
  termsOfService: legalVersionOn('termsOfService', buildDay),
}

/** The first day after `day` on which a legal text's next version takes effect, and which; null if none is waiting. */
export function nextLegalVersion(day: Day): { day: Day; text: LegalText } | null {
  const waiting = legalTexts.flatMap((text) =>
    (agencyFacts.legalVersions[text] as readonly Day[])
      .filter((version) => version > day)
      .map((version) => ({ day: version, text })),
  )
  return waiting.sort((a, b) => a.day.localeCompare(b.day))[0] ?? null
}
