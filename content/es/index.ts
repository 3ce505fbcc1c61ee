import type { Words as English } from '../en'
import type { Complete } from '../twin'

/**
 * Every module of Spanish words, by path, held to English in one check: the type checker fails when a module, an export,
 * a key or a function's argument of content/en/ has no Spanish twin here (content/twin.ts, Copy). Spanish-only modules
 * (the glossary the twins write their terms from) are listed apart.
 */
export type Words = {
  agency: typeof import('./agency')
  'browser/agentStatus': typeof import('./browser/agentStatus')
  'browser/agentsBack': typeof import('./browser/agentsBack')
  'browser/authorization': typeof import('./browser/authorization')
  'browser/authorizeForm': typeof import('./browser/authorizeForm')
  'browser/backendRefusals': typeof import('./browser/backendRefusals')
  'browser/caveats': typeof import('./browser/caveats')
  'browser/chat': typeof import('./browser/chat')
  'browser/consent': typeof import('./browser/consent')
  'browser/dates': typeof import('./browser/dates')
  'browser/enrollmentBanner': typeof import('./browser/enrollmentBanner')
  'browser/estimateRefusals': typeof import('./browser/estimateRefusals')
  'browser/estimateResult': typeof import('./browser/estimateResult')
  'browser/estimatorYearHint': typeof import('./browser/estimatorYearHint')
  'browser/fieldErrors': typeof import('./browser/fieldErrors')
  'browser/formToasts': typeof import('./browser/formToasts')
  'browser/forms': typeof import('./browser/forms')
  'browser/medicarePlans': typeof import('./browser/medicarePlans')
  'browser/optOutMessages': typeof import('./browser/optOutMessages')
  'browser/savingsEstimator': typeof import('./browser/savingsEstimator')
  'browser/stateNames': typeof import('./browser/stateNames')
  chatLauncher: typeof import('./chatLauncher')
  enrollmentDates: typeof import('./enrollmentDates')
  figures: typeof import('./figures')
  householdTables: typeof import('./householdTables')
  language: typeof import('./language')
  navigation: typeof import('./navigation')
  optOutForm: typeof import('./optOutForm')
  optOutHelp: typeof import('./optOutHelp')
  'pages/aboutUs': typeof import('./pages/aboutUs')
  'pages/authorize': typeof import('./pages/authorize')
  'pages/accessibility': typeof import('./pages/accessibility')
  'pages/compare': typeof import('./pages/compare')
  'pages/creditRules': typeof import('./pages/creditRules')
  'pages/enrollNow': typeof import('./pages/enrollNow')
  'pages/essentialCoverage': typeof import('./pages/essentialCoverage')
  'pages/families': typeof import('./pages/families')
  'pages/florida': typeof import('./pages/florida')
  'pages/home': typeof import('./pages/home')
  'pages/licenses': typeof import('./pages/licenses')
  'pages/lowerCosts': typeof import('./pages/lowerCosts')
  'pages/lowerCostsExamples': typeof import('./pages/lowerCostsExamples')
  'pages/moreInfo': typeof import('./pages/moreInfo')
  'pages/notFound': typeof import('./pages/notFound')
  'pages/optOut': typeof import('./pages/optOut')
  'pages/outOfPocketLimits': typeof import('./pages/outOfPocketLimits')
  'pages/privacyPolicy': typeof import('./pages/privacyPolicy')
  'pages/protectedCoverage': typeof import('./pages/protectedCoverage')
  'pages/savingsCalculator': typeof import('./pages/savingsCalculator')
  'pages/savingsClaims': typeof import('./pages/savingsClaims')
  'pages/selfEmployed': typeof import('./pages/selfEmployed')
  'pages/seniors': typeof import('./pages/seniors')
  'pages/sep': typeof import('./pages/sep')
  'pages/stateLanding': typeof import('./pages/stateLanding')
  'pages/termsOfService': typeof import('./pages/termsOfService')
  'pages/yearRules': typeof import('./pages/yearRules')
  'pages/zeroDollar': typeof import('./pages/zeroDollar')
  priceClaims: typeof import('./priceClaims')
  scheduleWords: typeof import('./scheduleWords')
  site: typeof import('./site')
  states: typeof import('./states')
  testimonials: typeof import('./testimonials')
  textDisclosure: typeof import('./textDisclosure')
}

export type OwnWords = {
  'browser/glossary': typeof import('./browser/glossary')
}

export type Check = Complete<English, Words>
