import { stateCodes, type StateCode } from '../../../rules/stateCodes'

// In the order of stateCodes (rules/stateCodes.ts), in one string: the codes are not downloaded twice. The
// database's own table of names (tests/db) holds each name to its code.
const names = (
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Distrito de Columbia|' +
  'Florida|Georgia|Hawái|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Luisiana|Maine|Maryland|' +
  'Massachusetts|Michigan|Minnesota|Misisipi|Misuri|Montana|Nebraska|Nevada|Nuevo Hampshire|' +
  'Nueva Jersey|Nuevo México|Nueva York|Carolina del Norte|Dakota del Norte|Ohio|Oklahoma|Oregón|' +
  'Pensilvania|Rhode Island|Carolina del Sur|Dakota del Sur|Tennessee|Texas|Utah|Vermont|Virginia|' +
  'Washington|Virginia Occidental|Wisconsin|Wyoming'
).split('|')

/** Each state's and DC's name as the pages show it, by postal code (rules/medicaid.ts holds the facts). */
export const stateNames = Object.fromEntries(stateCodes.map((code, index) => [code, names[index]])) as Readonly<
  Record<StateCode, string>
>

const withoutAccent: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' }

/**
 * A name as Spanish alphabetical order reads it: lowercase, accents left out, so 'Nuevo México' sorts as 'nuevo
 * mexico' and 'Oregón' as 'oregon' (code points would put every accented letter after z). No name has a ñ, which
 * Spanish sorts after n: tests/unit/stateNames.test.ts holds the order to Intl.Collator's. Not localeCompare, for the
 * reason content/en/browser/stateNames.ts gives.
 */
function sortKey(name: string): string {
  return name.toLowerCase().replace(/[áéíóúü]/g, (letter) => withoutAccent[letter])
}

/** Every state and DC, alphabetical by Spanish name ('Carolina del Norte' under C), as the estimator's lists show them. */
export const statesByName: readonly { code: StateCode; name: string }[] = stateCodes
  .map((code) => ({ code, name: stateNames[code], key: sortKey(stateNames[code]) }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  .map(({ code, name }) => ({ code, name }))
