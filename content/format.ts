import type { Locale } from './locales'

/**
 * How the site writes money, percentages, numbers and lists, per language: US English (`en-US`) now, US Spanish
 * (`es-US`) for the Spanish pages, through Intl. formatter.ts binds them, with the dates, to one language for a copy
 * module written in it (`formatter('es')`), so it cannot forget to pass it. Each is a function of its own taking the
 * language (English by default), so a page downloads only the ones its copy uses: this module is in every first
 * download (the header prints the review count), and a formatter object would bring all of them there.
 */
export const intlLocales = { en: 'en-US', es: 'es-US' } as const satisfies Record<Locale, string>

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 }

// Both US locales write dollars and shares of income alike ('$60,240', '$1,234.50', '6.17%': tests/unit/format.test.ts
// holds them to Intl's currency and percent styles), so the sign is written here and only the figure goes through
// Intl: toLocaleString without options reuses one cached formatter, where each call with options builds a new one.

/** Dollars: '$60,240' when whole, '$1,234.50' with cents. */
export function money(amount: number, locale: Locale = 'en'): string {
  return `$${amount.toLocaleString(intlLocales[locale], Number.isInteger(amount) ? undefined : twoDecimals)}`
}

/** Hundredths of a percent, as content/acaRules keeps shares of income: 617 -> '6.17%'. */
export function percent(hundredths: number, locale: Locale = 'en'): string {
  return `${(hundredths / 100).toLocaleString(intlLocales[locale], twoDecimals)}%`
}

/** A whole percent: 400 -> '400%'. */
export function wholePercent(value: number, locale: Locale = 'en'): string {
  return `${value.toLocaleString(intlLocales[locale])}%`
}

/** A count or amount without a unit: 2847 -> '2,847'. */
export function number(value: number, locale: Locale = 'en'): string {
  return value.toLocaleString(intlLocales[locale])
}

/** 'Florida, Texas, and Ohio' / 'Florida, Texas y Ohio' ('or' lists: 'o'). */
export function list(items: readonly string[], locale: Locale = 'en', kind: 'and' | 'or' = 'and'): string {
  return new Intl.ListFormat(intlLocales[locale], { type: kind === 'and' ? 'conjunction' : 'disjunction' }).format(items)
}
