import { creditUpperLimitPercent, incomeAt } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { medicareMarketing } from '../../../rules/medicareMarketing'
import { medicareDisclaimer } from '../browser/medicarePlans'
import { es } from '../../format'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { enrollmentRules, sep } from '../figures'
import { openEnrollment } from '../enrollmentDates'
import { marketplacePlan, outOfPocketMaximum, preexistingCondition, qualifyingLifeEvent } from '../browser/glossary'
import { pageIncomeGuide } from '../householdTables'
import { lowPricePlans } from './savingsClaims'

const medicareMonths = es.number(enrollmentRules.medicareWindowMonths)

/** /es/aca-for-seniors-under-65 (content/en/pages/seniors.ts). */
/** content/en/pages/seniors.ts */
const creditLimit = creditUpperLimitPercent(pageYear)
const underTheLimit =
  creditLimit === null
    ? ''
    : `Para los hogares por debajo del ${es.wholePercent(creditLimit)} del nivel federal de pobreza (${es.money(incomeAt(pageYear, 1, creditLimit))} para una persona y ${es.money(incomeAt(pageYear, 2, creditLimit))} para dos en ${pageYear}), `
const grows =
  'os créditos fiscales para la prima aumentan cuando las primas suben con la edad, y eso compensa buena parte de la diferencia por edad.'
const creditGrowsWithAge = underTheLimit ? `${underTheLimit}l${grows}` : `L${grows}`

export const seniorsMeta: PageMeta = {
  path: '/aca-for-seniors-under-65',
  title: 'Seguro médico de la ACA antes de los 65 | Puente a Medicare',
  description: `¿Se jubiló antes de los 65? Un plan de la ACA lo cubre hasta Medicare; ${creditLimit === null ? '' : `por debajo del ${es.wholePercent(creditLimit)} del nivel de pobreza, `}el crédito sube con la edad.`,
}

export const seniorsConversion: PageConversion = {
  smsBody:
    '¡Hola! Tengo menos de 65 años y quisiera revisar las opciones de planes de la ACA y los ahorros hasta que califique para Medicare.',
  callLabel: 'seniors_phone_click',
}

export const seniorsHero = {
  eyebrow: 'Para adultos de 50 a 64 años',
  heading: 'Seguro médico de la ACA para adultos menores de 65 años',
  intro: `Jubilarse antes de tiempo, perder el empleo o dejar el plan del empleador de su cónyuge antes de los 65 no tiene por qué significar quedarse sin cobertura. Un plan de la ACA le da cobertura durante los años que faltan para Medicare. ${lowPricePlans}`,
}

export const seniorsIncome = {
  rulesYear: pageIncomeGuide.year,
  heading: `Límites de ingresos para los ahorros de ${pageIncomeGuide.year}`,
  intro: `Los créditos fiscales se basan en los ingresos del hogar, no en sus ahorros. ${creditLimit === null ? 'Como las primas suben con la edad, el crédito también sube' : 'Por debajo del límite de la tabla, el crédito sube a medida que las primas suben con la edad'}, así que las personas de 50 a 64 años a menudo reciben la mayor ayuda${creditLimit === null ? '' : '; por encima de ese límite no hay crédito a ninguna edad'}.`,
  caption: pageIncomeGuide.caption,
  columns: pageIncomeGuide.columns,
  rows: pageIncomeGuide.rows,
  countsHeading: 'Qué cuenta como ingreso',
  counts: [
    'Salarios, ingresos como trabajador por cuenta propia y beneficios por desempleo',
    'Pensiones y retiros de una cuenta IRA tradicional o de un plan 401(k)',
    'Beneficios del Seguro Social, incluida la parte que no está sujeta a impuestos',
  ],
  doesNotCountHeading: 'Qué no cuenta',
  doesNotCount: [
    'El dinero que ya tiene en su cuenta de ahorros o de cheques',
    'Los retiros calificados de una cuenta Roth IRA o de un plan Roth 401(k)',
    'El valor de su casa u otros bienes',
  ],
  note: 'Alaska y Hawái tienen límites más altos. Planificar bien cuándo saca dinero de sus cuentas de jubilación puede mantener más bajos sus ingresos y, con ellos, su prima.',
} as const

export const seniorsCoverage = {
  heading: 'Cobertura pensada para personas de 50 a 64 años',
  items: [
    {
      title: 'Condiciones preexistentes cubiertas',
      text: 'No pueden negarle la cobertura ni cobrarle más por diabetes, una enfermedad del corazón, artritis o un cáncer en el pasado.',
    },
    {
      title: `Pruebas preventivas por ${es.money(0)}`,
      text: 'Las colonoscopias, las mamografías, los controles de presión arterial y de colesterol y las vacunas contra la gripe no le cuestan nada dentro de la red.',
    },
    {
      title: 'Medicamentos recetados',
      text: 'Todos los planes cubren medicamentos recetados. Antes de que se inscriba, verificamos que sus medicamentos estén en la lista de medicamentos del plan.',
    },
    {
      title: 'Especialistas y atención en el hospital',
      text: 'Las consultas con especialistas, las cirugías, las estadías en el hospital y la atención de emergencia son beneficios cubiertos.',
    },
    {
      title: 'Sin límites anuales ni de por vida',
      text: `Los planes no pueden ponerle un tope a lo que pagan por los beneficios esenciales, y un ${outOfPocketMaximum} anual limita lo que usted gasta.`,
    },
    {
      title: 'Salud mental',
      text: 'La consejería y la atención de la salud conductual se cubren como cualquier otra atención médica.',
    },
  ],
} as const

export const seniorsMedicare = {
  /** CMS's disclaimer, first, where the agency markets Medicare plans (VITE_MEDICARE_MARKETING); otherwise none. */
  disclaimer: medicareMarketing ? medicareDisclaimer(medicareMarketing) : null,
  heading: 'Cómo pasar de su plan de la ACA a Medicare',
  intro: `Su Período de Inscripción Inicial de Medicare empieza ${medicareMonths} meses antes del mes en que cumple 65 años, incluye el mes de su cumpleaños y termina ${medicareMonths} meses después. Planificar el cambio le evita tanto quedarse un tiempo sin cobertura como pagar dos planes a la vez.`,
  steps: [
    {
      title: 'Inscríbase en Medicare con tiempo',
      text: 'Inscríbase en la Parte A y la Parte B de Medicare en los meses anteriores al mes de su cumpleaños, para que Medicare empiece el primer día del mes en que cumple 65 años.',
    },
    {
      title: 'Mantenga su plan de la ACA hasta que empiece Medicare',
      text: `No lo cancele antes: su ${marketplacePlan} lo protege hasta el día en que empieza su cobertura de Medicare.`,
    },
    {
      title: 'Cancele usted mismo su plan de la ACA',
      text: 'La cobertura del Mercado no termina sola. En cuanto pueda recibir la Parte A sin pagar prima, los créditos fiscales se acaban, así que haga que el plan termine el día en que empiece Medicare.',
    },
  ],
  warning:
    'La cobertura del Mercado no lo protege de la multa por inscripción tardía de Medicare. Si no se inscribe durante su Período de Inscripción Inicial, es posible que pague más por la Parte B durante todo el tiempo que la tenga.',
} as const

export const seniorsFaq: readonly FaqItem[] = [
  {
    question: '¿Puedo obtener un plan de la ACA si me jubilo antes de los 65 años?',
    answer: `Sí. Perder la cobertura de su trabajo, por ejemplo cuando termina al jubilarse, es un ${qualifyingLifeEvent}: le da ${es.number(sep.daysToEnroll)} días para inscribirse en un plan de la ACA. También puede inscribirse durante el ${openEnrollment.named}.`,
  },
  {
    question: '¿Las aseguradoras pueden cobrarme más por mi edad o por mi salud?',
    answer: `Las aseguradoras pueden cobrar más a las personas de más edad, pero nunca por su salud ni por una ${preexistingCondition}. ${creditGrowsWithAge}`,
  },
  {
    question: '¿Mis ingresos de jubilación cuentan para los límites de ingresos de la ACA?',
    answer:
      'Cuentan las pensiones, los retiros de cuentas IRA tradicionales y de planes 401(k) y los beneficios del Seguro Social. No cuentan el dinero que ya tiene ahorrado ni los retiros calificados de cuentas Roth.',
  },
  {
    question: '¿Qué pasa con mi plan de la ACA cuando cumplo 65 años?',
    answer: `Medicare lo reemplaza. Inscríbase en Medicare durante los ${medicareMonths} meses anteriores al mes de su cumpleaños para que empiece a tiempo y, después, cancele su ${marketplacePlan}: no termina automáticamente.`,
  },
]

export const seniorsCta = {
  heading: 'Siga con cobertura hasta que empiece Medicare',
  text: 'Llame o envíe un mensaje de texto a un agente con licencia para revisar sus ahorros y encontrar planes que incluyan a sus médicos y sus medicamentos recetados.',
}
