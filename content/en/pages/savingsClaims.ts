import { en } from '../../format'
import { pageYear } from '../../../rules/pageYear'
import { lowestPlanPrice, pageLowestShare, priceDependsOn } from '../priceClaims'

/**
 * What the savings pages (home, /sep, /zero-dollar-health-plans, /lower-costs, the Florida and state pages) say about
 * plan prices for the coverage year they describe, worded once from rules (../shared/ACA-RULES.md): every
 * price claim names what it depends on. The year's other rules, in the words of the same pages: creditRules.ts.
 */

/** The lowest price a plan can have after credits (priceClaims.ts): '$0'. */
export const lowPrice = en.money(lowestPlanPrice)

/** The price claim for the year on sale, with what it depends on (../shared/ACA-RULES.md). */
export const lowPricePlans = `Depending on ${priceDependsOn}, some plans, often Bronze, can cost ${lowPrice} a month after tax credits.`

/** The same claim naming the year: 'For 2027 coverage, what you pay depends on your income, age and ZIP code: ...'. */
export const lowPricePlansForYear = `For ${pageYear} coverage, what you pay depends on ${priceDependsOn}: some plans, often Bronze, can cost ${lowPrice} a month after tax credits.`

/** Why a plan can cost $0 from 2026: only when the credit is larger than its price. */
export const zeroPlanRule = `A plan costs ${lowPrice} a month when your tax credit is larger than its price: most often a Bronze plan, and more often for older people.`

const benchmarkFloorClause =
  pageLowestShare > 0
    ? `nobody gets the benchmark Silver plan for ${en.money(0)}: everyone with a tax credit pays at least ${en.percent(pageLowestShare)} of income for it`
    : `the lowest incomes could get the benchmark Silver plan for ${en.money(0)}`

/** The least anyone pays for the benchmark Silver plan in the page's year: 'For 2027 coverage nobody gets ...'. */
export const benchmarkFloor = `For ${pageYear} coverage ${benchmarkFloorClause}.`
/** The same, after a sentence that already names the year: 'Nobody gets the benchmark Silver plan for $0: ...'. */
export const benchmarkFloorThatYear = `${benchmarkFloorClause[0].toUpperCase()}${benchmarkFloorClause.slice(1)}.`
