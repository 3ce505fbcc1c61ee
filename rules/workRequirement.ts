import type { Day } from './days'
import type { StateCode } from './stateCodes'
import type { Sourced } from './years/types'

/**
 * Medicaid's work requirement (../shared/ACA-RULES.md rules 10 and 11): expansion adults aged 19 to 64 must show
 * 80 hours a month of work, school or service, with exemptions. An adult denied or dropped for not meeting it cannot
 * get the premium tax credit either. It is a fact per state and per date, not per coverage year: the federal start is
 * 1 January 2027, and a state may start earlier. Only the early starts a primary or well-documented source backs are
 * listed; Arkansas', Montana's and Iowa's rest on one secondary tracker and are not stated.
 */
export type WorkRequirementStart = Sourced<{ from: Day }>

export const federalWorkRequirementStart: WorkRequirementStart = {
  from: '2027-01-01',
  source: 'medicaidWorkRequirement',
}

const earlyStarts: Partial<Record<StateCode, WorkRequirementStart>> = {
  NE: { from: '2026-05-01', source: 'medicaidWorkRequirementNebraska' },
}

/**
 * When adults in `state` must meet the requirement: its own early start, else the federal one. Only states that
 * expanded Medicaid have expansion adults; the caller knows which did (./medicaid.ts).
 */
export function workRequirementStart(state: StateCode): WorkRequirementStart {
  return earlyStarts[state] ?? federalWorkRequirementStart
}

/** Whether the requirement is in force in `state` on any day of `coverageYear`. */
export function workRequirementIn(state: StateCode, coverageYear: number): WorkRequirementStart | null {
  const start = workRequirementStart(state)
  return start.from <= `${coverageYear}-12-31` ? start : null
}
