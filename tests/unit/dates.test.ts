import { describe, expect, it } from 'vitest'
import * as en from '../../content/en/browser/dates'
import * as es from '../../content/es/browser/dates'

const intlDate = (locale: string, day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-15`)

describe('dates as each language writes them', () => {
  it.each(months)('spells %s as Intl does, in English and in US Spanish', (day) => {
    expect(en.fullDate(day)).toBe(intlDate('en-US', day, { dateStyle: 'long' }))
    expect(es.fullDate(day)).toBe(intlDate('es-US', day, { dateStyle: 'long' }))
    expect(en.monthAndDate(day)).toBe(intlDate('en-US', day, { month: 'long', day: 'numeric' }))
    expect(es.monthAndDate(day)).toBe(intlDate('es-US', day, { month: 'long', day: 'numeric' }))
    expect(en.monthOfYear(day.slice(0, 7))).toBe(intlDate('en-US', day, { month: 'long', year: 'numeric' }))
    expect(es.monthOfYear(day.slice(0, 7))).toBe(intlDate('es-US', day, { month: 'long', year: 'numeric' }))
  })
  it('writes a window of days with the year once, or both years across a new year', () => {
    expect(en.dayRange('2026-11-01', '2026-12-15')).toBe('November 1 – December 15, 2026')
    expect(en.dayRange('2025-11-01', '2026-01-15')).toBe('November 1, 2025 – January 15, 2026')
    expect(es.dayRange('2026-11-01', '2026-12-15')).toBe('1 de noviembre – 15 de diciembre de 2026')
    expect(es.dayRange('2025-11-01', '2026-01-15')).toBe('1 de noviembre de 2025 – 15 de enero de 2026')
  })
})
