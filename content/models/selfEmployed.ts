import { costSharingLevels } from '../../rules/costSharing'
import { singlePersonUpperLimits } from '../../rules/creditLimits'
import { guidelineYearOf, incomeAt, incomeGuideTopPercent, lines } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import { en } from '../format'
import { benchmarkAtLine } from './benchmarkAtIncome'

/**
 * /insurance-for-self-employed's premium examples for one person in the page year, computed once; each language's
 * pages/selfEmployed.ts words them. `monthlyMax` is null where the year gives no credit.
 */

const [strongestSilver, , lastSilver] = costSharingLevels

/** One person's benchmark Silver plan at an income line of the page year (../shared/ACA-RULES.md rules 2-6). */
function atLine(percent: number) {
  const [{ yearlyIncome, monthlyMax }] = benchmarkAtLine(pageYear, percent, [1])
  return { yearlyIncome, monthlyMax }
}

export const selfEmployedModel = {
  guidelineYear: guidelineYearOf(pageYear),
  /** One person's income at the Medicaid expansion line. */
  medicaidLineIncome: incomeAt(pageYear, 1, lines.medicaidExpansion),
  /** At the strongest and the last cost-sharing line: what Silver pays there. */
  silverLines: [strongestSilver, lastSilver].map((level) => ({
    ...atLine(level.upToPercent),
    silverPlanPays: level.planPays,
  })),
  /** At the top of the page year's income guide. */
  guideTop: atLine(incomeGuideTopPercent(pageYear)),
}

/**
 * The yearly income above which a single person gets no tax credit, for each coverage year that has such a limit
 * (none for 2025; 400% of the poverty line from 2026), from the rules the estimator uses. Dollars are written alike
 * in both languages (content/format.ts), so both self-employed pages read this one list.
 */
export const singleCreditLimits: ReadonlyArray<{ year: number; percent: number; amount: string }> =
  singlePersonUpperLimits().map(({ year, percent, dollars }) => ({ year, percent, amount: en.money(dollars) }))
