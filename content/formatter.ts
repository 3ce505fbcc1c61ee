import { dayRange, fullDate, monthAndDate, monthOfYear, type Day } from './acaRules/days'
import { intlLocales, list, money, number, percent, wholePercent } from './format'
import type { Locale } from './locales'

/**
 * Money, percentages, numbers, lists and dates bound to one language, for a copy module written in it
 * (`formatter('es')`), so it cannot forget to pass the language. English dates are acaRules/days.ts's, spelled from
 * month names so an English page prints its dates without loading the browser's date data while it starts (and
 * without this module: the English pages import days.ts directly); other languages ask Intl.DateTimeFormat.
 * tests/unit/format.test.ts holds both to Intl's own spelling. Ranges keep plain spaces around the en dash (Intl's
 * formatRange puts thin spaces there).
 */
export type Formatter = {
  locale: Locale
  /** Dollars: '$60,240' when whole, '$1,234.50' with cents. */
  money: (amount: number) => string
  /** Hundredths of a percent: 617 -> '6.17%'. */
  percent: (hundredths: number) => string
  /** A whole percent: 400 -> '400%'. */
  wholePercent: (percent: number) => string
  /** A count or amount without a unit: 2847 -> '2,847'. */
  number: (value: number) => string
  /** '2026-12-15' -> 'December 15' / '15 de diciembre'. */
  monthAndDate: (day: Day) => string
  /** '2026-12-15' -> 'December 15, 2026' / '15 de diciembre de 2026'. */
  date: (day: Day) => string
  /** 'November 1 – December 15, 2026'; the start's year too when the range crosses a new year. */
  dayRange: (start: Day, end: Day) => string
  /** '2026-11' -> 'November 2026' / 'noviembre de 2026'. */
  monthOfYear: (month: string) => string
  /** 'Florida, Texas, and Ohio' / 'Florida, Texas y Ohio' ('or' lists: 'o'). */
  list: (items: readonly string[], kind?: 'and' | 'or') => string
}

type Dates = Pick<Formatter, 'monthAndDate' | 'date' | 'dayRange' | 'monthOfYear'>

function intlDates(locale: Locale): Dates {
  const spell = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocales[locale], { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
  const date = (day: Day) => spell(day, { dateStyle: 'long' })
  const monthAndDate = (day: Day) => spell(day, { month: 'long', day: 'numeric' })
  return {
    monthAndDate,
    date,
    dayRange: (start, end) => `${start.slice(0, 4) === end.slice(0, 4) ? monthAndDate(start) : date(start)} – ${date(end)}`,
    monthOfYear: (month) => spell(`${month}-15`, { month: 'long', year: 'numeric' }),
  }
}

const englishDates: Dates = { monthAndDate, date: fullDate, dayRange, monthOfYear }

export function formatter(locale: Locale): Formatter {
  return {
    locale,
    money: (amount) => money(amount, locale),
    percent: (hundredths) => percent(hundredths, locale),
    wholePercent: (value) => wholePercent(value, locale),
    number: (value) => number(value, locale),
    list: (items, kind) => list(items, locale, kind),
    ...(locale === 'en' ? englishDates : intlDates(locale)),
  }
}
