import type { PovertyRegion } from './povertyGuidelines'

/**
 * The 50 states and DC by postal code. Their names, and the estimator's list sorted by name, are words: each language
 * has its own (content/stateNames.ts).
 */
export type StateCode =
  | 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS'
  | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC'
  | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY'

// One string rather than an array of 51 quoted codes: the list is downloaded with every page that prints income lines.
export const stateCodes = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ') as readonly StateCode[]

/** The states with a program of their own for adults under the poverty line. */
export type ProgramState = 'WI' | 'GA'

/**
 * A state that did not expand Medicaid but covers some adults under the poverty line its own way. What it does, in a
 * sentence, is words: content/stateNames.ts, by `state`.
 */
export type AdultProgram = { state: ProgramState; name: string; /** Adults under this share of the poverty line. */ underPercent: number }

export type StateMedicaid = {
  code: StateCode
  /** Whether the state expanded Medicaid to adults up to 138% of the poverty line. */
  expanded: boolean
  adultProgram?: AdultProgram
}

export const medicaidAsOf = 2026

export { expansionLimitPercent } from './medicaidLine'

/** The states that had not expanded Medicaid in 2026 (KFF); every other state and DC had. */
const notExpanded: ReadonlySet<StateCode> = new Set(['AL', 'FL', 'GA', 'KS', 'MS', 'SC', 'TN', 'TX', 'WI', 'WY'])

const programs: Partial<Record<StateCode, AdultProgram>> = {
  WI: { state: 'WI', name: 'BadgerCare Plus', underPercent: 100 },
  GA: { state: 'GA', name: 'Georgia Pathways to Coverage', underPercent: 100 },
}

/** Every state and DC with its Medicaid facts, in the order of stateCodes. */
export const stateMedicaid: readonly StateMedicaid[] = stateCodes.map((code) => ({
  code,
  expanded: !notExpanded.has(code),
  ...(programs[code] ? { adultProgram: programs[code] } : {}),
}))

const known: ReadonlySet<string> = new Set(stateCodes)

export function isStateCode(value: string): value is StateCode {
  return known.has(value)
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
