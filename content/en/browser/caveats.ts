import type { ProgramState } from '../../../rules/medicaid'
import type { Caveat } from '../../../rules/savingsEstimate'
import type { StateCode } from '../../../rules/stateCodes'
import { fullDate } from './dates'
import { stateNames } from './stateNames'

/**
 * What the year's dated rules add to an answer (rules/savingsEstimate.ts `Caveat`), each ending with what an agent can
 * do: the estimator's result and the chat's outcome say them in the same words.
 */

/** What each state's own program for adults under the poverty line does (rules/medicaid.ts, adultProgram). */
export const adultProgramNotes: Readonly<Record<ProgramState, string>> = {
  WI: 'Wisconsin covers adults under the poverty line through BadgerCare Plus without expanding Medicaid.',
  GA: 'Georgia Pathways covers adults under the poverty line who meet a work or activity requirement.',
}

export function caveatText(caveat: Caveat, year: number, stateCode: StateCode): string {
  const state = stateNames[stateCode]
  switch (caveat.kind) {
    case 'medicaidWorkRequirement':
      return `From ${fullDate(caveat.from)}, adults 19 to 64 covered by ${state}’s Medicaid expansion must show 80 hours a month of work, school or community service, unless they are exempt (parents of children 13 or under, for example). Anyone denied or dropped from Medicaid for not meeting it cannot get a tax credit for a marketplace plan either. An agent can check what applies to you.`
    case 'creditEligibility':
      return caveat.rule === 'citizensAndSomeImmigrants'
        ? `In ${year} the tax credit is only for U.S. citizens, green card holders and a few other groups (such as Cuban and Haitian entrants and COFA migrants). Not sure you qualify? An agent can check.`
        : `In ${year}, lawfully present immigrants under the poverty line who cannot get Medicaid because of their immigration status get no tax credit either. An agent can check what you can get.`
    case 'programNotApproved':
      return `${adultProgramNotes[caveat.program.state]} It is not approved for ${year} yet: unless it is renewed, you would be in the coverage gap in ${year}. An agent can tell you whether it has been.`
  }
}
