import type { Day } from './days'
import type { StateCode } from './stateCodes'

/**
 * What the agency can prove about its licences and its reviews, from this build's settings (checked at build time by
 * src/lib/readConfig.ts, readAgencyCredentials): never typed as fact in content/. Every sentence about where the
 * agency is licensed, or what its reviews say, is worded from these values, and says nothing when they are not set.
 * A module of its own, like the schedule: content/ words it while building, so the pages download the words only.
 */
export type StateLicense = { state: StateCode; number: string }

export type AgencyLicensing = {
  /** VITE_LICENSES, in the order given: each state the agency holds a licence in, with its number. Empty: none listed. */
  licenses: readonly StateLicense[]
  /** VITE_AGENCY_DOMICILE: the agency's state of domicile; null when not set. */
  domicile: StateCode | null
  /** VITE_AGENCY_PRINCIPAL_PLACE: the agency's principal place of business (city and state, or an address); null when not set. */
  principalPlace: string | null
}

export type ReviewRating = {
  score: number
  outOf: number
  reviews: number
  /** The day the agency read the figure on the review site (a review figure without it stops the build). */
  readOn: Day
  /** VITE_REVIEWS_VERIFIED: the review site itself calls these reviews verified. */
  verified: boolean
  /**
   * VITE_REVIEWS_INVITATION: how the agency asks for reviews, in its own words' terms: 'every-client' (every client it
   * helps, whatever their experience, with nothing offered in return); null when the agency has not said.
   */
  invitation: 'every-client' | null
}

export type AgencyCredentials = { licensing: AgencyLicensing; rating: ReviewRating | null }

declare const __AGENCY_CREDENTIALS__: AgencyCredentials
export const agencyCredentials: AgencyCredentials = __AGENCY_CREDENTIALS__
