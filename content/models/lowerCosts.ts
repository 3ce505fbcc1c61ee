import { lowestShare } from '../../rules/applicablePercentages'
import { costSharingLevels } from '../../rules/costSharing'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import { creditRungs } from './sharedFigures'
import { benchmarkAtLine, tableHouseholdSizes } from './benchmarkAtIncome'

/**
 * /lower-costs' tables for the page year, computed once from rules; each language's pages/lowerCosts.ts
 * words them. Incomes and prices in dollars, shares in hundredths of a percent as the rules keep them.
 */

const year = pageYear
const upperLimit = creditUpperLimitPercent(year)
const [strongestSilver] = costSharingLevels

/** What one person pays at most for the benchmark Silver plan at each rung of the credit, and where it ends. */
const creditTable = {
  rungs: creditRungs.map((percent) => {
    const [{ yearlyIncome, share, monthlyMax }] = benchmarkAtLine(year, percent, [1])
    if (share === null || monthlyMax === null)
      throw new Error(`${year} gives no credit at ${percent}% of the poverty line: not a rung of the credit`)
    return { percent, yearlyIncome, share, monthlyMax }
  }),
  /** The income above which there is no credit, for one person; null in a year without an upper limit. */
  overLimit: upperLimit === null ? null : { percent: upperLimit, yearlyIncome: incomeAt(year, 1, upperLimit) },
}

/** The cost-sharing levels (each from the level before it) and each household size's income limit at each. */
const costSharing = {
  levels: costSharingLevels.map((level, index) => ({
    fromPercent: index === 0 ? null : costSharingLevels[index - 1].upToPercent,
    upToPercent: level.upToPercent,
    planPays: level.planPays,
  })),
  limits: tableHouseholdSizes.map((householdSize) => ({
    householdSize,
    incomes: costSharingLevels.map((level) => incomeAt(year, householdSize, level.upToPercent)),
  })),
}

/** The most the benchmark Silver plan costs at the strongest Silver line, for each household size. */
const atStrongestSilver = {
  linePercent: strongestSilver.upToPercent,
  silverPlanPays: strongestSilver.planPays,
  lowestShare: lowestShare(year),
  rows: benchmarkAtLine(year, strongestSilver.upToPercent, tableHouseholdSizes).map(
    ({ householdSize, yearlyIncome, monthlyMax }) => ({
      householdSize,
      yearlyIncome,
      monthlyMax,
    }),
  ),
}

export const lowerCostsModel = {
  year,
  guidelineYear: guidelineYearOf(year),
  upperLimit,
  creditTable,
  costSharing,
  atStrongestSilver,
}
