import { agency } from '../agency'
import { pageYear } from '../../../rules/pageYear'
import { es } from '../../format'
import {
  employerCoverage,
  marketplace,
  metalTiers,
  openEnrollment as theOpenEnrollment,
  povertyLevel,
  qualifyingLifeEvent,
  selfEmployed,
  specialEnrollment,
  zipCode,
} from '../browser/glossary'
import { enrollmentRules, sep } from '../figures'
import { householdLabel } from '../householdTables'
import type { PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { sepIncomeModel as income } from '../../models/sep'
import { benchmarkFloor, lowPrice, lowPricePlans } from './savingsClaims'

const days = sep.daysToEnroll
const strongestSilverLine = es.wholePercent(income.linePercent)
export const sepMeta: PageMeta = {
  path: '/sep',
  title: `${specialEnrollment} (SEP) | Inscríbase ahora`,
  // Under 160 characters, Spanish has no room for the English '(often Bronze)'.
  description: `¿Perdió su cobertura o se mudó? Quizás tenga ${days} días para inscribirse. Según ingresos, edad y código postal, algunos planes cuestan ${lowPrice} con créditos fiscales.`,
}

/** SPEC.md section 7: /sep phone clicks are category 'engagement', label 'sep_phone_click'. */
export const sepConversion: PageConversion = {
  smsBody: `¡Hola! Tuve un cambio importante en mi vida y quisiera saber si califico para un ${specialEnrollment}.`,
  callLabel: 'sep_phone_click',
  callCategory: 'engagement',
}

export const sepHeader = { callLabel: 'Llame ahora' }

export const sepHero = {
  eyebrow: `${specialEnrollment}: ${days} días para inscribirse después de un ${qualifyingLifeEvent}`,
  heading: '¿Perdió su cobertura, se mudó, se casó o tuvo un bebé? Es posible que pueda inscribirse ahora',
  intro: `${openEnrollment.openOnBuildDay ? `El ${theOpenEnrollment} para la cobertura de ${pageYear} está abierto hasta el ${openEnrollment.ends}. ¿Tuvo un cambio importante en su vida? Un` : `¿Se le pasó el ${theOpenEnrollment}? Un`} ${qualifyingLifeEvent}, como perder su cobertura, mudarse, casarse o tener un bebé, abre un ${specialEnrollment}. ${lowPricePlans}`,
}

export const sepExplanation = {
  heading: `¿Qué es un ${specialEnrollment}?`,
  paragraphs: [
    `La mayoría de las personas solo puede inscribirse en un plan del ${marketplace} durante el ${openEnrollment.named}. Un ${specialEnrollment} (SEP, por sus siglas en inglés) es un plazo fuera de esas fechas que se abre cuando ocurre un cambio importante en su vida.`,
    `En la mayoría de los casos, tiene ${days} días a partir de su ${qualifyingLifeEvent} para elegir un plan. Si sabe que está por perder su cobertura, muchas veces puede presentar su solicitud hasta ${days} días antes de que termine, para no quedarse sin cobertura ni un día. Por lo general, la cobertura comienza el ${enrollmentRules.coverageStarts}.`,
    `Si está perdiendo Medicaid o CHIP, su estado debe enviarle un aviso antes de que termine su cobertura (al menos ${enrollmentRules.medicaidNoticeMinimumDays} días antes, según las reglas federales). Llámenos en cuanto lo reciba: en CuidadoDeSalud.gov puede elegir un plan hasta ${enrollmentRules.medicaidLossDaysAfter} días después de que termine, y un agente puede confirmarle su fecha límite exacta.`,
  ],
  deadlineNote: `Si deja pasar el plazo de ${days} días, es posible que tenga que esperar hasta el próximo ${theOpenEnrollment}.`,
}

export const sepIncome = {
  heading: `Planes de bajo costo para la cobertura de ${pageYear}`,
  intro: `Los créditos fiscales para la prima reducen su prima mensual de acuerdo con los ingresos de su hogar. ${lowPricePlans} ${benchmarkFloor}`,
  caption: `Lo máximo que cuesta al mes el plan ${metalTiers.Silver} de referencia al ${strongestSilverLine} del ${povertyLevel}, cobertura de ${pageYear}`,
  columns: [
    'Tamaño del hogar',
    `Ingreso mensual al ${strongestSilverLine} del ${povertyLevel}`,
    `Plan ${metalTiers.Silver} de referencia, como máximo`,
  ] as const,
  rows: income.rows.map(
    (row) =>
      [
        householdLabel(row.householdSize),
        es.money(row.monthlyIncome),
        row.benchmark === null
          ? 'Sin crédito fiscal'
          : `${es.money(row.benchmark.monthlyMax)} al mes (${es.percent(row.benchmark.share)} de los ingresos)`,
      ] as const,
  ),
  note: `Ingreso mensual al ${strongestSilverLine} de las pautas federales de pobreza de ${income.guidelineYear}, que determinan los ahorros para la cobertura de ${pageYear} (los 48 estados contiguos y el Distrito de Columbia). Con ese ingreso o menos, un plan ${metalTiers.Silver} paga alrededor del ${es.wholePercent(income.silverPlanPays)} de los costos cubiertos, y con ingresos más bajos el plan de referencia cuesta menos. Los planes más baratos que el de referencia, a menudo ${metalTiers.Bronze}, pueden costar aún menos; su precio exacto depende de su edad, su ${zipCode} y los planes que se venden allí.`,
  calculatorLink: 'Calcule su propia cifra con nuestro estimador de créditos fiscales',
}

export const sepLifeEvents = {
  heading: 'Eventos de vida que califican',
  intro: `Cualquiera de estos cambios puede abrir un ${specialEnrollment}. ¿No sabe si su caso cuenta? Llámenos: lo verificamos en ${agency.timings.agentEligibilityCheck}.`,
  items: [
    {
      title: 'Cambios de empleo',
      text: 'Perder el empleo muchas veces significa perder también el plan de salud. No tiene por qué quedarse sin cobertura.',
      points: [
        `Perdió su ${employerCoverage}`,
        'Le redujeron las horas y perdió sus beneficios',
        'Su empleador dejó de ofrecer cobertura',
        'Se le terminó la cobertura de COBRA',
      ],
    },
    {
      title: 'Cambios en la familia',
      text: 'Cuando cambia su hogar, su cobertura puede cambiar también.',
      points: [
        `Se casó, y al menos uno de los dos tenía cobertura médica que califica en los ${sep.marriageLookbackDays} días anteriores`,
        'Tuvo un bebé o adoptó a un niño',
        'Recibió en su hogar a un niño en cuidado de crianza temporal',
        'Un divorcio o una separación legal puso fin a su cobertura',
        'El fallecimiento de un familiar puso fin a su cobertura',
      ],
    },
    {
      title: 'Cambios en la cobertura',
      text: 'Perder otra cobertura médica es una de las razones más comunes para inscribirse ahora.',
      points: [
        'Perdió Medicaid o CHIP',
        `Cumplió ${enrollmentRules.dependentMaxAge} años y ya no puede seguir en el plan de su padre o su madre`,
        `Se mudó a otro ${zipCode} o condado y tenía cobertura antes de mudarse`,
        'Su plan individual dejó de ofrecerse',
        'Obtuvo la ciudadanía estadounidense o la presencia legal en el país',
      ],
    },
  ],
}

const steps = [
  {
    title: 'Llame o envíe un mensaje de texto a un agente con licencia',
    text: `Díganos qué cambió y cuándo. En ${agency.timings.agentEligibilityCheck} verificamos si califica para un ${specialEnrollment} y cuánto tiempo le queda.`,
  },
  {
    title: 'Compare planes con sus ahorros ya aplicados',
    text: `Le mostramos los planes de las aseguradoras con las que trabajamos en su ${zipCode}, con todos los créditos fiscales para los que califica ya aplicados, y verificamos que cubran a sus médicos y sus medicamentos recetados.`,
  },
  {
    title: 'Inscríbase y obtenga cobertura',
    text: `Enviamos su solicitud mientras usted está al teléfono; la mayoría de las inscripciones toman ${agency.timings.phoneEnrollment}. Guarde cualquier carta que compruebe su evento de vida, como un aviso de que terminó su cobertura, por si el ${marketplace} se la pide.`,
  },
] as const

export const sepSteps = { heading: `Cómo presentar su solicitud en ${steps.length} pasos sencillos`, items: steps }

export const sepRelated = {
  heading: 'Más formas de ahorrar en su cobertura',
  links: [
    {
      to: '/zero-dollar-health-plans',
      label: 'Planes de salud con prima de $0',
      text: 'Vea quién califica para un plan sin prima mensual.',
    },
    {
      to: '/insurance-for-self-employed',
      label: `Seguro médico para ${selfEmployed}`,
      text: 'Trabajadores independientes, contratistas 1099 y trabajadores de plataformas: vea cuánto podría pagar.',
    },
    {
      to: '/compare-aca-plans',
      label: 'Compare planes de la ACA',
      text: `${es.list([metalTiers.Bronze, metalTiers.Silver, metalTiers.Gold])}, uno al lado del otro, con ejemplos de primas.`,
    },
    {
      to: '/more-info',
      label: 'Guía de la ACA y fechas límite',
      text: 'Fechas clave, categorías de metal de los planes y respuestas a preguntas comunes.',
    },
  ],
} as const

export const sepCta = {
  heading: `No deje pasar su plazo de ${days} días`,
  text: `Llame ahora o envíenos un mensaje de texto. Un agente con licencia revisará gratis su ${specialEnrollment} y sus ahorros.`,
}

export const sepForm = { heading: `Vea si califica para un ${specialEnrollment}` }
