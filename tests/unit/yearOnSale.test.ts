import { describe, expect, it } from 'vitest'
import { dayRange, fullDate, monthOfYear } from '../../content/en/browser/dates'
import { incomeAt, povertyLine } from '../../rules/incomeLines'
import { coverageYears, latestCoverageYear } from '../../rules/yearFacts'
import { years } from '../../rules/years'
import { missingFactsWarning, pageYearOn, yearOnSale } from '../../rules/yearOnSale'
import { buildDay } from '../../scripts/build/buildDay'

/** The latest coverage year rules/ has a file for, and the next one, which it has none for. */
const latest = latestCoverageYear()
const unknown = latest + 1

describe('the coverage year on sale', () => {
  it.each([
    // day, year the site leads with, open enrollment on, the year a special enrollment buys
    ['2026-10-31', 2026, false, 2026],
    ['2026-11-01', 2027, true, 2026],
    ['2026-11-23', 2027, true, 2026],
    ['2026-11-30', 2027, true, 2026],
    ['2026-12-01', 2027, true, 2027],
    ['2026-12-15', 2027, true, 2027],
    ['2026-12-16', 2027, false, 2027],
    ['2027-01-15', 2027, false, 2027],
    ['2026-01-15', 2026, true, 2026],
    ['2026-01-16', 2026, false, 2026],
    ['2025-12-20', 2026, true, 2026],
  ] as const)('on %s it is %i (open enrollment: %s; special enrollment buys %i)', (day, year, open, special) => {
    const onSale = yearOnSale(day)
    expect(onSale.year).toBe(year)
    expect(onSale.openEnrollment !== null).toBe(open)
    expect(onSale.specialEnrollmentYear).toBe(special)
    expect(onSale.facts?.year).toBe(year)
  })

  it('ends 2027 open enrollment on December 15, 2026, and knows no facts for the year after the latest on November 1', () => {
    expect(yearOnSale('2026-11-23').openEnrollment?.end).toBe('2026-12-15')
    expect(yearOnSale(`${latest}-11-01`)).toMatchObject({ year: unknown, openEnrollment: null, facts: null })
  })

  it('has pages describe the year on sale, the latest known year when that one has no facts, never a year not yet on sale', () => {
    expect(pageYearOn('2026-11-23')).toBe(2027)
    expect(pageYearOn('2026-10-31')).toBe(2026)
    expect(pageYearOn(`${latest}-11-02`)).toBe(latest)
  })

  it('warns the build when the day is on sale for a year rules/ has no facts for', () => {
    expect(missingFactsWarning('2026-11-23')).toBeNull()
    expect(missingFactsWarning(`${latest}-11-02`)).toContain(
      `no facts for ${unknown} coverage, which is on sale on ${latest}-11-02`,
    )
  })

  it('takes the build day from BUILD_DAY, refusing anything but a date', () => {
    expect(buildDay('2026-11-23')).toBe('2026-11-23')
    expect(buildDay(undefined)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(() => buildDay('tomorrow')).toThrow(/BUILD_DAY must be a date as YYYY-MM-DD, got "tomorrow"/)
  })
})

describe('facts by coverage year', () => {
  it('marks the figures only secondary sources back', () => {
    const secondary = coverageYears.flatMap((year) =>
      Object.entries(years[year])
        .filter(([, fact]) => typeof fact === 'object' && fact !== null && 'secondary' in fact)
        .map(([name]) => `${year} ${name}`),
    )
    expect(secondary).toEqual(['2027 outOfPocketMax'])
  })

  it('prints days as the pages do', () => {
    expect(fullDate('2026-12-15')).toBe('December 15, 2026')
    expect(dayRange('2026-11-01', '2026-12-15')).toBe('November 1 – December 15, 2026')
    expect(dayRange('2025-11-01', '2026-01-15')).toBe('November 1, 2025 – January 15, 2026')
    expect(monthOfYear('2026-11')).toBe('November 2026')
  })
})

describe('income lines', () => {
  it('measure 2027 coverage against the 2026 guidelines and round a line down to whole dollars', () => {
    expect(povertyLine(2027, 1)).toBe(15960)
    expect(povertyLine(2027, 4)).toBe(33000)
    expect(incomeAt(2027, 1, 400)).toBe(63840)
    expect(incomeAt(2027, 1, 138)).toBe(22024)
    expect(incomeAt(2026, 1, 400)).toBe(62600)
    expect(incomeAt(2025, 1, 150)).toBe(22590)
  })
})
