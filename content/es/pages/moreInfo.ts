import { incomeGuideTopPercent, guidelineYearOf, incomeAt, lines } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { es } from '../../format'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { agency } from '../agency'
import { openEnrollment } from '../enrollmentDates'
import { enrollmentRules, medicareAge, metalTiers, sep, tierCosts } from '../figures'
import { metalTiers as theMetalTiers } from '../browser/glossary'
import { medicaidInstead, repaymentRule, whoGetsTheCredit } from './creditRules'
import { lowPricePlans } from './savingsClaims'
import { fullDate } from '../browser/dates'
import { capAboveLimit, noLimitYear } from '../../models/sharedFigures'

/** /es/more-info (content/en/pages/moreInfo.ts). */

const { coverageStarts, medicaidNoticeMinimumDays, dependentMaxAge, medicareWindowMonths } = enrollmentRules
/** Who can get a tax credit in the page year, in dollars from its rules: from the poverty line to its upper limit. */
const creditLimit = incomeGuideTopPercent(pageYear)
const creditBand = (size: number) =>
  `de ${es.money(incomeAt(pageYear, size, lines.povertyLine))} a ${es.money(incomeAt(pageYear, size, creditLimit))}`
/** What the benchmark plan cost at most above 400% of the poverty line in the year without an upper limit, in percent. */
const capAboveLimitPercent = capAboveLimit / 100
/** January 1 of the coverage year open enrollment sells. */
const januaryFirst = fullDate(`${openEnrollment.year}-01-01`)

export const moreInfoMeta: PageMeta = {
  path: '/more-info',
  title: 'Guía de la ACA: plazos, niveles y ayuda con Medicaid en Florida',
  description: `Guía de la ACA: fechas de Inscripción Abierta para ${openEnrollment.year}, Período Especial de Inscripción, cómo pasar de Medicaid de Florida a la ACA, niveles y preguntas.`,
}

export const moreInfoConversion: PageConversion = {
  smsBody:
    '¡Hola! Tengo una pregunta sobre la inscripción en la ACA y las fechas límite. ¿Me puede ayudar un agente con licencia?',
  callLabel: 'more_info_phone_click',
}

export const moreInfoHero = {
  heading: 'Su guía del seguro médico de la ACA',
  intro:
    'Cómo funciona el Mercado de Seguros Médicos de la Ley del Cuidado de Salud a Bajo Precio (ACA), las fechas importantes, cómo pasar de Medicaid de Florida a un plan de la ACA y en qué se diferencian las categorías de metal de los planes, todo en un solo lugar.',
}

export const acaBasics = {
  id: 'aca-basics',
  navLabel: 'Cómo funciona la ACA',
  heading: 'Cómo funciona el Mercado de Seguros Médicos',
  intro:
    'La Ley del Cuidado de Salud a Bajo Precio creó un solo lugar para comprar un seguro médico privado por su cuenta, con ahorros según sus ingresos y las mismas protecciones en todos los estados.',
  items: [
    {
      title: 'Planes del Mercado',
      text: 'Planes de salud privados que se venden en CuidadoDeSalud.gov o en el Mercado de su estado, para quienes no reciben una cobertura asequible a través de un empleo, de Medicare o de Medicaid.',
    },
    {
      title: 'Ahorros según sus ingresos',
      text: `Los créditos fiscales para la prima bajan su prima mensual, y las reducciones de costos compartidos bajan lo que usted paga al recibir atención. ${lowPricePlans}`,
    },
    {
      title: 'Los mismos beneficios básicos',
      text: 'Todos los planes cubren los 10 beneficios de salud esenciales, incluida la atención preventiva sin costo dentro de la red.',
    },
    {
      title: 'Protección para su historial de salud',
      text: 'A nadie se le puede negar un plan ni cobrar más por una condición preexistente.',
    },
    {
      title: 'Ayuda gratuita para inscribirse',
      text: 'Los agentes con licencia comparan planes y hacen su inscripción sin costo para usted: las aseguradoras le pagan a la agencia.',
    },
  ],
}

export const deadlines = {
  id: 'deadlines',
  navLabel: 'Fechas límite clave',
  heading: 'Fechas y plazos clave',
  paragraphs: [
    'La mayoría de las personas solo puede inscribirse durante el Período de Inscripción Abierta, a menos que un cambio en su vida abra un Período Especial de Inscripción. Si deja pasar un plazo, es posible que tenga que esperar hasta el año siguiente.',
  ],
  table: {
    caption: 'Fechas y plazos de inscripción de la ACA',
    columns: ['Plazo', 'Cuándo', 'Qué significa'],
    rows: [
      [
        `Período de Inscripción Abierta para la cobertura de ${openEnrollment.year}`,
        openEnrollment.window,
        `Cualquier persona puede inscribirse en un plan del Mercado o cambiarse de plan. En CuidadoDeSalud.gov, elija un plan a más tardar el ${openEnrollment.januaryFirstBy} para tener cobertura desde el ${januaryFirst}.`,
      ],
      [
        'Inicio de la cobertura',
        `El ${coverageStarts}`,
        'Una vez que elige un plan y paga la primera prima, si la hay, la cobertura comienza el primer día del mes siguiente.',
      ],
      [
        'Fin de Medicaid',
        `Un aviso al menos ${medicaidNoticeMinimumDays} días antes de que termine la cobertura (el mínimo federal)`,
        'Solicite un plan del Mercado en cuanto reciba el aviso, para que su nuevo plan comience cuando termine Medicaid.',
      ],
      [
        'Período Especial de Inscripción',
        `${sep.daysToEnroll} días después de un evento de vida que califica`,
        'Perder la cobertura, mudarse, casarse o tener un bebé le permite inscribirse fuera del Período de Inscripción Abierta.',
      ],
      [
        'Salida del plan de sus padres',
        `Al cumplir ${dependentMaxAge} años`,
        'Los jóvenes pueden permanecer en el plan de su padre o su madre hasta entonces; perder esa cobertura abre un Período Especial de Inscripción.',
      ],
      [
        'Inscripción en Medicare',
        `Desde ${medicareWindowMonths} meses antes hasta ${medicareWindowMonths} meses después del mes en que cumple ${medicareAge} años`,
        'Es su primera oportunidad de inscribirse en Medicare. Por lo general, los créditos fiscales del Mercado terminan cuando comienza Medicare, así que planifique el cambio.',
      ],
    ],
  },
} as const

/** Numbers the steps of a process table, so a step can be added or moved without renumbering by hand. */
function numberedSteps(steps: ReadonlyArray<readonly [string, string, string]>) {
  return steps.map(([step, what, when], index) => [`${index + 1}. ${step}`, what, when] as const)
}

export const floridaMedicaidToAca = {
  id: 'florida-medicaid-to-aca',
  navLabel: 'Florida: de Medicaid a la ACA',
  heading: 'Florida: cómo pasar de Medicaid a un plan de la ACA',
  paragraphs: [
    `Florida no ha ampliado Medicaid, así que muchos adultos lo pierden cuando suben sus ingresos, cuando sus hijos crecen o cuando termina un embarazo. Perder Medicaid abre un Período Especial de Inscripción. Que reciba un crédito fiscal depende de sus ingresos (en Florida, los adultos con ingresos por debajo del nivel federal de pobreza por lo general no lo reciben) y de su estatus migratorio.`,
  ],
  table: {
    caption: 'Pasos para pasar de Medicaid de Florida a un plan de la ACA',
    columns: ['Paso', 'Qué hacer', 'Cuándo'],
    rows: numberedSteps([
      [
        'Lea su aviso',
        'El Departamento de Niños y Familias de Florida (DCF) le envía un aviso a usted y a su cuenta de ACCESS Florida que indica cuándo termina su Medicaid y por qué.',
        `Al menos ${medicaidNoticeMinimumDays} días antes de que termine la cobertura`,
      ],
      [
        'Revise el aviso',
        'Si sus ingresos o los datos de su hogar están mal en el aviso, actualice su cuenta de ACCESS Florida o pida al DCF una audiencia imparcial.',
        'Antes de la fecha que indica su aviso',
      ],
      [
        'Reúna sus datos',
        'Tenga a mano su aviso, sus talones de pago recientes o un cálculo de sus ingresos de este año, y los números de Seguro Social (o los documentos de inmigración) de todas las personas que solicitan cobertura.',
        'En cuanto llegue el aviso',
      ],
      [
        'Solicite un plan de la ACA',
        'Llame a un agente con licencia o presente su solicitud en CuidadoDeSalud.gov e indique que va a perder Medicaid. Así se abre su Período Especial de Inscripción.',
        `Desde ${enrollmentRules.medicaidLossDaysBefore} días antes hasta ${enrollmentRules.medicaidLossDaysAfter} días después de que termine Medicaid o CHIP (CuidadoDeSalud.gov; un agente le confirma su fecha límite)`,
      ],
      [
        'Elija su plan',
        'Compare las primas después de su crédito fiscal, los deducibles y si sus médicos y sus medicamentos recetados están cubiertos. Si usted califica, un plan Plata le agrega reducciones de costos compartidos.',
        'En la misma llamada',
      ],
      [
        'Pague la primera prima, si la hay',
        `Si su plan tiene prima, pague el primer mes para que la aseguradora pueda activar su cobertura. Un plan con prima de ${es.money(0)} no requiere ningún pago.`,
        'Antes de la fecha de inicio de su cobertura',
      ],
      [
        'Comienza la cobertura',
        'Si elige su plan antes de que termine Medicaid, la cobertura comienza el día 1 del mes siguiente al fin de Medicaid, sin interrupción. Si lo elige después, comienza el día 1 del mes siguiente a su inscripción.',
        `El ${coverageStarts}`,
      ],
    ]),
  },
  note: 'Es posible que sus hijos sigan en Medicaid o pasen a Florida KidCare aunque usted se cambie a un plan del Mercado. Un agente revisa la situación de cada persona de su hogar.',
} as const

export const planTiers = {
  id: 'plan-tiers',
  navLabel: 'Categorías de metal',
  heading: `Categorías de metal: ${es.list([theMetalTiers.Bronze, theMetalTiers.Silver, theMetalTiers.Gold, theMetalTiers.Platinum])}`,
  paragraphs: [
    'Todos los niveles cubren los mismos beneficios de salud esenciales. El nivel define cómo se reparten los costos entre usted y su plan: con una prima más baja, usted paga más cuando recibe atención; con una prima más alta, paga menos.',
    '“El plan paga” es la parte de los costos cubiertos que el plan paga, en promedio, por un afiliado durante un año. Usted paga el resto con su deducible, sus copagos y su coseguro.',
  ],
  table: {
    caption: 'Comparación de las categorías de metal de los planes de la ACA',
    columns: ['Categoría del plan', 'Prima mensual', 'Deducible anual', 'El plan paga, en promedio'],
    rows: metalTiers.map(
      (tier) =>
        [
          theMetalTiers[tier.name],
          tierCosts[tier.name].premium,
          tierCosts[tier.name].deductible,
          es.wholePercent(tier.insurerPaysPercent),
        ] as const,
    ),
  },
  note: 'La tabla compara las primas y los deducibles de un nivel con otro: los suyos dependen de la aseguradora, sus ingresos, su edad y su código postal. Solo los planes Plata incluyen reducciones de costos compartidos, y los planes Platino no se venden en todas las zonas.',
}

export const moreInfoFaqSection = { id: 'faq', navLabel: 'Preguntas frecuentes' } as const

export const moreInfoFaq: readonly FaqItem[] = [
  {
    question: '¿Quién califica para la ayuda financiera (subsidios) de la ACA?',
    answer: `Para la cobertura de ${pageYear}, los hogares con ingresos de entre el ${es.wholePercent(lines.povertyLine)} y el ${es.wholePercent(creditLimit)} del nivel federal de pobreza pueden recibir un crédito fiscal para la prima: ${creditBand(1)} para una persona sola y ${creditBand(4)} para una familia de cuatro (pautas federales de pobreza de ${guidelineYearOf(pageYear)}, los 48 estados contiguos y el Distrito de Columbia). Por encima de ese límite no hay crédito fiscal para ${pageYear}; en ${noLimitYear}, los hogares por encima de él todavía calificaban si el plan Plata de referencia les costaba más del ${es.number(capAboveLimitPercent)}% de sus ingresos. En los estados que ampliaron Medicaid, los adultos con ingresos de hasta el ${es.wholePercent(lines.medicaidExpansion)} del nivel federal de pobreza ${medicaidInstead}. ${whoGetsTheCredit}`,
  },
  {
    question: '¿Cuándo puedo inscribirme en un plan de la ACA?',
    answer: `Cualquier persona puede inscribirse durante el ${openEnrollment.named}. Fuera de ese período, necesita un Período Especial de Inscripción: tiene ${sep.daysToEnroll} días después de un evento de vida que califica, como perder su cobertura, mudarse, casarse o tener un bebé.`,
  },
  {
    question: 'Voy a perder Medicaid. ¿Qué debo hacer?',
    answer: `Solicite un plan del Mercado en cuanto reciba su aviso: su estado debe enviarlo al menos ${medicaidNoticeMinimumDays} días antes de que termine Medicaid (el mínimo federal), y en CuidadoDeSalud.gov puede elegir un plan desde ${enrollmentRules.medicaidLossDaysBefore} días antes hasta ${enrollmentRules.medicaidLossDaysAfter} días después de que termine (lo mismo vale para CHIP); un agente puede confirmarle su fecha límite. Si elige un plan antes de que termine Medicaid, su nueva cobertura comienza sin interrupción.`,
  },
  {
    question: '¿Cuándo comienza mi cobertura?',
    answer: `Por lo general, la cobertura comienza el ${coverageStarts}, una vez pagada la primera prima, si la hay. Durante el Período de Inscripción Abierta en CuidadoDeSalud.gov, inscríbase a más tardar el ${openEnrollment.januaryFirstBy} para tener cobertura desde el ${januaryFirst}.`,
  },
  {
    question: '¿Qué nivel de plan me conviene elegir?',
    answer:
      'Si califica para reducciones de costos compartidos, el plan Plata suele ofrecer el mejor valor. Si casi nunca va al médico, el plan Bronce mantiene bajas sus primas. Si espera necesitar atención o medicamentos recetados con regularidad, un plan Oro puede costarle menos a lo largo del año.',
  },
  {
    question: '¿Qué pasa si mis ingresos cambian durante el año?',
    answer: `Informe el cambio al Mercado lo antes posible para que se ajuste su crédito fiscal. El crédito se concilia en su declaración de impuestos: si recibió menos de lo que le correspondía, recibe la diferencia como reembolso. ${repaymentRule}`,
  },
  {
    question: '¿Cobran algo por su ayuda?',
    answer:
      'No. Nuestros agentes con licencia comparan planes y hacen su inscripción sin costo para usted; las aseguradoras le pagan a nuestra agencia. Usted no tiene ninguna obligación de inscribirse.',
  },
]

export const quickNav = {
  heading: 'Navegación rápida',
  links: [acaBasics, deadlines, floridaMedicaidToAca, planTiers, moreInfoFaqSection].map((section) => ({
    href: `#${section.id}`,
    label: section.navLabel,
  })),
}

export const moreInfoCta = {
  heading: '¿Tiene preguntas sobre su situación?',
  text: `Un agente con licencia puede responderlas, revisar cuánto puede ahorrar y hacer su inscripción en ${agency.timings.phoneEnrollment}, sin costo.`,
}
