import { type Locale, siteLocales } from '../rules/locales'

// How the site writes money, percentages and lists, per language: each language's Intl locale (rules/locales.ts).
// Dates are each language's dates.ts (content/en/browser/dates.ts): a page that prints a date in the browser does not download
// the number formatters with it.

/**
 * Money, percentages and counts in both languages: US Spanish writes them as US English does ('$1,234.50', '6.17%',
 * as CuidadoDeSalud.gov does), and browsers' Spanish number data differ (WebKit's puts a space before '%'), which
 * would make a Spanish page's text differ between the prerender and the browser.
 */
const numbersLocale = 'en-US'

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
  /** 'Florida, Texas, and Ohio' / 'Florida, Texas y Ohio' ('or' lists: 'o'). */
  list: (items: readonly string[], kind?: 'and' | 'or') => string
}

export function formatter(locale: Locale): Formatter {
  const intl = siteLocales[locale].intl
  // Made on first use: a page that prints no money builds no number formatter while it starts.
  const lazy = (options: Intl.NumberFormatOptions) => {
    let made: Intl.NumberFormat | undefined
    return (value: number) => {
      made ??= new Intl.NumberFormat(numbersLocale, options)
      return made.format(value)
    }
  }
  const wholeDollars = lazy({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const cents = lazy({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const hundredths = lazy({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const whole = lazy({ style: 'percent', maximumFractionDigits: 0 })
  const plain = lazy({})
  return {
    locale,
    money: (amount) => (Number.isInteger(amount) ? wholeDollars : cents)(amount),
    percent: (value) => hundredths(value / 10000),
    wholePercent: (value) => whole(value / 100),
    number: (value) => plain(value),
    list: (items, kind = 'and') =>
      new Intl.ListFormat(intl, { type: kind === 'and' ? 'conjunction' : 'disjunction' }).format(items),
  }
}

/** The English pages' formatter. */
export const en: Formatter = formatter('en')

/** The Spanish pages' formatter: '$1,234.50', 'Florida, Texas y Ohio'. */
export const es: Formatter = formatter('es')
