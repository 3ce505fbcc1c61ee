import { lines } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { es } from '../../format'
import { povertyLevel } from '../browser/glossary'
import { enrollmentRules, sep } from '../figures'
import { pageIncomeGuide } from '../householdTables'
import { selfEmployedModel } from '../../models/selfEmployed'
import { lowPricePlans } from './savingsClaims'
import { fullRepaymentFrom, medicaidInstead } from './creditRules'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { singleCreditLimits } from '../../models/selfEmployed'
import { openEnrollment } from '../enrollmentDates'
import { capAboveLimit, noLimitYear } from '../../models/sharedFigures'

/** /insurance-for-self-employed is the page search engines index. */
export const selfEmployedMeta: PageMeta = {
  path: '/insurance-for-self-employed',
  title: 'Seguro médico para trabajadores por cuenta propia y 1099 | ACA',
  description:
    'Planes de la ACA para independientes, contratistas 1099 y trabajadores de aplicaciones, con crédito fiscal según su ingreso neto. Ayuda gratis.',
}

/** /self-employed-coverage shows the same page; its canonical URL points at the original so only one is indexed. */
export const selfEmployedCoverageMeta: PageMeta = {
  ...selfEmployedMeta,
  path: '/self-employed-coverage',
  canonicalPath: selfEmployedMeta.path,
}

export const selfEmployedConversion: PageConversion = {
  smsBody: '¡Hola! Trabajo por cuenta propia y quisiera saber para qué planes de la ACA y ahorros califico.',
  callLabel: 'self_employed_phone_click',
}

export const selfEmployedHero = {
  eyebrow: 'Para contratistas 1099, independientes, trabajadores de aplicaciones y a tiempo parcial',
  heading: 'Seguro médico para trabajadores por cuenta propia',
  intro: `¿No tiene un plan de su empleador? Su crédito fiscal para la prima se basa en sus ingresos netos por cuenta propia, no en un cheque de pago. ${lowPricePlans} Un agente con licencia puede comparar planes por usted sin costo.`,
}

export const selfEmployedBenefits = {
  heading: 'Por qué los trabajadores por cuenta propia eligen planes de la ACA',
  intro:
    'Los planes del Mercado están hechos para las personas que compran su propia cobertura, ya sea que usted maneje para una aplicación, trabaje como independiente a tiempo completo o junte varios empleos a tiempo parcial.',
  items: [
    {
      title: 'Ahorros según su ingreso neto',
      text: 'Los créditos fiscales toman en cuenta su ganancia neta del año: los gastos del negocio la reducen, y el crédito depende de los ingresos de todo el año, no de un solo mes.',
    },
    {
      title: 'Una cobertura que es suya',
      text: 'Su plan es suyo, no de un cliente ni de un empleador. Si cambia de trabajo, suma clientes o se toma una temporada libre, su cobertura sigue. Si se muda fuera de la zona del plan, el plan termina, y la mudanza le permite elegir uno nuevo.',
    },
    {
      title: 'Las primas pueden deducirse de los impuestos',
      text: 'Quienes trabajan por cuenta propia a menudo pueden deducir la parte de la prima que pagan ellos mismos. Pregúntele a su preparador de impuestos cómo se aplica la deducción en su caso.',
    },
    {
      title: 'Actualice sus ingresos en cualquier momento',
      text: `Informe los cambios en cuanto ocurran, para que su crédito mensual se acerque a lo que le corresponde${fullRepaymentFrom ? `: desde ${fullRepaymentFrom}, todo crédito de más se devuelve completo al declarar impuestos` : ''}.`,
    },
    {
      title: 'Todos los beneficios esenciales, sin preguntas de salud',
      text: 'Todos los planes cubren los 10 beneficios de salud esenciales, y no pueden negarle cobertura ni cobrarle más por una condición preexistente.',
    },
    {
      title: 'Ayuda gratis de un agente con licencia',
      text: 'Comparamos aseguradoras, médicos y medicamentos recetados en su zona y aplicamos sus ahorros sin costo para usted: las aseguradoras le pagan a nuestra agencia.',
    },
  ],
} as const

/** One person's benchmark Silver plan at an income line, in words. */
function atLine({ yearlyIncome, monthlyMax }: { yearlyIncome: number; monthlyMax: number | null }) {
  return {
    income: es.money(yearlyIncome),
    benchmark: monthlyMax === null ? 'Sin crédito fiscal' : `Como máximo, unos ${es.money(monthlyMax)}`,
  }
}
const medicaidLine = es.money(selfEmployedModel.medicaidLineIncome)
const guideTop = atLine(selfEmployedModel.guideTop)
/** No credit above the line from 2026 (none in 2025): what the row above the income guide says, with the years. */
const creditLimits = singleCreditLimits
/** What the benchmark plan cost at most above 400% of the poverty line in the year without an upper limit, in percent. */
const capAboveLimitPercent = capAboveLimit / 100

export const selfEmployedPremiums = {
  rulesYear: pageYear,
  heading: 'Ejemplos de primas según los ingresos',
  intro: `Lo máximo que paga cada mes una persona sola que trabaja por cuenta propia por el plan Plata de referencia con los créditos fiscales de ${pageYear}, según su ingreso neto anual (su ganancia después de los gastos del negocio). Los planes más baratos cuestan menos y los más caros, más; su precio depende de su edad, su código postal y el plan que elija.`,
  examples: {
    caption: `Plan Plata de referencia para una persona según su ingreso neto anual, cobertura de ${pageYear} (${povertyLevel} de ${selfEmployedModel.guidelineYear}, los 48 estados contiguos y el Distrito de Columbia)`,
    columns: ['Ingreso neto anual (1 persona)', 'Plan Plata de referencia al mes', 'Por qué'] as const,
    rows: [
      [
        `Hasta ${medicaidLine}`,
        'Medicaid en los estados que lo ampliaron',
        `En esos estados, los adultos con ingresos de hasta el ${es.wholePercent(lines.medicaidExpansion)} del nivel federal de pobreza ${medicaidInstead}; en los demás, se aplica un crédito fiscal a partir del nivel federal de pobreza.`,
      ],
      ...selfEmployedModel.silverLines.map((level) => {
        const line = atLine(level)
        return [
          line.income,
          `${line.benchmark} al mes`,
          `Con este ingreso, un plan Plata paga cerca del ${es.wholePercent(level.silverPlanPays)} de los costos cubiertos; los planes más baratos, a menudo del nivel Bronce, pueden costar menos.`,
        ] as const
      }),
      [
        guideTop.income,
        `${guideTop.benchmark} al mes`,
        `El tope de la guía de ingresos de ${pageYear}: solo hay crédito fiscal si el plan de referencia le cuesta más que esto.`,
      ],
      [
        `Más de ${guideTop.income}`,
        'El precio completo del plan',
        `En ${noLimitYear}, aquí todavía se aplicaba un crédito fiscal cuando el plan Plata de referencia costaba más del ${es.number(capAboveLimitPercent)}% de los ingresos. Desde ${creditLimits[0].year} no hay crédito fiscal por encima del ${es.wholePercent(creditLimits[0].percent)} del nivel federal de pobreza (${es.list(creditLimits.map((limit) => `${limit.amount} para ${limit.year}`))}); un agente puede encontrar el plan de menor costo en su zona.`,
      ],
    ] as const,
  },
  householdHeading: 'Límites de ingresos según el tamaño del hogar',
  householdIntro: 'Si su cobertura incluye a su cónyuge o a sus hijos, los límites suben según el tamaño de su hogar.',
  household: { caption: pageIncomeGuide.caption, columns: pageIncomeGuide.columns, rows: pageIncomeGuide.rows },
  note: 'Alaska y Hawái tienen límites más altos. Los montos ya tienen descontados los créditos fiscales; su agente confirma su precio exacto antes de que usted se inscriba.',
}

export const selfEmployedIncomeTips = {
  heading: 'Cómo calcular sus ingresos por cuenta propia',
  intro:
    'El Mercado le pide los ingresos que espera tener en el año de cobertura. Si trabaja por cuenta propia, calcularlos requiere pensarlo un poco, y en la llamada le guiamos paso a paso.',
  steps: [
    'Empiece por su ganancia neta: lo que gana de clientes o aplicaciones menos los gastos del negocio, como las millas recorridas, el equipo y el software.',
    'Si sus ingresos cambian de un mes a otro, use como guía su declaración de impuestos del año pasado y el trabajo que ya tiene programado.',
    'Informe los cambios durante el año. Una estimación más alta o más baja ajusta de inmediato su crédito fiscal mensual.',
    'Al declarar impuestos, el crédito que recibió se concilia con sus ingresos reales, así que una estimación cuidadosa reduce el riesgo de tener que devolver dinero en ese momento.',
  ],
} as const

export const selfEmployedFaq: readonly FaqItem[] = [
  {
    question: '¿Puedo obtener un seguro médico de la ACA si soy contratista 1099 o trabajo con aplicaciones?',
    answer:
      'Sí. Los trabajadores independientes, los contratistas independientes, los conductores de transporte y de entregas por aplicación, y quienes trabajan a tiempo parcial sin un plan de su empleador pueden comprar un plan del Mercado, y muchos califican para un crédito fiscal para la prima basado en sus ingresos netos.',
  },
  {
    question: '¿Qué ingresos pongo en mi solicitud si trabajo por cuenta propia?',
    answer:
      'Use los ingresos netos que espera tener en el año por su trabajo por cuenta propia: los ingresos de su negocio menos los gastos del negocio, más cualquier otro ingreso de su hogar. Un agente puede ayudarle a hacer un cálculo realista.',
  },
  {
    question: '¿Cuándo puedo inscribirme en un plan de la ACA?',
    answer: `Cualquier persona puede inscribirse durante el ${openEnrollment.named}. Fuera de ese período, un cambio importante en su vida, como perder otra cobertura, mudarse o tener un bebé, le da ${sep.daysToEnroll} días para inscribirse. La cobertura comienza el ${enrollmentRules.coverageStarts}.`,
  },
]

export const selfEmployedCta = {
  heading: 'Obtenga cobertura a su manera',
  text: 'Llame o envíe un mensaje de texto a un agente con licencia. Revisamos sus ahorros, comparamos planes que incluyen a sus médicos y podemos completar su inscripción en una sola llamada.',
}
