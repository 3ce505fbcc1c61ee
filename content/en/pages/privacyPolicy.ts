import { type LegalVersion, servedLegalVersions } from '../../../rules/legalVersions'
import type { LegalDocument } from '../../types'
import { privacyPolicy as version20261130 } from './privacyPolicy/2026-11-30'

/**
 * /privacy-policy: the version in force on the build's day (rules/agencyFacts.ts lists them; rules/legalVersions.ts picks
 * one). The build writes this module out as values, so the page carries the text it serves and no other.
 */
const versions: Record<LegalVersion<'privacyPolicy'>, LegalDocument> = {
  '2026-11-30': version20261130,
}

export const privacyPolicy: LegalDocument = versions[servedLegalVersions.privacyPolicy]
