import { costSharingLevels } from '../../rules/costSharing'
import { guidelineYearOf } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import { benchmarkAtLine, tableHouseholdSizes } from './benchmarkAtIncome'

/** The income line up to which a Silver plan pays the most (cost-sharing reductions): the low-cost table's line. */
const strongestSilver = costSharingLevels[0]

/**
 * /sep's low-cost table for the page year, computed once: for each household size, the monthly income at the line
 * and the most the benchmark Silver plan costs there (null where the year gives no credit). Each language's
 * pages/sep.ts words it.
 */
export const sepIncomeModel = {
  guidelineYear: guidelineYearOf(pageYear),
  linePercent: strongestSilver.upToPercent,
  silverPlanPays: strongestSilver.planPays,
  rows: benchmarkAtLine(pageYear, strongestSilver.upToPercent, tableHouseholdSizes).map(
    ({ householdSize, yearlyIncome, monthlyMax, share }) => ({
      householdSize,
      monthlyIncome: Math.floor(yearlyIncome / 12),
      benchmark: monthlyMax === null || share === null ? null : { monthlyMax, share },
    }),
  ),
}
