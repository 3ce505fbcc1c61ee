import { singlePersonUpperLimits } from './acaRules/creditLimits'
import { en } from './format'

/**
 * The yearly income above which a single person gets no tax credit, for each coverage year that has such a limit
 * (none for 2025; 400% of the poverty line from 2026), from the rules the estimator uses. Dollars are written alike
 * in both languages (content/format.ts), so both self-employed pages read this one list.
 */
export const singleCreditLimits: ReadonlyArray<{ year: number; percent: number; amount: string }> = singlePersonUpperLimits().map(
  ({ year, percent, dollars }) => ({ year, percent, amount: en.money(dollars) }),
)
