/**
 * Answers another page's form carries to /savings-calculator in the address (the home hero's first three
 * questions): `?state=FL&householdSize=2&yearlyIncome=40000`, and optionally `coverageYear`. Only these names are
 * read, each cut to a short length; the estimator checks the values as if the visitor had typed them.
 */
export const carriedFieldNames = ['state', 'householdSize', 'yearlyIncome', 'coverageYear'] as const

export type CarriedField = (typeof carriedFieldNames)[number]
export type CarriedAnswers = Partial<Record<CarriedField, string>>

const maxLength = 20

/** The carried answers in a query string, or null when it carries none. */
export function carriedAnswers(search: string): CarriedAnswers | null {
  const params = new URLSearchParams(search)
  const answers: CarriedAnswers = {}
  for (const name of carriedFieldNames) {
    const value = params.get(name)?.trim()
    if (value) answers[name] = value.slice(0, maxLength)
  }
  return Object.keys(answers).length > 0 ? answers : null
}
