import type { CoverageYear } from './years'
import { pageYearOn, yearOnSale } from './yearOnSale'
import { isCoverageYear } from './yearFacts'

/**
 * The day this build was made (YYYY-MM-DD, UTC): vite.config.ts hands it in from BUILD_DAY, which scripts/build.sh
 * sets once so the browser bundle and the prerender agree. Pages state the facts of the coverage year on sale that
 * day, naming the year (`years[pageYear]`); whatever depends on the visitor's own day is decided in the browser.
 */
declare const __BUILD_DAY__: string

export const buildDay: string =
  typeof __BUILD_DAY__ === 'string' ? __BUILD_DAY__ : new Date().toISOString().slice(0, 10)

/** The coverage year the pages describe. */
export const pageYear = pageYearOn(buildDay)

/**
 * The coverage year special enrollment sells on the build day when it is not the page year (2026 while 2027's open
 * enrollment is on, until December); null when it is the page year or rules/ has no file for it.
 */
const onSale = yearOnSale(buildDay).specialEnrollmentYear
export const specialEnrollmentYear: CoverageYear | null = onSale !== pageYear && isCoverageYear(onSale) ? onSale : null
