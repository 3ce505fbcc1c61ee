/**
 * Build step 0: warns (never fails: the site must still ship) when the build's day is on sale for a coverage year
 * rules has no facts for, so the pages would go on stating an older year's dates and figures.
 */
import { missingFactsWarning } from '../../rules/yearOnSale'
import { buildDay } from './buildDay'

const warning = missingFactsWarning(buildDay(process.env.BUILD_DAY))
if (warning) console.warn(`\n!! WARNING: ${warning}\n`)
