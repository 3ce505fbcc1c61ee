import { stateNames } from '../content/en/browser/stateNames'
import { retiredAnswers } from '../rules/chatAnswers'
import {
  chatIncomeBands,
  storedChatOutcome,
  type ChatOutcome,
  type CreditLikely,
  type DependsOn,
  type StoredChatAnswers,
} from '../rules/chatOutcome'
import { dayParts } from '../rules/days'
import { expansionLimitPercent } from '../rules/medicaid'
import type { Caveat } from '../rules/savingsEstimate'
import { isCoverageYear, rulesLastChecked } from '../rules/yearFacts'
import { stateOfZip } from '../rules/zipPrefixes'

/**
 * A stored chat lead's outcome in one line for the agent who calls back, recomputed from the answers the database
 * stored (rules/chatOutcome.ts storedChatOutcome), never taken from the browser: 'Likely Medicaid in Ohio (2027, at or
 * under 138%): work requirement applies from Jan 1, 2027. Household of 1, income $0-$22,024 a year. Rules checked
 * 2026-11.' Staff words, so English only, as the deliverer's other messages.
 *
 * The deliverer (supabase/functions/_shared/leadDelivery/) runs in server/ and in the Edge Function, which Supabase
 * deploys from supabase/functions/ alone, so it may import nothing of rules/. `npm run schema` therefore bundles this
 * module, with the rules it reads, into ../_shared/leadDelivery/chatLeadOutcome.generated.js (scripts/schema/
 * deliveryBundles.ts), and both read that one file: server/, the Edge Function and `npm run leads` give the same line
 * from the same code, and tests/db/schema.test.ts fails while the bundle is older than this module or the rules.
 */

/** The outcome's code: the chat's (rules/chatOutcome.ts), or why a chat lead has none. */
export type ChatLeadOutcomeCode =
  | ChatOutcome['kind']
  /** Stored with answers the chat has retired (rules/chatAnswers.ts retiredAnswers): before it asked the household. */
  | 'answersPredateOutcome'
  /** The rules threw on these answers: a bug, said rather than left to stop the lead's delivery. */
  | 'notComputed'

/** What the webhook's `outcome` carries, and the line every other delivery shows. */
export type ChatLeadOutcome = {
  code: ChatLeadOutcomeCode
  /** What decides a 'depends' outcome; null for the others. */
  depends_on: DependsOn | null
  line: string
}

/** A stored lead, as the outbox hands it over: its columns, read without trusting their types. */
type StoredLead = { readonly [column: string]: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value : null)
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null)

function storedAnswers(lead: StoredLead): StoredChatAnswers {
  return {
    coverageYear: whole(lead.coverage_year),
    zipCode: text(lead.zip_code),
    householdSize: whole(lead.household_size),
    incomeBand: text(lead.income_band),
    ageRange: text(lead.age_range),
    currentInsurance: text(lead.current_insurance),
    medicaidDenied: lead.medicaid_denied === true,
  }
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function day(value: string): string {
  const { year, month, date } = dayParts(value)
  return `${MONTHS[month - 1]} ${date}, ${year}`
}

const range = (from: number, to: number | null, unit: string) =>
  to === null
    ? `${dollars(from)}${unit} or more`
    : from === to
      ? `${dollars(from)}${unit}`
      : `${dollars(from)}-${dollars(to)}${unit}`

/**
 * The dollars of a stored income button: the coverage year's lines for the state of its ZIP code and its household
 * ('$0-$22,024 a year'), or null where the rules cannot make them (no such year or state, a code the state lacks).
 */
export function chatIncomeDollars(lead: StoredLead): string | null {
  const { coverageYear, zipCode, householdSize, incomeBand } = storedAnswers(lead)
  if (coverageYear === null || !isCoverageYear(coverageYear) || zipCode === null || householdSize === null) return null
  const state = stateOfZip(zipCode)
  const band = state && chatIncomeBands(coverageYear, state, householdSize).find(({ code }) => code === incomeBand)
  if (!band) return null
  return band.to === null ? `over ${dollars(band.from - 1)} a year` : `${range(band.from, band.to, '')} a year`
}

function caveatWords(caveat: Caveat, year: number): string {
  switch (caveat.kind) {
    case 'medicaidWorkRequirement':
      return `work requirement applies from ${day(caveat.from)}`
    case 'creditEligibility':
      return caveat.rule === 'citizensAndSomeImmigrants'
        ? `immigration status decides the credit (${year}: citizens and some immigrants only)`
        : `a lawfully present immigrant under 100% gets no credit (${year})`
    case 'programNotApproved':
      return `${caveat.program.name} not approved for ${year}`
  }
}

const withCaveats = (headline: string, caveats: readonly Caveat[], year: number) =>
  [headline, ...caveats.map((caveat) => caveatWords(caveat, year))].join('; ')

const creditWords = (credit: CreditLikely) =>
  `pays at most ${range(credit.monthlyMax.from, credit.monthlyMax.to, '/month')} for the benchmark Silver plan`

/** The cost-sharing reductions of a credit button, at both its ends, where it has them. */
function costSharingWords({ silverPlanPays: pays }: CreditLikely): string[] {
  if (pays === null) return []
  return [
    `cost-sharing reductions: a Silver plan pays ${pays.from === pays.to ? pays.from : `${pays.from}-${pays.to}`}% of costs`,
  ]
}

/** The outcome's headline: what the agent reads first. */
function headline(outcome: ChatOutcome, lead: StoredLead): string {
  const answers = storedAnswers(lead)
  const year = answers.coverageYear ?? 0
  const state = answers.zipCode === null ? null : stateOfZip(answers.zipCode)
  const where = state ? stateNames[state] : 'its state'
  switch (outcome.kind) {
    case 'medicare':
      return outcome.because === 'age' ? 'Medicare (65 or older)' : 'Medicare (on Medicare today)'
    case 'medicaidLikely': {
      const line = outcome.program
        ? `Likely Medicaid in ${where} (${year}, ${outcome.program.name}, under ${outcome.program.underPercent}%)`
        : `Likely Medicaid in ${where} (${year}, at or under ${expansionLimitPercent}%)`
      const work = outcome.workRequirement ? `: work requirement applies from ${day(outcome.workRequirement.from)}` : ''
      return withCaveats(`${line}${work}`, outcome.caveats, year)
    }
    case 'coverageGap': {
      const program = outcome.program
        ? `: ${outcome.program.name} covers some adults under ${outcome.program.underPercent}%`
        : ''
      return withCaveats(`Coverage gap in ${where} (${year})${program}`, outcome.caveats, year)
    }
    case 'creditLikely':
      return withCaveats(
        [`Credit likely: ${creditWords(outcome)} (${year})`, ...costSharingWords(outcome)].join('; '),
        outcome.caveats,
        year,
      )
    case 'noCredit':
      return `No credit (${year}: over ${outcome.limitPercent}% of the poverty line)`
    case 'depends':
      switch (outcome.on) {
        case 'yearUnknown':
          return answers.coverageYear === null
            ? 'Depends: no rules yet for the coverage year on sale'
            : `Depends: no rules yet for ${answers.coverageYear}`
        // Not the ZIP code itself: the line goes to the chat channel too, which never gets it (the answers do).
        case 'stateUnknown':
          return 'Depends: the ZIP code names no state the rules know'
        case 'incomeUnknown':
          return `Depends: no income answer for ${where}'s lines`
        case 'employerCoverage':
          return `Depends: job-based coverage (if not affordable: ${creditWords(outcome.withoutIt)})`
        case 'otherCoverage':
          return `Depends: other coverage (if it does not bar the credit: ${creditWords(outcome.withoutIt)})`
      }
  }
}

const isRetired = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value)

/** The household and its income in dollars, where the chat asked them. */
function householdWords(lead: StoredLead): string | null {
  const size = whole(lead.household_size)
  if (size === null) return null
  const income = chatIncomeDollars(lead)
  return `Household of ${size}${income ? `, income ${income}` : ''}`
}

/**
 * A chat lead's outcome and its staff line; null for a form's lead. A lead stored with retired answers gets a line
 * saying so, and rules that throw give a line saying that: the line never stops a lead from being delivered.
 */
export function chatLeadOutcome(lead: StoredLead): ChatLeadOutcome | null {
  if (lead.source !== 'chat') return null
  const checked = `Rules checked ${rulesLastChecked.month}`
  if (
    isRetired(retiredAnswers.incomeRanges, lead.income_range) ||
    isRetired(retiredAnswers.insuranceOptions, lead.current_insurance)
  ) {
    return {
      code: 'answersPredateOutcome',
      depends_on: null,
      line: 'No outcome: the answers predate it (stored before the chat asked the household size); read the answers.',
    }
  }
  try {
    const outcome = storedChatOutcome(storedAnswers(lead))
    const household = outcome.kind === 'medicare' ? null : householdWords(lead)
    return {
      code: outcome.kind,
      depends_on: outcome.kind === 'depends' ? outcome.on : null,
      line: `${[headline(outcome, lead), household, checked].filter(Boolean).join('. ')}.`,
    }
  } catch (error) {
    return {
      code: 'notComputed',
      depends_on: null,
      line: `No outcome: the rules could not compute one (${error instanceof Error ? error.message : String(error)}); read the answers.`,
    }
  }
}
