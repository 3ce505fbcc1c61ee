import { locales } from '../../rules/locales.ts'

/** The languages' codes, one a line, default first: the languages scripts/build.sh builds, in its order. */
console.log(locales.join('\n'))
