/** BUILD_DAY (YYYY-MM-DD) as given, checked, or today in UTC: the day whose coverage year the pages describe. */
export function buildDay(raw: string | undefined): string {
  if (!raw) return new Date().toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw new Error(`BUILD_DAY must be a date as YYYY-MM-DD, got "${raw}"`)
  }
  return raw
}
