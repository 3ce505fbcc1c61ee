import { pageYearOn } from './yearOnSale'
import { isFactYear, yearFacts } from './yearFacts'

/**
 * The day this build was made (YYYY-MM-DD, UTC): vite.config.ts hands it in from BUILD_DAY, which scripts/build.sh
 * sets once so the browser bundle and the prerender agree. Pages state the facts of the coverage year on sale that
 * day, naming the year; whatever depends on the visitor's own day is decided in the browser.
 */
declare const __BUILD_DAY__: string

export const buildDay: string = typeof __BUILD_DAY__ === 'string' ? __BUILD_DAY__ : new Date().toISOString().slice(0, 10)

/** The coverage year the pages describe, and its facts. */
export const pageYear = pageYearOn(buildDay)
export const pageFacts = yearFacts[pageYear]
/** The coverage year before it, which special enrollment may still sell (2026 while 2027's open enrollment is on). */
const previousYear = pageYear - 1
export const previousYearFacts = isFactYear(previousYear) ? yearFacts[previousYear] : null
