import { pageYear } from '../../../rules/pageYear'
import { coverageYears } from '../../../rules/yearFacts'
import type { DatedFacts } from '../../../rules/years/types'
import { years } from '../../../rules/years'
import { workRequirementInPageYear } from '../../models/sharedFigures'

/**
 * What /zero-dollar-health-plans, /lower-costs and the Florida page say about the page year's rules for the credit
 * and Medicaid (../shared/ACA-RULES.md, "Dates and figures by coverage year"), worded once from rules.
 * Apart from savingsClaims.ts, so the pages that state only prices do not download these sentences.
 */

/** Who may get the credit by immigration status, by the year's rule: as a sentence, and as a "you" clause for lists. */
const creditEligibility: Record<DatedFacts['creditEligibility']['rule'], { who: string; you: string }> = {
  lawfullyPresent: {
    who: 'U.S. citizens and lawfully present immigrants can get the tax credit',
    you: 'you are a U.S. citizen or lawfully present',
  },
  lawfullyPresentFrom100: {
    who: 'U.S. citizens and lawfully present immigrants can get the tax credit, except lawfully present immigrants under the poverty line who cannot get Medicaid because of their status',
    you: 'you are a U.S. citizen, or lawfully present with an income at or above the poverty line',
  },
  citizensAndSomeImmigrants: {
    who: 'only U.S. citizens, green card holders, Cuban and Haitian entrants and COFA migrants can get the tax credit',
    you: `you are a U.S. citizen, a green card holder, a Cuban or Haitian entrant or a COFA migrant (other lawfully present immigrants cannot get the credit for ${pageYear} coverage)`,
  },
}
const eligibility = creditEligibility[years[pageYear].creditEligibility.rule]

/** 'For 2027 coverage, only U.S. citizens, green card holders, ... can get the tax credit.' */
export const whoGetsTheCredit = `For ${pageYear} coverage, ${eligibility.who}.`
/** 'you are a U.S. citizen, a green card holder, ...': the same rule as an item of a "you qualify if" list. */
export const youCanGetTheCredit = eligibility.you

/** The caveat on "you may qualify for Medicaid" in a year with the work requirement; null in a year without. */
export const medicaidWorkRule = workRequirementInPageYear
  ? `For ${pageYear}, most adults aged 19 to 64 covered by a state’s Medicaid expansion must show 80 hours a month of work, school or community service, unless an exemption applies (for example, parents of young children). Anyone denied or dropped from Medicaid for not meeting it cannot get a tax credit either.`
  : null

/** How a page says that adults under the expansion line get Medicaid: in a year with the work requirement, only if they meet it or are exempt. */
export const medicaidInstead = workRequirementInPageYear
  ? 'usually qualify for Medicaid instead, if they meet its work requirement or are exempt'
  : 'usually qualify for Medicaid instead'

const firstUncappedYear = coverageYears.find((year) => years[year].repayment.rule === 'all')
/** The first tax year with no cap on paying back extra advance credit (2026), or undefined. */
export const fullRepaymentFrom = firstUncappedYear

/** Paying back extra advance credit at tax time, by the page year's rule. */
export const repaymentRule =
  years[pageYear].repayment.rule === 'all'
    ? `If your income ends up higher than you estimated, you pay back all of the extra tax credit when you file your taxes (there is no cap from tax year ${firstUncappedYear}), so tell the marketplace when your income changes.`
    : 'If your income ends up higher than you estimated, you may pay back some of the extra tax credit when you file your taxes, up to a cap set by your income.'
