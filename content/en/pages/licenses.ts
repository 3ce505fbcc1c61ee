import { agencyCredentials } from '../../../rules/agencyCredentials'
import { agency } from '../agency'
import { stateNames } from '../browser/stateNames'
import type { PageMeta } from '../../types'

const { licenses, domicile, principalPlace } = agencyCredentials.licensing

/**
 * /licenses: each state licence the agency listed (VITE_LICENSES) with its number, and where the agency is (its state of
 * domicile and principal place of business, VITE_AGENCY_DOMICILE and VITE_AGENCY_PRINCIPAL_PLACE), linked from every
 * page's footer: California asks an agent advertising online to show these on the home page or through a prominent
 * link from it (Cal. Ins. Code section 1726). Only what the agency configured: with no licence listed, the page says so
 * and points to the NPN lookup.
 */
export const licensesMeta: PageMeta = {
  path: '/licenses',
  title: `State Insurance Licenses | ${agency.name}`,
  description: `The state insurance licenses ${agency.name} holds, with each license number, our National Producer Number and where our agency is based.`,
}

export const licensesCopy = {
  heading: 'State Insurance Licenses',
  intro: agency.licensedIn
    ? `Our insurance agency is licensed in ${agency.licensedIn}. Each number below was issued by that state's insurance department, which can confirm it; you can also look us up by our National Producer Number.`
    : 'Our insurance agency has not listed its state licenses on this page yet. You can look up our licenses by our National Producer Number.',
  /** The table's caption and column names; no table when no licence is listed. */
  table: { caption: 'Our insurance licenses by state', columns: ['State', 'License number'] },
  /** One row per licence, by state name: [state, number]. */
  rows: licenses
    .map(({ state, number }) => [stateNames[state], number] as const)
    .sort((a, b) => a[0].localeCompare(b[0], 'en')),
  agencyHeading: 'About our agency',
  /** Before the name the agency filed with the states (VITE_AGENCY_LEGAL_NAME). */
  legalName: 'Name as filed:',
  domicile: domicile ? `State of domicile: ${stateNames[domicile]}.` : null,
  principalPlace: principalPlace ? `Principal place of business: ${principalPlace}.` : null,
  /** Before the NPN (VITE_AGENCY_NPN). */
  npn: 'National Producer Number (NPN):',
  lookup: 'Look up our license',
}
