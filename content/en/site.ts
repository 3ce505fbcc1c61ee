import type { PhoneCallEvent } from '../types'
import { agency } from './agency'

/** Copy shared by the header, footer and call-to-action blocks on many pages. */
export type SiteCopy = {
  headerTextBody: string
  callStrip: readonly string[]
  footerDisclaimer: string
}

export const siteCopy: SiteCopy = {
  headerTextBody: "Hi! I'd like to check if I qualify for a $0 or low-cost ACA health plan.",
  // "Free" carries its basis where it is said (the FTC's guide on "free" offers, 16 CFR 251): insurers pay the agency.
  callStrip: ['2-minute call', 'Free to you: insurers pay us', 'No obligation'],
  footerDisclaimer:
    'We are an insurance agency, not HealthCare.gov or the federal Health Insurance Marketplace, and we are not affiliated with or endorsed by HealthCare.gov, the Centers for Medicare & Medicaid Services (CMS) or any other government agency. Plan availability, premiums and subsidies depend on your income, household, ZIP code and the carriers in your area. Our help is free to you: insurers pay our agency.',
}

/**
 * The words of the frame every page shares (skip link, header, navigation, footer, phone action bar) and of the
 * call and text buttons many pages repeat. A module for another language exports the same names:
 * tests/unit/visibleStrings.test.ts holds each such module to this type.
 */
export type SiteWords = {
  skipLink: string
  /** Before the number on call buttons ('Call (555) 010-0100'), or before a call link. */
  callWord: string
  callNow: string
  /** Before the number on text buttons. */
  textWord: string
  textUs: string
  /** Ends the call button that closes a phone-only page: '{callWord} {number} {afterNumberNow}'. */
  afterNumberNow: string
  /** Before the agency's main number in the footer's legal lines and under the home page's hero. */
  mainLine: string
  /** The questions section's heading where a page gives none of its own. */
  faqHeading: string
  /** The main navigation's accessible name, and its menu button's words while the menu is closed and open. */
  mainNavLabel: string
  openMenu: string
  closeMenu: string
  actionBarLabel: string
  backToHome: string
  /** Read after the text of a link that opens another site. */
  opensInNewTab: string
  /** Before the review count and its source beside the rating. */
  ratingFrom: string
  /** Before a message's title, in the accessible name of its close button. */
  dismiss: string
  footerHelp: string
  footerTextUs: string
  footerTopics: string
  footerStates: string
  footerLegal: string
  footerNpn: string
  footerLicenseLookup: string
  footerMailingAddress: string
  footerCarriers: string
  /** The footer's statement that the browser's Global Privacy Control signal is honored. */
  footerGpc: string
  /** Under it, only in a browser that sends the signal: that this visit's signal is honored. */
  footerGpcHonored: string
}

// One constant per word, not an object: the build writes an imported constant where it is used (vite.config.ts,
// optimization.inlineConst), so these words cost the first download nothing, where an object's property names
// would be downloaded with every page.
export const skipLink = 'Skip to main content'
export const callWord = 'Call'
export const callNow = 'Call Now'
export const textWord = 'Text'
export const textUs = 'Text Us'
export const afterNumberNow = 'Now'
export const mainLine = 'Main line'
export const faqHeading = 'Frequently Asked Questions'
export const mainNavLabel = 'Main'
export const openMenu = 'Menu'
export const closeMenu = 'Close'
export const actionBarLabel = 'Call or text a licensed agent'
export const backToHome = 'Back to Home'
export const opensInNewTab = ' (opens in a new tab)'
export const ratingFrom = 'from'
export const dismiss = 'Dismiss:'
export const footerHelp = 'Talk to a licensed agent'
export const footerTextUs = 'Text us at'
export const footerTopics = 'Coverage topics'
export const footerStates = 'States we serve'
export const footerLegal = 'Legal'
export const footerNpn = 'National Producer Number (NPN)'
export const footerLicenseLookup = 'Look up our license'
export const footerMailingAddress = 'Mailing address:'
export const footerCarriers = 'Insurance carriers we work with:'
export const footerGpc =
  'Opt-out preference signal honored: when your browser sends Global Privacy Control (GPC), this site sends no analytics and keeps no record of how you found us.'
export const footerGpcHonored = 'Your Global Privacy Control signal is honored.'

/** The phone_call events of the header's and the footer's call buttons where a page gives none of its own (SPEC.md section 7). */
export const headerCall: PhoneCallEvent = { callLabel: 'header_phone_click' }
export const footerCall: PhoneCallEvent = { callLabel: 'footer_phone_click' }

/**
 * The agency's claims the frame of every page shows (the brand, the licensing line, the rating and its reviews, the
 * hours), one constant each from agency.ts: every page downloads these words, and the whole record stays with the
 * code that words the rest in the browser (the chat).
 */
export const agencyName = agency.name
export const licensing = agency.licensing
export const rating = agency.rating
export const hoursLine = agency.hours.line
export { readReviews, reviewCount } from './agency'
