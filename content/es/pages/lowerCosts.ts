import { compareModel } from '../../models/compare'
import { flatTopBand } from '../../../rules/applicablePercentages'
import { lines } from '../../../rules/incomeLines'
import {
  capAboveLimit,
  costSharingLimitPercent,
  freeBenchmarkUpTo,
  freeBenchmarkYear,
  highestShare,
  noLimitYear,
} from '../../models/sharedFigures'
import { es } from '../../format'
import { lowerCostsModel } from '../../models/lowerCosts'
import type { PageConversion, PageMeta } from '../../types'
import { agency } from '../agency'
import { enrollmentRules } from '../figures'
import { householdIncome, marketplacePlan, povertyLevel, premiumTaxCredit, zipCode } from '../browser/glossary'
import { householdLabel, pageIncomeGuide } from '../householdTables'
import { medicaidInstead, medicaidWorkRule, repaymentRule, whoGetsTheCredit } from './creditRules'
import { benchmarkFloor, lowPrice, lowPricePlans, lowPricePlansForYear, zeroPlanRule } from './savingsClaims'

export { exampleHouseholds } from './lowerCostsExamples'

/** /es/lower-costs (content/en/pages/lowerCosts.ts): every figure is the page year's, computed from rules as
 * the English page computes it; the agency's own are its period's. */
const { year, guidelineYear, upperLimit, creditTable, costSharing, atStrongestSilver } = lowerCostsModel
const guidelines = `${povertyLevel} de ${guidelineYear}, los 48 estados contiguos y el Distrito de Columbia`
const period = agency.resultsPeriod
const maxSavings = es.money(agency.maxMonthlySavings)
const { silver } = compareModel
const pct = es.wholePercent
const flatTop = flatTopBand(year)
const shareRises = flatTop
  ? `Entre estos ingresos, el porcentaje sube a medida que suben los ingresos hasta el ${es.percent(flatTop.share)} al ${pct(flatTop.fromPercent)} del nivel federal de pobreza, y se mantiene en el ${es.percent(flatTop.share)} hasta el ${pct(flatTop.toPercent)}.`
  : 'Entre estos ingresos, el porcentaje sube a medida que suben los ingresos.'

export const lowerCostsMeta: PageMeta = {
  path: '/lower-costs',
  title: `Pague menos por su seguro médico | Créditos fiscales de ${year}`,
  description: `Límites de ingresos de la ACA en ${year}, créditos fiscales y reducciones de costos compartidos por tamaño del hogar. Llame gratis a un agente con licencia.`,
}

export const lowerCostsConversion: PageConversion = {
  smsBody: '¡Hola! Quisiera saber cuánto puedo ahorrar en mi seguro médico de la ACA con los créditos fiscales.',
  callLabel: 'lower_costs_phone_click',
}

export const lowerCostsHero = {
  eyebrow: `Nuestros clientes ahorraron hasta ${maxSavings} al mes en ${period}`,
  heading: 'Pague menos por su seguro médico con los ahorros de la ACA',
  intro: `Los créditos fiscales para la prima bajan su factura mensual, y las reducciones de costos compartidos bajan lo que paga cuando recibe atención médica. ${lowPricePlansForYear}`,
}

export const savingsStats = {
  heading: '¿Cuánto podría ahorrar?',
  intro: `Lo que ahorraron nuestros clientes en ${period} y lo que cuestan algunos planes para la cobertura de ${year}.`,
  stats: [
    { value: maxSavings, label: `al mes: lo máximo que ahorraron nuestros clientes en ${period}` },
    {
      value: es.money(agency.averageMonthlySavings),
      label: `de ahorro mensual promedio para nuestros clientes en ${period}`,
    },
    {
      value: lowPrice,
      label: `al mes en algunos planes de ${year} (a menudo del nivel Bronce), después de aplicar los créditos fiscales, según sus ingresos, su edad y su ${zipCode}`,
    },
  ],
  resultsVary: agency.resultsVary,
}

export const premiumTaxCredits = {
  heading: 'Créditos fiscales para la prima',
  paragraphs: [
    'El crédito fiscal para la prima baja su prima mensual desde el día en que empieza su plan. El Mercado se lo paga directamente a su aseguradora, así que usted no tiene que esperar un reembolso de impuestos. También puede recibirlo todo junto cuando presente su declaración de impuestos.',
    `Para la cobertura de ${year}, los hogares con ingresos desde el ${povertyLevel}${upperLimit === null ? '' : ` hasta el ${pct(upperLimit)} de ese nivel`} pueden recibir el crédito. Cada hogar paga un porcentaje fijo de sus ingresos por el plan Plata de referencia (el segundo plan Plata de menor costo), desde el ${es.percent(atStrongestSilver.lowestShare)} con los ingresos más bajos hasta el ${es.percent(highestShare)} cerca del tope, y el crédito paga el resto.${upperLimit === null ? '' : ` Por encima del ${pct(upperLimit)} no hay crédito; en ${noLimitYear} no había límite superior y nadie pagaba más del ${es.percent(capAboveLimit)} de sus ingresos.`}`,
  ],
  points: [
    'Se basa en los ingresos que espera para su hogar y en el tamaño del hogar, nunca en su salud',
    'Sirve con cualquier categoría de metal: Bronce, Plata, Oro o Platino',
    'Usted elige cuánto del crédito usar cada mes, y hace el ajuste al presentar su declaración de impuestos',
    'No está disponible para quienes pueden obtener cobertura asequible basada en el empleo, Medicare o Medicaid',
    `En los estados que ampliaron Medicaid, los adultos con ingresos de hasta el ${pct(lines.medicaidExpansion)} del nivel federal de pobreza ${medicaidInstead}`,
    whoGetsTheCredit,
  ],
  table: {
    caption: `Lo máximo que paga una persona por el plan Plata de referencia, cobertura de ${year} (${guidelines})`,
    columns: ['Ingresos anuales, 1 persona', 'Parte de los ingresos', 'Plan Plata de referencia, como máximo'],
    rows: [
      ...creditTable.rungs.map(
        ({ percent, yearlyIncome, share, monthlyMax }) =>
          [
            `${es.money(yearlyIncome)} (${pct(percent)} del nivel de pobreza)`,
            es.percent(share),
            `${es.money(monthlyMax)} al mes`,
          ] as const,
      ),
      ...(creditTable.overLimit === null
        ? []
        : [
            [
              `Más de ${es.money(creditTable.overLimit.yearlyIncome)}`,
              'Sin crédito fiscal',
              'Precio completo',
            ] as const,
          ]),
    ],
  },
  note: `${shareRises} Solo hay crédito si el plan de referencia cuesta más que esa parte de sus ingresos: una persona joven cuyo plan de referencia cuesta menos no recibe ninguno. ${repaymentRule}${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''}`,
}

export const costSharingReductions = {
  heading: 'Reducciones de costos compartidos',
  paragraphs: [
    'Las reducciones de costos compartidos bajan su deducible, sus copagos, su coseguro y su máximo de gastos de bolsillo. No cambian su prima: hacen que cada consulta médica, cada receta y cada estadía en el hospital le cueste menos.',
    `Solo vienen con los planes Plata, para hogares con ingresos desde el ${povertyLevel} hasta el ${pct(costSharingLimitPercent)} de ese nivel (más del ${pct(lines.medicaidExpansion)} en los estados que ampliaron Medicaid, donde los adultos por debajo de ese nivel por lo general califican para Medicaid). Cuanto más bajos son sus ingresos, más paga el plan. Un plan Plata estándar paga alrededor del ${pct(silver.insurerPaysPercent)} de los costos cubiertos.`,
  ],
  points: costSharing.levels.map((level) => {
    const from =
      level.fromPercent === null
        ? 'Desde el nivel federal de pobreza hasta el'
        : `Más del ${pct(level.fromPercent)} y hasta el`
    return `${from} ${pct(level.upToPercent)} del nivel de pobreza: el plan Plata paga alrededor del ${pct(level.planPays)} de los costos cubiertos`
  }),
  table: {
    caption: `Límites de ingresos para las reducciones de costos compartidos por tamaño del hogar, cobertura de ${year} (${guidelines})`,
    columns: [
      'Tamaño del hogar',
      ...costSharing.levels.map((level) => `Plata paga cerca del ${pct(level.planPays)}: ingresos hasta`),
    ],
    rows: costSharing.limits.map(
      ({ householdSize, incomes }) =>
        [householdLabel(householdSize), ...incomes.map((income) => es.money(income))] as const,
    ),
  },
  note: 'Las reducciones de costos compartidos se aplican automáticamente cuando usted califica y elige un plan Plata. Si elige un plan Bronce u Oro, conserva su crédito fiscal, pero pierde estos ahorros adicionales.',
}

export const familySavings = {
  heading: 'Ahorros para familias',
  intro:
    'Los créditos fiscales se calculan para todo su hogar: los límites de ingresos suben con cada persona que agrega, y el crédito de una familia suele ser mayor que el de una persona sola.',
  items: [
    {
      title: 'Un solo plan para el hogar',
      text: `Usted, su cónyuge y sus hijos pueden compartir un solo ${marketplacePlan}, con una sola prima y un solo crédito fiscal basado en sus ingresos combinados.`,
    },
    {
      title: 'Los hijos siguen cubiertos por más tiempo',
      text: `Los hijos pueden seguir en el plan de uno de sus padres hasta que cumplan ${es.number(enrollmentRules.dependentMaxAge)} años, estén o no casados, estudien o no, y vivan o no en casa.`,
    },
    {
      title: 'Medicaid o CHIP para los niños',
      text: `Los niños a menudo califican para Medicaid o para el Programa de Seguro Médico para Niños (CHIP) con ingresos más altos que los adultos. Aun así, los padres pueden elegir un ${marketplacePlan} para ellos mismos.`,
    },
    {
      title: 'Ayuda cuando la cobertura del empleo cuesta demasiado',
      text: `Si la cobertura familiar de un empleo es demasiado cara, su cónyuge y sus hijos podrían recibir créditos fiscales en un ${marketplacePlan}, aunque la cobertura del propio trabajador se considere asequible.`,
    },
  ],
}

export const incomeGuidelines = {
  heading: `Guía de ingresos de ${year}`,
  intro: `El Mercado compara los ${householdIncome} que usted espera para ${year} con el ${povertyLevel} de ${guidelineYear}. Con ingresos desde el nivel federal de pobreza hasta la cifra de la última columna, puede recibir un ${premiumTaxCredit}; hasta la cifra de la columna del medio, un plan Plata también trae ahorros adicionales.`,
  table: { caption: pageIncomeGuide.caption, columns: pageIncomeGuide.columns, rows: pageIncomeGuide.rows },
  note: `En Alaska y Hawái las cifras de pobreza son más altas, y los hogares de cinco o más personas tienen límites más altos: llame para conocer su cifra exacta.${upperLimit === null ? '' : ` Para la cobertura de ${noLimitYear}, el último año de los créditos fiscales más generosos, no había límite superior de ingresos.`}`,
}

export const zeroPremiumThresholds = {
  heading: `Planes con prima de ${es.money(0)} para la cobertura de ${year}`,
  paragraphs: [
    `${benchmarkFloor}${freeBenchmarkUpTo ? ` En ${freeBenchmarkYear}, los hogares con ingresos de hasta el ${pct(freeBenchmarkUpTo)} del nivel de pobreza podían obtenerlo por ${es.money(0)}; eso dejó de aplicarse después de ${freeBenchmarkYear}.` : ''}`,
    `Un plan de ${es.money(0)} todavía es posible. ${zeroPlanRule} ${lowPricePlans} Un agente puede mostrarle los planes de ${es.money(0)}, si los hay, de las aseguradoras con las que trabajamos en su ${zipCode}.`,
  ],
  table: {
    caption: `Lo máximo que cuesta el plan Plata de referencia al ${pct(atStrongestSilver.linePercent)} del nivel de pobreza, cobertura de ${year} (${guidelines})`,
    columns: [
      'Tamaño del hogar',
      `Ingresos anuales al ${pct(atStrongestSilver.linePercent)} del nivel de pobreza`,
      'Plan Plata de referencia, como máximo',
    ],
    rows: atStrongestSilver.rows.map(
      (row) =>
        [
          householdLabel(row.householdSize),
          es.money(row.yearlyIncome),
          row.monthlyMax === null ? 'Sin crédito fiscal' : `${es.money(row.monthlyMax)} al mes`,
        ] as const,
    ),
  },
  note: `Con ingresos más bajos, el plan de referencia cuesta menos, hasta un mínimo del ${es.percent(atStrongestSilver.lowestShare)} de los ingresos; y con estos ingresos o menos, un plan Plata también paga alrededor del ${pct(atStrongestSilver.silverPlanPays)} de los costos cubiertos.`,
}

export const lowerCostsCta = {
  heading: 'Averigüe cuánto puede ahorrar',
  text: `Un agente con licencia puede revisar su crédito fiscal, sus reducciones de costos compartidos y sus opciones de ${es.money(0)} en ${agency.timings.agentEligibilityCheck}. No tiene costo ni compromiso.`,
}

export const lowerCostsRelated = {
  heading: 'Guías relacionadas',
  links: [
    {
      to: '/zero-dollar-health-plans',
      label: `Planes de salud con prima de ${es.money(0)}`,
      text: 'Quién califica para un plan sin prima mensual.',
    },
    {
      to: '/aca-for-families',
      label: 'Planes de la ACA para familias',
      text: 'Límites de ingresos y cobertura para hogares de todo tamaño.',
    },
    {
      to: '/compare-aca-plans',
      label: 'Compare los planes Bronce, Plata y Oro',
      text: 'Primas, deducibles y lo que paga cada nivel.',
    },
  ],
} as const
