import { en } from '../format'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt, lines } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import type { CoverageYear } from '../../rules/years'
import { defaultUpperLimitPercent, tableHouseholdSizes } from '../models/benchmarkAtIncome'

export { tableHouseholdSizes }

/** '1 person', '3 people': the first column of every household table. */
export function householdLabel(size: number): string {
  return size === 1 ? '1 person' : `${size} people`
}

/**
 * The income guide of a coverage year, computed from its rules (never typed): for each household size, the
 * yearly income up to which the Silver plan's extra savings reach (250% of the poverty line) and up to which a
 * premium tax credit can apply (the year's upper limit, 400% from 2026). Whole dollars, rounded down (rule 3).
 */
export function incomeGuideRows(year: CoverageYear = pageYear, upperLimitPercent = defaultUpperLimitPercent) {
  const [, , silverExtraUpTo] = lines.costSharing
  return tableHouseholdSizes.map(
    (size) =>
      [
        householdLabel(size),
        en.money(incomeAt(year, size, lines.povertyLine)),
        en.money(incomeAt(year, size, silverExtraUpTo)),
        en.money(incomeAt(year, size, upperLimitPercent)),
      ] as const,
  )
}

/** Column headings of incomeGuideRows. */
export const incomeGuideColumns = [
  'Household size',
  'Poverty line',
  'Extra Silver savings up to',
  'Tax credit possible up to',
] as const

/** The page year's income guide as a table: /lower-costs, /aca-for-families and /aca-for-seniors-under-65 print it. */
export const pageIncomeGuide = {
  year: pageYear,
  caption: `${pageYear} income guide by household size (${guidelineYearOf(pageYear)} poverty guidelines, 48 states and DC)`,
  columns: incomeGuideColumns,
  rows: incomeGuideRows(pageYear, creditUpperLimitPercent(pageYear) ?? undefined),
}
