import type { ProgramState } from '../../../rules/medicaid'
import type { Caveat } from '../../../rules/savingsEstimate'
import type { StateCode } from '../../../rules/stateCodes'
import { fullDate } from './dates'
import { povertyLevel } from './glossary'
import { stateNames } from './stateNames'

/** Las salvedades de las reglas del año (content/en/browser/caveats.ts), para el resultado del estimador y el chat. */

/** What each state's own program for adults under the poverty line does (rules/medicaid.ts, adultProgram). */
export const adultProgramNotes: Readonly<Record<ProgramState, string>> = {
  WI: 'Wisconsin cubre a los adultos con ingresos por debajo del nivel federal de pobreza mediante BadgerCare Plus, sin haber ampliado Medicaid.',
  GA: 'Georgia Pathways cubre a los adultos con ingresos por debajo del nivel federal de pobreza que cumplen un requisito de trabajo o de otras actividades.',
}

export function caveatText(caveat: Caveat, year: number, stateCode: StateCode): string {
  const state = stateNames[stateCode]
  switch (caveat.kind) {
    case 'medicaidWorkRequirement':
      return `Desde el ${fullDate(caveat.from)}, los adultos de 19 a 64 años cubiertos por la ampliación de Medicaid en ${state} deben demostrar 80 horas al mes de trabajo, estudios o servicio comunitario, salvo que estén exentos (por ejemplo, padres y madres de niños de 13 años o menos). Quien pierda Medicaid o no lo obtenga por no cumplir este requisito tampoco puede recibir un crédito fiscal para un plan del Mercado. Un agente puede verificar qué se aplica en su caso.`
    case 'creditEligibility':
      return caveat.rule === 'citizensAndSomeImmigrants'
        ? `En ${year}, el crédito fiscal es solo para ciudadanos estadounidenses, titulares de una green card (tarjeta de residencia permanente) y algunos otros grupos (como ciertos inmigrantes cubanos y haitianos, llamados “entrantes cubanos/haitianos”, y los migrantes de los países del Pacto de Libre Asociación, COFA). ¿No sabe con certeza si califica? Un agente puede verificarlo.`
        : `En ${year}, los inmigrantes con presencia legal cuyos ingresos están por debajo del ${povertyLevel} y que no pueden obtener Medicaid debido a su estatus migratorio tampoco reciben crédito fiscal. Un agente puede verificar qué puede obtener usted.`
    case 'programNotApproved':
      return `${adultProgramNotes[caveat.program.state]} Todavía no está aprobado para ${year}: a menos que se renueve, usted quedaría en la brecha de cobertura en ${year}. Un agente puede decirle si ya se renovó.`
  }
}
