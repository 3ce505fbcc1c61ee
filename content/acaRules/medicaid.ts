import type { PovertyRegion } from './povertyGuidelines'
import { sources } from './sources'

/** The 50 states and DC by postal code. */
export type StateCode =
  | 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS'
  | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC'
  | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY'

/** A state that did not expand Medicaid but covers some adults under the poverty line its own way. */
export type AdultProgram = { name: string; /** Adults under this share of the poverty line. */ underPercent: number; note: string }

export type StateMedicaid = {
  code: StateCode
  name: string
  /** Whether the state expanded Medicaid to adults up to 138% of the poverty line. */
  expanded: boolean
  adultProgram?: AdultProgram
}

export const medicaidSource = sources.medicaidExpansion
export const medicaidAsOf = 2026

export { expansionLimitPercent } from './medicaidLine'

/** The states that had not expanded Medicaid in 2026 (KFF); every other state and DC had. */
const notExpanded: ReadonlySet<StateCode> = new Set(['AL', 'FL', 'GA', 'KS', 'MS', 'SC', 'TN', 'TX', 'WI', 'WY'])

const programs: Partial<Record<StateCode, AdultProgram>> = {
  WI: { name: 'BadgerCare Plus', underPercent: 100, note: 'Wisconsin covers adults under the poverty line through BadgerCare Plus without expanding Medicaid.' },
  GA: { name: 'Georgia Pathways to Coverage', underPercent: 100, note: 'Georgia Pathways covers adults under the poverty line who meet a work or activity requirement.' },
}

const names: Record<StateCode, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}

/**
 * Every state and DC, alphabetical by name, as the estimator's state list shows them. The names are plain ASCII, so
 * code-point order is alphabetical; localeCompare would start the browser's collator while the home page loads
 * (about 50 ms of main thread on a throttled phone).
 */
export const stateMedicaid: readonly StateMedicaid[] = (Object.keys(names) as StateCode[])
  .map((code) => ({ code, name: names[code], expanded: !notExpanded.has(code), ...(programs[code] ? { adultProgram: programs[code] } : {}) }))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

export function isStateCode(value: string): value is StateCode {
  return Object.hasOwn(names, value)
}

export function findStateMedicaid(code: StateCode): StateMedicaid {
  const found = stateMedicaid.find((state) => state.code === code)
  if (!found) throw new Error(`no Medicaid data for ${code}`)
  return found
}

/** The poverty guideline region a state uses. */
export function povertyRegion(code: StateCode): PovertyRegion {
  return code === 'AK' ? 'alaska' : code === 'HI' ? 'hawaii' : 'contiguous'
}
