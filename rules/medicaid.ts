import type { PovertyRegion } from './povertyGuidelines'
import { stateCodes, type StateCode } from './stateCodes'

/** The states with a program of their own for adults under the poverty line. */
export type ProgramState = 'WI' | 'GA'

/**
 * A state that did not expand Medicaid but covers some adults under the poverty line its own way. What it does, in a
 * sentence, is words: content/en/browser/estimateResult.ts, by `state`.
 */
export type AdultProgram = {
  state: ProgramState
  name: string /** Adults under this share of the poverty line. */
  underPercent: number
}

export type StateMedicaid = {
  code: StateCode
  /** Whether the state expanded Medicaid to adults up to 138% of the poverty line. */
  expanded: boolean
  adultProgram?: AdultProgram
}

/** Adults at or under this share of the poverty line get Medicaid in a state that expanded it. */
export const expansionLimitPercent = 138

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

export function findStateMedicaid(code: StateCode): StateMedicaid {
  const found = stateMedicaid.find((state) => state.code === code)
  if (!found) throw new Error(`no Medicaid data for ${code}`)
  return found
}

/** The poverty guideline region a state uses. */
export function povertyRegion(code: StateCode): PovertyRegion {
  return code === 'AK' ? 'alaska' : code === 'HI' ? 'hawaii' : 'contiguous'
}
