import { agency } from '../agency'
import { pageYear } from '../../../rules/pageYear'
import { singlePersonUpperLimits } from '../../../rules/creditLimits'
import { years } from '../../../rules/years'
import { povertyGuidelines } from '../../../rules/povertyGuidelines'
import { es } from '../../format'
import {
  copayment,
  deductible,
  essentialBenefits,
  inNetwork,
  metalTiers,
  openEnrollment as theOpenEnrollment,
  povertyLevel,
  premiumTaxCredit,
  qualifyingLifeEvent,
  selfEmployed,
  specialEnrollment,
  zipCode,
} from '../browser/glossary'
import { sep } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { medicaidWorkRule, repaymentRule, youCanGetTheCredit } from './creditRules'
import { benchmarkFloor, zeroPlanRule } from './savingsClaims'

const zero = es.money(0)

/** The incomes that can get a credit for the page's year, for one person (48 states and DC), after 'están'. */
const { guidelineYear } = years[pageYear]
const singleLimit = singlePersonUpperLimits().find((limit) => limit.year === pageYear)
const creditRange = singleLimit
  ? `entre el ${povertyLevel} y el ${es.wholePercent(singleLimit.percent)} de ese nivel (de ${es.money(povertyGuidelines[guidelineYear].regions.contiguous.firstPerson)} a ${es.money(singleLimit.dollars)} para una persona, según las pautas de ${guidelineYear})`
  : `en el ${povertyLevel} o por encima de él`

export const zeroDollarMeta: PageMeta = {
  path: '/zero-dollar-health-plans',
  title: `Planes con prima de ${zero} | Vea si califica`,
  description: `Si su crédito fiscal supera el precio de un plan, ese plan cuesta ${zero}: a menudo un ${metalTiers.Bronze}, según ingresos, edad y código postal. Ayuda gratis de agentes.`,
}

export const zeroDollarConversion: PageConversion = {
  smsBody: `¡Hola! Quisiera saber si califico para un plan de salud con prima de ${zero}.`,
  callLabel: 'zero_dollar_phone_click',
}

export const zeroDollarHero = {
  heading: `Planes con prima de ${zero}: sin prima mensual, pero con deducible`,
  intro: `${zeroPlanRule} Que encuentre uno para la cobertura de ${pageYear} depende de sus ingresos, su edad y su ${zipCode}. Un plan con prima de ${zero} es cobertura real de la ACA: cubre consultas médicas, medicamentos recetados y atención hospitalaria, y la atención preventiva es gratis. Por otros servicios, usted sigue pagando copagos y su deducible.`,
}

export const zeroDollarCoverage = {
  heading: `Qué cubre un plan de ${zero}`,
  intro: `Todos los planes del Mercado, incluidos los de prima de ${zero}, cubren los ${essentialBenefits} que exige la ley.`,
  items: [
    {
      title: 'Consultas médicas',
      text: 'Consultas de atención primaria y con especialistas, incluida la atención de condiciones crónicas.',
    },
    {
      title: 'Atención preventiva sin costo',
      text: `Los chequeos anuales, las pruebas de detección y las vacunas cuestan ${zero} con proveedores ${inNetwork}, incluso antes de alcanzar su ${deductible}.`,
    },
    {
      title: 'Medicamentos recetados',
      text: 'Todos los planes cubren medicamentos recetados, desde tratamientos cortos con antibióticos hasta medicamentos de uso prolongado.',
    },
    {
      title: 'Emergencias y atención hospitalaria',
      text: 'Visitas a la sala de emergencias, traslados en ambulancia, cirugías y hospitalizaciones.',
    },
    {
      title: 'Atención de salud mental',
      text: 'Consejería, terapia y tratamiento por consumo de sustancias, cubiertos como cualquier otra atención médica.',
    },
    { title: 'Condiciones preexistentes', text: 'No se le puede rechazar ni cobrar más por su historial de salud.' },
  ],
}

export const zeroDollarQualify = {
  heading: `¿Quién califica para un plan con prima de ${zero}?`,
  intro: `Que su prima pueda bajar a ${zero} depende de los ingresos y el tamaño de su hogar, su edad y los planes que se venden en su ${zipCode}. Para la cobertura de ${pageYear}, es más probable que encuentre uno si:`,
  points: [
    `su ${premiumTaxCredit} es mayor que el precio de un plan que se vende donde usted vive, lo que ocurre con más frecuencia con los planes ${metalTiers.Bronze} y entre las personas de más edad;`,
    `los ingresos de su hogar están ${creditRange}: cuanto más bajos sean sus ingresos, mayor será su crédito;`,
    'no es elegible para Medicaid, Medicare ni cobertura médica asequible a través de un empleo;',
    `${youCanGetTheCredit}.`,
  ],
  note: `Si sus ingresos son muy bajos, es posible que califique para Medicaid, que también es gratis o de muy bajo costo.${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''} Nuestros agentes verifican ambas opciones por usted.`,
  calculatorLink: `Vea cuánto pagaría por la cobertura de ${pageYear} con nuestro estimador de créditos fiscales`,
}

export const zeroDollarFaq: readonly FaqItem[] = [
  {
    question: `¿Un plan de salud con prima de ${zero} es realmente gratis?`,
    answer: `No: una prima de ${zero} no significa atención gratis. Su prima mensual es de ${zero} porque su ${premiumTaxCredit} la paga completa. La atención preventiva también es gratis. Cuando use otros servicios, como una consulta con un especialista o un medicamento recetado, es posible que pague un ${copayment} o que tenga que alcanzar un ${deductible}, según el plan. ${repaymentRule} Un agente puede comparar los deducibles y los máximos de gastos de bolsillo de los planes de ${zero} que ofrezcan en su ${zipCode} las aseguradoras con las que trabajamos.`,
  },
  {
    question: `¿Cómo sé si califico para un plan de ${zero}?`,
    answer: `${zeroPlanRule} ${benchmarkFloor} Sus ingresos, el tamaño de su hogar, su edad y su ${zipCode} determinan su crédito y los precios que verá: un agente con licencia puede revisar gratis los planes de las aseguradoras con las que trabajamos en su ${zipCode} en ${agency.timings.agentEligibilityCheck}.`,
  },
  {
    question: `¿Puedo inscribirme en un plan de ${zero} fuera del ${theOpenEnrollment}?`,
    answer: `Sí, si tiene un ${qualifyingLifeEvent}, como perder otra cobertura, mudarse, casarse o tener un bebé. Eso abre un ${specialEnrollment}, y por lo general tiene ${sep.daysToEnroll} días para inscribirse. De lo contrario, puede inscribirse durante el ${openEnrollment.named}.`,
  },
]

export const zeroDollarRelated = {
  heading: 'Páginas relacionadas',
  links: [
    {
      to: '/sep',
      label: specialEnrollment,
      text: `¿Perdió su cobertura, se mudó, se casó o tuvo un bebé? Vea si puede inscribirse fuera del ${theOpenEnrollment}.`,
    },
    {
      to: '/insurance-for-self-employed',
      label: `Seguro médico para ${selfEmployed}`,
      text: 'Los trabajadores independientes y de plataformas con ingresos variables también pueden calificar.',
    },
  ],
} as const

export const zeroDollarCta = {
  heading: `Averigüe si califica para un plan de ${zero}`,
  text: `Llame o envíe un mensaje de texto a un agente con licencia. Revisamos sus ahorros y le mostramos los planes de ${zero} que ofrezcan en su zona las aseguradoras con las que trabajamos, sin costo y sin compromiso.`,
}
