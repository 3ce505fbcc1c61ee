import { costSharingLimitPercent } from '../../models/sharedFigures'
import { floridaCityRegions } from '../../../rules/figureFacts'
import { agency } from '../agency'
import { pageYear } from '../../../rules/pageYear'
import { es } from '../../format'
import { enrollmentRules } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { whoGetsTheCredit } from './creditRules'
import { lowPricePlans, lowPricePlansForYear, zeroPlanRule } from './savingsClaims'

const counties = enrollmentRules.floridaCounties
const floridaSavings = `${es.money(agency.floridaMonthlySavings.min)}–${es.money(agency.floridaMonthlySavings.max)}`
/** In prose, a range reads 'entre $200 y $400'; the stat card keeps the figure form above. */
const floridaSavingsInWords = `entre ${es.money(agency.floridaMonthlySavings.min)} y ${es.money(agency.floridaMonthlySavings.max)}`
/** The agency's savings figures describe this period (content/en/agency.ts). */
const period = agency.resultsPeriod
/** Up to this share of the poverty line a Silver plan comes with lower deductibles and copays. */
const costSharingLine = es.wholePercent(costSharingLimitPercent)

export const floridaMeta: PageMeta = {
  path: '/health-insurance-florida',
  title: `Seguro médico en Florida | Planes de la ACA en los ${counties} condados`,
  description: `Compare planes de la ACA con un agente. En ${period} nuestros clientes de Florida ahorraron en promedio ${floridaSavingsInWords} al mes; los resultados varían.`,
}

export const floridaConversion: PageConversion = {
  smsBody: '¡Hola! Vivo en Florida y quisiera saber para qué planes de salud de la ACA y ahorros califico.',
  callLabel: 'florida_phone_click',
}

export const floridaHero = {
  eyebrow: `Ofrecemos servicio en los ${counties} condados de Florida`,
  heading: 'Seguro médico asequible en Florida',
  // The agency's savings figures wait for the savings section, where the results-may-vary line stands beside them.
  intro: `Nuestros agentes con licencia comparan los planes de las aseguradoras con las que trabajamos en su condado y aplican todos los créditos fiscales para los que usted califica, sin costo para usted. ${lowPricePlans}`,
}

export const floridaSavingsStats = {
  heading: 'Lo que ahorran los residentes de Florida',
  items: [
    { value: floridaSavings, label: `de ahorro mensual promedio de nuestros clientes de Florida en ${period}` },
    {
      value: `Del ${es.wholePercent(100)} al ${costSharingLine}`,
      label: 'del nivel federal de pobreza: un plan Plata con deducibles y copagos más bajos',
    },
    { value: es.number(counties), label: 'condados de Florida atendidos' },
    { value: 'Ayuda gratuita', label: 'de agentes con licencia: las aseguradoras le pagan a nuestra agencia' },
  ],
  text: `Sus ahorros vienen del crédito fiscal para la prima, que baja su pago mensual, y en muchos hogares también de las reducciones de costos compartidos, que bajan los deducibles de los planes Plata. Nuestros clientes ahorraron hasta ${es.money(agency.maxMonthlySavings)} al mes en ${period}.`,
  resultsVary: agency.resultsVary,
}

export const floridaNetworks = {
  heading: 'Redes de proveedores en Florida',
  intro:
    'Florida es uno de los estados donde más personas compran su seguro en el Mercado de Seguros Médicos, y en la mayoría de los condados hay varias aseguradoras para elegir. Qué aseguradoras venden planes cambia de un condado a otro y de un año a otro.',
  note: 'Comparamos los planes de las aseguradoras con las que trabajamos en su condado (aparecen al pie de esta página) y solo le mostramos los planes que se venden donde usted vive. CuidadoDeSalud.gov también muestra los planes que se venden en su condado.',
  checkHeading: 'Antes de elegir una red',
  checks: [
    'Verifique que sus médicos y especialistas estén en la red del plan.',
    'Confirme los hospitales cercanos a usted, incluido el que usaría en una emergencia.',
    'Busque sus medicamentos recetados en la lista de medicamentos del plan.',
    'Decida entre un plan HMO, que exige referidos y solo cubre la atención dentro de la red, y un plan EPO o PPO, que le dan más opciones de especialistas.',
  ],
} as const

export const floridaZeroPlans = {
  heading: 'Planes de $0 para hogares de Florida',
  intro: `${zeroPlanRule} Que usted encuentre uno para la cobertura de ${pageYear} depende de sus ingresos, edad y código postal. A menudo encontramos planes de bajo costo para residentes de Florida que:`,
  points: [
    'Perdieron Medicaid de Florida o están por perderlo, con ingresos iguales o superiores al nivel federal de pobreza',
    'Trabajan por cuenta propia, como independientes o como conductores de una aplicación',
    'Trabajan a tiempo parcial o para un empleador que no ofrece seguro médico',
    'Están buscando empleo o perdieron hace poco la cobertura de su trabajo',
    'Se mudaron a Florida o dentro del estado',
  ],
  note: whoGetsTheCredit,
} as const

export const floridaMedicaid = {
  heading: '¿Perdió Medicaid de Florida? Le ayudamos a pasar a un plan de la ACA',
  intro: `Florida debe enviarle un aviso antes de que termine su cobertura de Medicaid (al menos ${enrollmentRules.medicaidNoticeMinimumDays} días antes, según las reglas federales). Perder Medicaid abre un Período Especial de Inscripción, así que no tiene que esperar al Período de Inscripción Abierta. Que reciba un crédito fiscal para bajar la prima depende de sus ingresos y de su estatus migratorio.`,
  steps: [
    {
      title: 'Guarde su aviso',
      text: 'Su carta de terminación de Medicaid indica la fecha en que termina su cobertura. Téngala a mano cuando llame.',
    },
    {
      title: 'Haga su solicitud antes o justo después de que termine',
      text: `En CuidadoDeSalud.gov puede elegir un plan del Mercado desde ${enrollmentRules.medicaidLossDaysBefore} días antes de que termine su Medicaid o CHIP hasta ${enrollmentRules.medicaidLossDaysAfter} días después; un agente puede confirmarle su fecha límite. Si lo elige antes de que termine, su nuevo plan puede comenzar cuando se acabe Medicaid.`,
    },
    {
      title: 'Elija un plan con sus ahorros aplicados',
      text: `Revisamos su crédito fiscal, comparamos planes que incluyen a sus médicos y completamos su inscripción. La cobertura puede comenzar el ${enrollmentRules.coverageStarts}.`,
    },
  ],
  gapNote:
    'Florida no ha ampliado Medicaid. Los adultos con ingresos por debajo del nivel federal de pobreza por lo general no pueden obtener Medicaid ni un crédito fiscal (lo que se conoce como la brecha de cobertura); por eso, llámenos y revisaremos todas las opciones que tenga a su alcance.',
} as const

/** The regions' names: their cities are rules/figureFacts.ts's. */
const regionNames: Record<(typeof floridaCityRegions)[number]['region'], string> = {
  south: 'Sur de Florida',
  central: 'Centro de Florida',
  north: 'Norte de Florida',
}

export const floridaCities = {
  heading: 'Ciudades de Florida que atendemos',
  intro: `Inscribimos a personas en los ${counties} condados de Florida, desde los Cayos hasta el Panhandle, incluidas estas ciudades:`,
  /** Links the phone-only Florida landing page, which otherwise only the sitemap would know. */
  phoneEnrollment: {
    lead: '¿Prefiere inscribirse hoy por teléfono?',
    link: 'Obamacare en Florida: inscríbase por teléfono',
    to: '/obamacare-in-florida',
  },
  regions: floridaCityRegions.map(({ region, cities }) => ({ name: regionNames[region], cities })),
} as const

export const floridaFaq: readonly FaqItem[] = [
  {
    question: '¿Puedo obtener un seguro médico de la ACA en Florida si perdí Medicaid?',
    answer: `Por lo general, sí. Perder Medicaid normalmente le da un Período Especial de Inscripción: puede elegir un plan desde ${enrollmentRules.medicaidLossDaysBefore} días antes de que termine su cobertura hasta ${enrollmentRules.medicaidLossDaysAfter} días después. Que reciba un crédito fiscal para bajar la prima depende de sus ingresos y de su estatus migratorio: Florida no amplió Medicaid, así que los adultos con ingresos por debajo del nivel federal de pobreza por lo general no reciben ni Medicaid ni un crédito fiscal. Un agente puede revisar sus opciones y confirmarle su fecha límite.`,
  },
  {
    question: '¿Qué compañías de seguros venden planes de la ACA en Florida?',
    answer:
      'Depende de su condado y cambia cada año. Comparamos los planes de las aseguradoras con las que trabajamos en su condado, que aparecen al pie de esta página, y CuidadoDeSalud.gov muestra los planes que se venden donde usted vive.',
  },
  {
    question: '¿Cuánto puedo ahorrar en mi seguro médico en Florida?',
    answer: `Nuestros clientes de Florida ahorraron en promedio ${floridaSavingsInWords} al mes en ${period}, cuando se aplicaban créditos fiscales más altos; los resultados varían. ${lowPricePlansForYear}`,
  },
  {
    question: '¿Atienden la zona de Florida donde vivo?',
    answer: `Sí. Nuestros agentes con licencia inscriben por teléfono a residentes de los ${counties} condados de Florida, y nuestra ayuda no tiene costo.`,
  },
]

export const floridaCta = {
  heading: 'Obtenga hoy su cobertura médica en Florida',
  text: 'Llame o envíe un mensaje de texto a un agente con licencia de Florida. En una llamada corta revisamos sus ahorros y comparamos los planes de las aseguradoras con las que trabajamos en su condado.',
}

/** What the quote form's state field starts with on this page: a name the database maps to FL in either language. */
export const floridaFormState = 'Florida'
