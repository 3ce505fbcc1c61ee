import { taxCreditGuide, usd, type HouseholdRow } from './figures'

/** '1 person', '3 people': the first column of every household table. */
export function householdLabel(size: number): string {
  return size === 1 ? '1 person' : `${size} people`
}

/** A figure for one household size, looked up by size (never by position), so a reordered list cannot misalign. */
export function amountFor(rows: readonly HouseholdRow[], size: number): number {
  const row = rows.find((candidate) => candidate.householdSize === size)
  if (!row) throw new Error(`No ${householdLabel(size)} row in the figures`)
  return row.amount
}

/** The tax credit guide as table rows: household, the $0-premium line, the upper limit of the credit. */
export const taxCreditGuideRows = taxCreditGuide.upperLimit.map(
  (row) => [householdLabel(row.householdSize), usd(amountFor(taxCreditGuide.zeroPremiumUnder, row.householdSize)), usd(row.amount)] as const,
)
