import { es } from '../format'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt, lines } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import type { CoverageYear } from '../../rules/years'
import { defaultUpperLimitPercent, tableHouseholdSizes } from '../models/benchmarkAtIncome'
import { metalTiers, povertyLevel, premiumTaxCredit } from './browser/glossary'

export { tableHouseholdSizes }

/** '1 persona', '3 personas': the first column of every household table. */
export function householdLabel(size: number): string {
  return size === 1 ? `${size} persona` : `${size} personas`
}

/** The income guide of a coverage year, computed from its rules as content/en/householdTables.ts does, in Spanish. */
export function incomeGuideRows(year: CoverageYear = pageYear, upperLimitPercent = defaultUpperLimitPercent) {
  const [, , silverExtraUpTo] = lines.costSharing
  return tableHouseholdSizes.map(
    (size) =>
      [
        householdLabel(size),
        es.money(incomeAt(year, size, lines.povertyLine)),
        es.money(incomeAt(year, size, silverExtraUpTo)),
        es.money(incomeAt(year, size, upperLimitPercent)),
      ] as const,
  )
}

/** Column headings of incomeGuideRows. */
export const incomeGuideColumns = [
  'Tamaño del hogar',
  'Nivel federal de pobreza',
  `Ahorro adicional en el plan ${metalTiers.Silver} hasta`,
  `Posible ${premiumTaxCredit} hasta`,
] as const

/** The page year's income guide as a table: /lower-costs, /aca-for-families and /aca-for-seniors-under-65 print it. */
export const pageIncomeGuide = {
  year: pageYear,
  caption: `Guía de ingresos de ${pageYear} según el tamaño del hogar (${povertyLevel} de ${guidelineYearOf(pageYear)}, los 48 estados contiguos y el Distrito de Columbia)`,
  columns: incomeGuideColumns,
  rows: incomeGuideRows(pageYear, creditUpperLimitPercent(pageYear) ?? undefined),
}
