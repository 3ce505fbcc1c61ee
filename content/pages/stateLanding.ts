import { agency } from '../agency'
import { costSharingLevels } from '../acaRules/costSharing'
import { sep } from '../figures'
import { slots } from '../slots'
import type { FaqItem, PageMeta } from '../types'
import { openEnrollment } from '../enrollmentDates'
import { benchmarkFloorThatYear, lowPrice, lowPricePlansForYear } from './savingsClaims'

/** "$0–$10/month": the price of some plans after credits, always said with what it depends on. */
const priceRange = `${lowPrice.short}/month`
/** Up to this share of the poverty line a Silver plan comes with lower deductibles and copays (cost-sharing reductions). */
const costSharingLine = costSharingLevels[costSharingLevels.length - 1].upToPercent

/**
 * The copy of the one state landing page template (SPEC.md section 2), with `slots.state` where the state's name goes:
 * content/stateLandingContent.ts fills it in with the state's name, path, intro, cities and conversion.
 */
function template(name: string) {
  const meta: Omit<PageMeta, 'path'> = {
    title: `Obamacare in ${name} | $0 ACA Plans & Enrollment Help`,
    description: `${name} residents may qualify for ACA plans as low as ${priceRange}, depending on income, age and ZIP code (often Bronze). Call to check eligibility.`,
  }

  const faq: readonly FaqItem[] = [
    {
      question: `Can I get ACA health insurance in ${name} if I lost Medicaid?`,
      answer: `Yes. Losing Medicaid usually qualifies you for a Special Enrollment Period, so you can enroll within ${sep.daysToEnroll} days of losing coverage, even outside Open Enrollment, and you may qualify for a subsidized ACA plan. A licensed ${name} agent can check your options in one call.`,
    },
    {
      question: `What's the average cost of Obamacare in ${name}?`,
      answer: `${lowPricePlansForYear} ${benchmarkFloorThatYear} Call and a licensed agent will show you the exact prices of the plans sold in your county.`,
    },
  ]

  return {
    meta,
    licensedLine: `Licensed ${name} ACA Agents • Available ${agency.hours.schedule}`,
    hero: {
      heading: `Get Affordable Health Insurance in ${name} – Enroll in ACA Coverage Today`,
      benefits: [
        `Some plans, often Bronze, as low as ${priceRange}, depending on income, age and ZIP code`,
        `Enroll by phone in ${agency.timings.phoneEnrollment}`,
        'Special Enrollment Periods accepted after a job loss, Medicaid loss or move',
        `No cost for help from licensed ${name} agents`,
      ],
    },
    qualifies: {
      heading: `Who qualifies in ${name}?`,
      items: [
        'People who have lost Medicaid coverage',
        'Freelancers, gig workers and part-time workers',
        `Households earning up to ${costSharingLine}% of the federal poverty level, who can get a Silver plan with lower deductibles and copays`,
        'People between jobs or without job-based health insurance',
      ],
      note: `${openEnrollment.runs}, but many ${name} residents can enroll outside it after a life change such as losing a job, losing Medicaid or moving.`,
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
