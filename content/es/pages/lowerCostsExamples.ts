import { es } from '../../format'
import {
  exampleHouseholdsModel,
  type ExampleHousehold,
  type Finding,
  type HouseholdKey,
} from '../../models/lowerCostsExamples'
import {
  copayment,
  costSharingReductions,
  deductible,
  metalTiers as tiers,
  povertyLevel,
  premiumTaxCredit,
  zipCode,
} from '../browser/glossary'
import { householdLabel } from '../householdTables'
import { stateNames } from '../browser/stateNames'
import { medicaidWorkRule } from './creditRules'

/** /lower-costs' four example households in words: what each qualifies for is content/models/lowerCostsExamples.ts. */

const households: Record<HouseholdKey, { title: string; situation: string; hasChildren?: true }> = {
  singleAdult: {
    title: 'Adulto soltero',
    situation:
      'Trabaja a tiempo parcial en un restaurante que no ofrece cobertura médica, en Florida, donde los adultos sin hijos rara vez califican para Medicaid.',
  },
  selfEmployedCouple: {
    title: 'Pareja que trabaja por cuenta propia',
    situation:
      'Ambos tienen cincuenta y tantos años, dirigen desde casa un pequeño negocio de limpieza y compran su propia cobertura.',
  },
  singleParent: {
    hasChildren: true,
    title: 'Madre soltera con dos hijos adolescentes',
    situation: 'Diseñadora gráfica independiente que compra cobertura para ella y para sus hijos.',
  },
  familyOfFour: {
    hasChildren: true,
    title: 'Familia de cuatro',
    situation:
      'Dos padres y dos hijos en edad escolar. Uno de los padres trabaja por cuenta propia; el empleo del otro no ofrece cobertura médica.',
  },
}

const { year, guidelineYear } = exampleHouseholdsModel

function findingWords({ householdSize, povertyLine, percentOfLine }: ExampleHousehold, finding: Finding): string {
  const where = `${es.wholePercent(percentOfLine)} del ${povertyLevel} (${es.money(povertyLine)} para ${householdLabel(householdSize)})`
  switch (finding.kind) {
    case 'underPovertyLine':
      return `Por debajo del ${povertyLevel}, con ingresos del ${where}: sin ${premiumTaxCredit}. ${finding.state && !finding.state.expanded ? `${stateNames[finding.state.code]} no amplió Medicaid, así que allí la mayoría de los adultos quedan en la brecha de cobertura` : 'En un estado que amplió Medicaid, le correspondería Medicaid; en los demás, la mayoría de los adultos quedan en la brecha de cobertura'}: un agente revisa todas las opciones.`
    case 'medicaidLikely':
      return `Probablemente le corresponde Medicaid, con ingresos del ${where}, porque ${stateNames[finding.state.code]} amplió Medicaid.${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''}`
    case 'overUpperLimit':
      return `Sin ${premiumTaxCredit}: los ingresos superan el ${es.wholePercent(finding.upperLimit)} del ${povertyLevel} (${es.money(finding.limitIncome)} para ${householdLabel(householdSize)}).`
    case 'credit':
      return `${capitalized(premiumTaxCredit)}: sí, con ingresos del ${where}. El plan ${tiers.Silver} de referencia le cuesta a este hogar como máximo ${es.money(finding.benchmarkMonthlyMax)} al mes (el ${es.percent(finding.share)} de sus ingresos).`
    case 'costSharing':
      return `${capitalized(costSharingReductions)}: sí. Con un plan ${tiers.Silver}, el plan paga alrededor del ${es.wholePercent(finding.planPays)} de los costos cubiertos, con un ${deductible} y ${copayment}s más bajos.`
    case 'noCostSharing':
      return `Sin ${costSharingReductions} por encima de ${es.money(finding.above)}: compare los planes ${tiers.Bronze}, ${tiers.Silver} y ${tiers.Gold} por su costo total en el año.`
    case 'creditInsteadOfMedicaid': {
      const workRule = medicaidWorkRule ? ', si cumpliera el requisito de trabajo o le correspondiera una exención' : ''
      return `${stateNames[finding.state.code]} no amplió Medicaid, así que con estos ingresos se aplica el crédito fiscal; en un estado que lo hubiera ampliado, esta persona probablemente obtendría Medicaid en su lugar${workRule}.`
    }
  }
}

function capitalized(text: string): string {
  return `${text[0].toUpperCase()}${text.slice(1)}`
}

/** Children qualify for CHIP or Medicaid at higher incomes than adults, and a child who can get CHIP cannot get the credit. */
const childrenMayGetChip =
  'Con estos ingresos, es posible que los hijos califiquen para CHIP o Medicaid en su lugar (cada estado fija sus límites); un agente revisa el caso de cada persona.'

export const exampleHouseholds = {
  heading: 'Cuatro hogares de ejemplo',
  intro: `Cómo se aplican las reglas de ${year} a situaciones reales, con los cálculos de nuestro estimador de créditos fiscales (pautas federales de pobreza de ${guidelineYear}, los 48 estados contiguos y el ${stateNames.DC}). Los planes más baratos que el de referencia, a menudo del nivel ${tiers.Bronze}, cuestan menos, incluso ${es.money(0)} cuando el crédito es mayor que el precio; su propio ahorro también depende de su edad y su ${zipCode}.`,
  items: exampleHouseholdsModel.households.map((household) => ({
    title: `${households[household.key].title}, ${es.money(household.income)} al año`,
    text: households[household.key].situation,
    points: [
      ...household.findings.map((finding) => findingWords(household, finding)),
      ...(households[household.key].hasChildren ? [childrenMayGetChip] : []),
    ],
  })),
}
