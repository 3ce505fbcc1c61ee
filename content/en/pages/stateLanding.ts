import { agency } from '../agency'
import { enrollmentRules, sep } from '../figures'
import { slots } from '../../models/slots'
import type { FaqItem, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { expansionLimitPercent } from '../../../rules/medicaid'
import { fullDate } from '../browser/dates'
import { costSharingLimitPercent, medicaidCases, type MedicaidCase } from '../../models/sharedFigures'
import { benchmarkFloorThatYear, lowPrice, lowPricePlansForYear } from './savingsClaims'

/** Up to this share of the poverty line a Silver plan comes with lower deductibles and copays (cost-sharing reductions). */
const costSharingLine = costSharingLimitPercent

/**
 * The two sentences of a landing page that depend on the state's Medicaid (content/models/sharedFigures.ts, medicaidCases):
 * losing Medicaid opens a Special Enrollment Period, but a tax credit depends on income, status and why it ended
 * (../shared/ACA-RULES.md rules 4, 10 and 11). With `slots.state` for the state's name.
 */
function medicaidWords(medicaid: MedicaidCase, name: string) {
  const enroll = `Usually, yes. Losing Medicaid or CHIP usually opens a Special Enrollment Period, even outside Open Enrollment: on HealthCare.gov you can pick a plan from ${enrollmentRules.medicaidLossDaysBefore} days before your coverage ends until ${enrollmentRules.medicaidLossDaysAfter} days after.`
  const agent = 'A licensed agent can check your options and confirm your deadline in one call.'
  if (!medicaid.expanded) {
    return {
      lostMedicaidAnswer: `${enroll} A tax credit to lower the premium depends on your income and your immigration status: ${name} did not expand Medicaid, so adults earning under the federal poverty level usually get neither Medicaid nor a tax credit. ${agent}`,
      costSharingIncome: `Households earning from 100% up to ${costSharingLine}% of the federal poverty level, who can get a Silver plan with lower deductibles and copays`,
    }
  }
  const why = medicaid.workRequirementFrom
    ? `, and on why your Medicaid ended: from ${fullDate(medicaid.workRequirementFrom)}, adults in ${name} who lose Medicaid for not meeting its work requirement cannot get a tax credit`
    : ''
  return {
    lostMedicaidAnswer: `${enroll} A tax credit to lower the premium depends on your income (above ${expansionLimitPercent}% of the federal poverty level, since ${name} covers adults below it through Medicaid), on your immigration status${why}. ${agent}`,
    costSharingIncome: `Households earning above ${expansionLimitPercent}% and up to ${costSharingLine}% of the federal poverty level, who can get a Silver plan with lower deductibles and copays`,
  }
}

/** Each case's words, by the key content/models/sharedFigures.ts gives each state (medicaidCaseKey). */
export const stateMedicaidWords = Object.fromEntries(
  Object.entries(medicaidCases).map(([key, medicaid]) => [key, medicaidWords(medicaid, slots.state)]),
)

/**
 * The copy of the one state landing page template (SPEC.md section 2), with `slots.state` where the state's name goes:
 * content/copyReaders/stateLandingContent.ts fills it in with the state's name, path, intro, cities and conversion.
 */
function template(name: string) {
  const meta: Omit<PageMeta, 'path'> = {
    title: `Obamacare in ${name} | ACA Plans & Enrollment Help`,
    description: `${name} residents: depending on income, age and ZIP code, some ACA plans, often Bronze, cost ${lowPrice} a month after tax credits. Call to check eligibility.`,
  }

  const faq: readonly FaqItem[] = [
    {
      question: `Can I get ACA health insurance in ${name} if I lost Medicaid?`,
      answer: slots.lostMedicaidAnswer,
    },
    {
      question: `What's the average cost of Obamacare in ${name}?`,
      answer: `${lowPricePlansForYear} ${benchmarkFloorThatYear} Call and a licensed agent will show you the exact prices of plans from the insurers we work with in your county.`,
    },
  ]

  return {
    meta,
    /** The header's line where the agency listed a licence in the state (content/models/licensedStates.ts). */
    licensedLine: `Licensed ${name} ACA Agents • Available ${agency.hours.schedule}`,
    /** The header's line in a state with no licence listed: no licensing claim. */
    helpLine: `${name} ACA Enrollment Help • Available ${agency.hours.schedule}`,
    hero: {
      heading: `Get Affordable Health Insurance in ${name} – Enroll in ACA Coverage Today`,
      benefits: [
        `Depending on income, age and ZIP code, some plans, often Bronze, cost ${lowPrice} a month after tax credits`,
        `Enroll by phone in ${agency.timings.phoneEnrollment}`,
        'Help enrolling with a Special Enrollment Period after you lose job-based coverage or Medicaid, move, marry or have a baby',
        'No cost for help from our licensed agents',
      ],
    },
    qualifies: {
      heading: `Who qualifies in ${name}?`,
      items: [
        `People who lost job-based coverage in the last ${sep.daysToEnroll} days, or Medicaid or CHIP in the last ${enrollmentRules.medicaidLossDaysAfter} days`,
        'Freelancers, gig workers and part-time workers',
        slots.costSharingIncome,
        'People between jobs or without job-based health insurance',
      ],
      note: `${openEnrollment.runs}, but many ${name} residents can enroll outside it after a qualifying event such as losing job-based coverage or Medicaid, moving, marrying or having a baby.`,
    },
    callNow: {
      label: 'Call Now:',
      text: "Check your eligibility and enroll today. There's no cost for assistance.",
      button: 'Call Now to Enroll',
      availability: `Available ${agency.hours.schedule} — fast, confidential, and free`,
    },
    cities: { heading: `Major Cities We Serve in ${name}` },
    faq,
    closing: {
      heading: `Ready to Get ${name} Health Coverage?`,
      text: `Checking your eligibility is free, and enrolling by phone with a licensed agent takes ${agency.timings.phoneEnrollment}.`,
    },
  }
}

export const stateLandingTemplate = template(slots.state)
