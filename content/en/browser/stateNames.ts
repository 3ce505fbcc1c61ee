import { stateCodes, type StateCode } from '../../../rules/stateCodes'

// In the order of stateCodes (rules/stateCodes.ts), in one string: the codes are not downloaded twice. The
// database's own table of names (tests/db) holds each name to its code.
const names = (
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|' +
  'Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|' +
  'Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|' +
  'New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|' +
  'Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|' +
  'West Virginia|Wisconsin|Wyoming'
).split('|')

/** Each state's and DC's name as the pages show it, by postal code (rules/medicaid.ts holds the facts). */
export const stateNames = Object.fromEntries(stateCodes.map((code, index) => [code, names[index]])) as Readonly<
  Record<StateCode, string>
>

/**
 * Every state and DC, alphabetical by name, as the estimator's state lists show them. The names are plain ASCII, so
 * code-point order is alphabetical; localeCompare would start the browser's collator while the home page loads
 * (about 50 ms of main thread on a throttled phone).
 */
export const statesByName: readonly { code: StateCode; name: string }[] = stateCodes
  .map((code) => ({ code, name: stateNames[code] }))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
