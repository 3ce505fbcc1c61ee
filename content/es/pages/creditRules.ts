import { pageYear } from '../../../rules/pageYear'
import { coverageYears } from '../../../rules/yearFacts'
import type { DatedFacts } from '../../../rules/years/types'
import { years } from '../../../rules/years'
import { workRequirementInPageYear } from '../../models/sharedFigures'
import { marketplace, povertyLevel } from '../browser/glossary'

/** What the savings pages say about the page year's rules for the credit and Medicaid (content/en/pages/creditRules.ts). */

/** Who may get the credit by immigration status, by the year's rule: as a sentence, and as an "usted" clause for lists. */
const creditEligibility: Record<DatedFacts['creditEligibility']['rule'], { who: string; you: string }> = {
  lawfullyPresent: {
    who: 'los ciudadanos estadounidenses y los inmigrantes con presencia legal pueden recibir el crédito fiscal',
    you: 'usted tiene la ciudadanía estadounidense o presencia legal en el país',
  },
  lawfullyPresentFrom100: {
    who: `los ciudadanos estadounidenses y los inmigrantes con presencia legal pueden recibir el crédito fiscal, excepto los inmigrantes con presencia legal cuyos ingresos están por debajo del ${povertyLevel} y que no pueden obtener Medicaid debido a su estatus migratorio`,
    you: `usted tiene la ciudadanía estadounidense, o tiene presencia legal en el país e ingresos iguales o superiores al ${povertyLevel}`,
  },
  citizensAndSomeImmigrants: {
    who: 'solo pueden recibir el crédito fiscal los ciudadanos estadounidenses, los residentes permanentes legales (con green card), ciertos inmigrantes cubanos y haitianos (“entrantes cubanos/haitianos”) y los migrantes de los países del Pacto de Libre Asociación (COFA)',
    you: `usted tiene la ciudadanía estadounidense o una green card (tarjeta de residencia permanente), o tiene el estatus de entrante cubano o haitiano, o es migrante de un país del Pacto de Libre Asociación (COFA) (otros inmigrantes con presencia legal no pueden recibir el crédito para la cobertura de ${pageYear})`,
  },
}
const eligibility = creditEligibility[years[pageYear].creditEligibility.rule]

/** 'Para la cobertura de 2027, solo pueden recibir el crédito fiscal ...'. */
export const whoGetsTheCredit = `Para la cobertura de ${pageYear}, ${eligibility.who}.`
/** 'usted tiene la ciudadanía estadounidense o una green card, ...': the same rule as an item of a "you qualify if" list. */
export const youCanGetTheCredit = eligibility.you

/** The caveat on "you may qualify for Medicaid" in a year with the work requirement; null in a year without. */
export const medicaidWorkRule = workRequirementInPageYear
  ? `En ${pageYear}, la mayoría de los adultos de 19 a 64 años cubiertos por la ampliación de Medicaid de un estado deben demostrar 80 horas al mes de trabajo, estudios o servicio comunitario, salvo que les corresponda una exención (por ejemplo, padres y madres de niños pequeños). Quien pierda Medicaid o no lo obtenga por no cumplir este requisito tampoco puede recibir un crédito fiscal.`
  : null

/** content/en/pages/creditRules.ts */
export const medicaidInstead = workRequirementInPageYear
  ? 'por lo general califican para Medicaid en su lugar, si cumplen el requisito de trabajo de Medicaid o les corresponde una exención'
  : 'por lo general califican para Medicaid en su lugar'

const firstUncappedYear = coverageYears.find((year) => years[year].repayment.rule === 'all')
/** The first tax year with no cap on paying back extra advance credit (2026), or undefined. */
export const fullRepaymentFrom = firstUncappedYear

/** Paying back extra advance credit at tax time, by the page year's rule. */
export const repaymentRule =
  years[pageYear].repayment.rule === 'all'
    ? `Si al final sus ingresos son más altos de lo que calculó, devolverá todo el crédito fiscal que haya recibido de más al presentar su declaración de impuestos (no hay límite a partir del año fiscal ${firstUncappedYear}), así que avise al ${marketplace} cuando cambien sus ingresos.`
    : 'Si al final sus ingresos son más altos de lo que calculó, es posible que deba devolver parte del crédito fiscal que haya recibido de más al presentar su declaración de impuestos, hasta un límite que depende de sus ingresos.'
