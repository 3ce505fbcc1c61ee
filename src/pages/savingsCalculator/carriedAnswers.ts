/**
 * Answers another page's form carries to /savings-calculator (the home hero's first three questions).
 *
 * State and household size travel in the address (`?state=FL&householdSize=2`, and optionally `coverageYear`),
 * so the hero works as a plain form before any JavaScript runs. Income never does: an address is kept in the
 * browser's history, in server and proxy logs and in the Referer header of the next request, and a household's
 * income is nobody's business there. The hero hands it over in the history entry's state instead (kept by this
 * browser tab only), which needs the page's JavaScript; without it the calculator asks for the income.
 *
 * Only these names are read, each cut to a short length; the estimator checks the values as if typed.
 */
export const addressFieldNames = ['state', 'householdSize', 'coverageYear'] as const
export const incomeFieldName = 'yearlyIncome'

export type CarriedField = (typeof addressFieldNames)[number] | typeof incomeFieldName
export type CarriedAnswers = Partial<Record<CarriedField, string>>

/** The key of the history entry's state that holds the carried income. */
export const carriedIncomeKey = 'estimatorYearlyIncome'

const maxLength = 20

/**
 * The carried answers: the address's query string, and the income read from the history entry's state by
 * `carriedIncome`. Null when nothing is carried.
 */
export function carriedAnswers(search: string, income: string | null = null): CarriedAnswers | null {
  const params = new URLSearchParams(search)
  const answers: CarriedAnswers = {}
  for (const name of addressFieldNames) {
    const value = params.get(name)?.trim()
    if (value) answers[name] = value.slice(0, maxLength)
  }
  if (income) answers[incomeFieldName] = income
  return Object.keys(answers).length > 0 ? answers : null
}

/** The income a history entry's state carries, trimmed and cut, or null (another key or not a string: null). */
export function carriedIncome(historyState: unknown): string | null {
  if (typeof historyState !== 'object' || historyState === null) return null
  const value = (historyState as Record<string, unknown>)[carriedIncomeKey]
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, maxLength) : null
}
