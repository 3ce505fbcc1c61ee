import { costSharingLevels } from '../../acaRules/costSharing'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt, lines, povertyLine } from '../../acaRules/incomeLines'
import { findStateMedicaid, type StateMedicaid } from '../../acaRules/medicaid'
import { pageYear } from '../../acaRules/pageYear'
import { es } from '../../format'
import { copayment, costSharingReductions, deductible, metalTiers, povertyLevel as thePovertyLevel, premiumTaxCredit, zipCode } from '../glossary'
import { householdLabel } from '../householdTables'
import { stateNames } from '../stateNames'
import { benchmarkMonthlyMax, benchmarkShare, percentOfLine } from './benchmarkAtIncome'
import { medicaidWorkRule } from './creditRules'

/** /lower-costs' four example households (content/en/pages/lowerCostsExamples.ts), worked out with the estimator's arithmetic. */

type ExampleHousehold = {
  title: string
  householdSize: number
  income: number
  situation: string
  /** Where the household lives, when its situation names the state (Medicaid depends on it). */
  state?: StateMedicaid
}

const households: readonly ExampleHousehold[] = [
  {
    title: 'Adulto soltero',
    householdSize: 1,
    income: 19500,
    situation:
      'Trabaja a tiempo parcial en un restaurante que no ofrece cobertura médica, en Florida, donde los adultos sin hijos rara vez califican para Medicaid.',
    state: findStateMedicaid('FL'),
  },
  {
    title: 'Pareja que trabaja por cuenta propia',
    householdSize: 2,
    income: 44000,
    situation: 'Ambos tienen cincuenta y tantos años, dirigen desde casa un pequeño negocio de limpieza y compran su propia cobertura.',
  },
  {
    title: 'Madre soltera con dos hijos adolescentes',
    householdSize: 3,
    income: 95000,
    situation: 'Diseñadora gráfica independiente que compra cobertura para ella y para sus hijos.',
  },
  {
    title: 'Familia de cuatro',
    householdSize: 4,
    income: 68000,
    situation: 'Dos padres y dos hijos en edad escolar. Uno de los padres trabaja por cuenta propia; el empleo del otro no ofrece cobertura médica.',
  },
]

const year = pageYear
const upperLimit = creditUpperLimitPercent(year)
const povertyLevel = thePovertyLevel
const tiers = metalTiers

/** What a household qualifies for under the page year's rules; every edge is tested in dollars (ACA-RULES.md rule 3). */
function findings({ householdSize, income, state }: ExampleHousehold): string[] {
  const line = povertyLine(year, householdSize)
  const percent = percentOfLine(year, householdSize, income)
  const where = `${es.wholePercent(percent)} del ${povertyLevel} (${es.money(line)} para ${householdLabel(householdSize)})`
  const name = state ? stateNames[state.code] : ''
  if (income < line) {
    return [
      `Por debajo del ${povertyLevel}, con ingresos del ${where}: sin ${premiumTaxCredit}. ${state && !state.expanded ? `${name} no amplió Medicaid, así que allí la mayoría de los adultos quedan en la brecha de cobertura` : 'En un estado que amplió Medicaid, le correspondería Medicaid; en los demás, la mayoría de los adultos quedan en la brecha de cobertura'}: un agente revisa todas las opciones.`,
    ]
  }
  if (state?.expanded && income <= incomeAt(year, householdSize, lines.medicaidExpansion)) {
    return [`Probablemente le corresponde Medicaid, con ingresos del ${where}, porque ${name} amplió Medicaid.${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''}`]
  }
  if (upperLimit !== null && income > incomeAt(year, householdSize, upperLimit)) {
    return [
      `Sin ${premiumTaxCredit}: los ingresos superan el ${es.wholePercent(upperLimit)} del ${povertyLevel} (${es.money(incomeAt(year, householdSize, upperLimit))} para ${householdLabel(householdSize)}).`,
    ]
  }
  const share = benchmarkShare(year, percent)
  if (share === null) throw new Error(`No applicable percentage at ${percent}% for ${year}`)
  const points = [
    `${capitalized(premiumTaxCredit)}: sí, con ingresos del ${where}. El plan ${tiers.Silver} de referencia le cuesta a este hogar como máximo ${es.money(benchmarkMonthlyMax(income, share))} al mes (el ${es.percent(share)} de sus ingresos).`,
  ]
  const level = costSharingLevels.find((candidate) => income <= incomeAt(year, householdSize, candidate.upToPercent))
  const lastLevel = costSharingLevels[costSharingLevels.length - 1]
  points.push(
    level
      ? `${capitalized(costSharingReductions)}: sí. Con un plan ${tiers.Silver}, el plan paga alrededor del ${es.wholePercent(level.planPays)} de los costos cubiertos, con un ${deductible} y ${copayment}s más bajos.`
      : `Sin ${costSharingReductions} por encima de ${es.money(incomeAt(year, householdSize, lastLevel.upToPercent))}: compare los planes ${tiers.Bronze}, ${tiers.Silver} y ${tiers.Gold} por su costo total en el año.`,
  )
  if (state && !state.expanded && income <= incomeAt(year, householdSize, lines.medicaidExpansion)) {
    const workRule = medicaidWorkRule ? ', si cumpliera el requisito de trabajo o le correspondiera una exención' : ''
    points.push(`${name} no amplió Medicaid, así que con estos ingresos se aplica el crédito fiscal; en un estado que lo hubiera ampliado, esta persona probablemente obtendría Medicaid en su lugar${workRule}.`)
  }
  return points
}

function capitalized(text: string): string {
  return `${text[0].toUpperCase()}${text.slice(1)}`
}

export const exampleHouseholds = {
  heading: 'Cuatro hogares de ejemplo',
  intro: `Cómo se aplican las reglas de ${year} a situaciones reales, con los cálculos de nuestra calculadora de ahorros (pautas federales de pobreza de ${guidelineYearOf(year)}, 48 estados y el ${stateNames.DC}). Los planes más baratos que el de referencia, a menudo del nivel ${tiers.Bronze}, cuestan menos, incluso ${es.money(0)} cuando el crédito es mayor que el precio; su propio ahorro también depende de su edad y su ${zipCode}.`,
  items: households.map((household) => ({
    title: `${household.title}, ${es.money(household.income)} al año`,
    text: household.situation,
    points: findings(household),
  })),
}
