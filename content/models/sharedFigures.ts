import { lowestShare, topShare } from '../../rules/applicablePercentages'
import { costSharingLevels } from '../../rules/costSharing'
import { creditUpperLimitPercent, incomeGuideTopPercent, lines } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import { coverageYears } from '../../rules/yearFacts'
import { years } from '../../rules/years'
import { federalWorkRequirementStart, workRequirementIn } from '../../rules/workRequirement'
import { findStateMedicaid } from '../../rules/medicaid'
import type { Day } from '../../rules/days'
import { landingStateCodes, type StateSlug } from '../../rules/stateFacts'
import { benchmarkAtLine } from './benchmarkAtIncome'

/**
 * Figures the pages derive from rules, computed once for both languages: each page and its Spanish twin word
 * the same numbers, so a change of rule is made here and nowhere else (singleCreditLimits in content/models/selfEmployed.ts
 * and content/en/pages/outOfPocketLimits.ts are of the same kind). No words: each language formats them its own way.
 */

/** The coverage year without an upper income limit for the credit (2025, the last year of the larger credits). */
export const [noLimitYear] = coverageYears.filter((year) => creditUpperLimitPercent(year) === null)

const { bands } = years[pageYear].applicablePercentages
/** The share of income the highest incomes pay for the benchmark Silver plan in the page year, in hundredths of a percent. */
export const highestShare = topShare(pageYear)

/**
 * The most anyone paid for the benchmark Silver plan in the year without an upper limit, above 400% of the poverty
 * line, in hundredths of a percent (the table's own figure, else its highest band's).
 */
export const capAboveLimit = years[noLimitYear].applicablePercentages.over400 ?? topShare(noLimitYear)

/** The last coverage year in which the lowest incomes paid nothing for the benchmark Silver plan, and up to which line. */
export const [freeBenchmarkYear] = coverageYears.filter((year) => lowestShare(year) === 0)
export const freeBenchmarkUpTo = years[freeBenchmarkYear].applicablePercentages.bands
  .filter((band) => band.final === 0)
  .at(-1)?.to

/** The income line (% of the poverty line) up to which Silver plans come with cost-sharing reductions. */
export const costSharingLimitPercent = costSharingLevels[costSharingLevels.length - 1].upToPercent

const [strongestSilver, , lastSilver] = costSharingLevels

/**
 * /lower-costs' credit table's rows, as % of the poverty line: one person at the poverty line, at the cost-sharing
 * lines and each band from there, and at the upper limit (each a whole multiple of the line, so the income in
 * dollars is exactly that share).
 */
export const creditRungs = [
  lines.povertyLine,
  ...bands.map((band) => band.from).filter((from) => from >= strongestSilver.upToPercent),
  incomeGuideTopPercent(pageYear),
]

/**
 * What the benchmark Silver plan costs at most for a household at an income line in the page year: income and month,
 * in dollars. A line where the year gives no credit has no price to state: the build fails rather than print one.
 */
function example(percent: number, householdSize: number): { yearlyIncome: number; monthlyMax: number } {
  const [{ yearlyIncome, monthlyMax }] = benchmarkAtLine(pageYear, percent, [householdSize])
  if (monthlyMax === null)
    throw new Error(`${pageYear} gives no credit at ${percent}% of the poverty line: no benchmark price to state`)
  return { yearlyIncome, monthlyMax }
}

/** /compare-aca-plans' premium examples: the households it names, at the lines where Silver's help changes. */
export const premiumExamples = {
  single150: { ...example(strongestSilver.upToPercent, 1), silverPlanPays: strongestSilver.planPays },
  singleTop: example(incomeGuideTopPercent(pageYear), 1),
  couple250: { ...example(lastSilver.upToPercent, 2), silverPlanPays: lastSilver.planPays },
  family138: example(lines.medicaidExpansion, 4),
}

/** Whether every expansion state applies Medicaid's work requirement during the page year (some start earlier). */
export const workRequirementInPageYear = federalWorkRequirementStart.from <= `${pageYear}-12-31`

/**
 * What losing Medicaid means in a landing page's state for the page year (../shared/ACA-RULES.md rules 4, 10 and 11):
 * whether the state expanded Medicaid (the credit starts above the Medicaid line there, at the poverty line elsewhere),
 * and from when its expansion adults who lose Medicaid for not meeting the work requirement cannot get a credit.
 * States in the same case share a key, so each language words each case once.
 */
export type MedicaidCase = { expanded: false } | { expanded: true; workRequirementFrom: Day | null }

function medicaidCaseOf(slug: StateSlug): [string, MedicaidCase] {
  const code = landingStateCodes[slug]
  if (!findStateMedicaid(code).expanded) return ['notExpanded', { expanded: false }]
  const from = workRequirementIn(code, pageYear)?.from ?? null
  return [`expanded ${from ?? 'noWorkRequirement'}`, { expanded: true, workRequirementFrom: from }]
}

const slugs = Object.keys(landingStateCodes) as StateSlug[]
/** Each case by its key. */
export const medicaidCases: Record<string, MedicaidCase> = Object.fromEntries(slugs.map(medicaidCaseOf))
/** Each landing page's case key. */
export const medicaidCaseKey = Object.fromEntries(slugs.map((slug) => [slug, medicaidCaseOf(slug)[0]])) as Record<
  StateSlug,
  string
>
