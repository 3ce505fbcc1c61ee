import type { Day } from './acaRules/days'
import type { Locale } from './locales'

/**
 * How the site writes money, percentages, dates and lists, per language: US English (`en-US`) now, US Spanish
 * (`es-US`) for the Spanish pages. Numbers and lists go through Intl. Dates are spelled from the month names below
 * instead of Intl.DateTimeFormat, so a page prints its dates without loading the browser's date data while it
 * starts; tests/unit/format.test.ts holds every month's spelling to Intl's own in both languages. Ranges keep plain
 * spaces around the en dash (Intl's formatRange puts thin spaces there).
 */
export const intlLocales = { en: 'en-US', es: 'es-US' } as const satisfies Record<Locale, string>

/**
 * Money, percentages and counts in both languages: US Spanish writes them as US English does ('$1,234.50', '6.17%',
 * as CuidadoDeSalud.gov does), and browsers' Spanish number data differ (WebKit's puts a space before '%'), which
 * would make a Spanish page's text differ between the prerender and the browser.
 */
const numbersLocale = 'en-US'

const monthNames: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
}

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

function parts(day: Day): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, date }
}

export function formatter(locale: Locale): Formatter {
  const intl = intlLocales[locale]
  const names = monthNames[locale]
  // Made on first use: a page that prints no money builds no number formatter while it starts.
  const lazy = (options: Intl.NumberFormatOptions) => {
    let made: Intl.NumberFormat | undefined
    return (value: number) => (made ??= new Intl.NumberFormat(numbersLocale, options)).format(value)
  }
  const wholeDollars = lazy({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const cents = lazy({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const hundredths = lazy({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const whole = lazy({ style: 'percent', maximumFractionDigits: 0 })
  const plain = lazy({})
  const monthAndDate = (day: Day) => {
    const { month, date } = parts(day)
    return locale === 'en' ? `${names[month - 1]} ${date}` : `${date} de ${names[month - 1]}`
  }
  const date = (day: Day) => `${monthAndDate(day)}${locale === 'en' ? ',' : ' de'} ${parts(day).year}`
  return {
    locale,
    money: (amount) => (Number.isInteger(amount) ? wholeDollars : cents)(amount),
    percent: (value) => hundredths(value / 10000),
    wholePercent: (value) => whole(value / 100),
    number: (value) => plain(value),
    monthAndDate,
    date,
    dayRange: (start, end) => `${parts(start).year === parts(end).year ? monthAndDate(start) : date(start)} – ${date(end)}`,
    monthOfYear: (month) => {
      const [year, index] = month.split('-').map(Number)
      return locale === 'en' ? `${names[index - 1]} ${year}` : `${names[index - 1]} de ${year}`
    },
    list: (items, kind = 'and') => new Intl.ListFormat(intl, { type: kind === 'and' ? 'conjunction' : 'disjunction' }).format(items),
  }
}

/** The English pages' formatter. */
export const en: Formatter = formatter('en')

/** The Spanish pages' formatter: '$1,234.50', '15 de diciembre de 2026', 'Florida, Texas y Ohio'. */
export const es: Formatter = formatter('es')
