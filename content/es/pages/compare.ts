import { compareModel } from '../../models/compare'
import { guidelineYearOf } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import type { MetalTier } from '../../../rules/figureFacts'
import { es } from '../../format'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { sep, tierCosts } from '../figures'
import {
  deductible,
  essentialBenefits,
  metalTiers as theMetalTiers,
  povertyLevel,
  preexistingCondition,
  premium,
  preventiveServices,
  qualifyingLifeEvent,
  zipCode,
} from '../browser/glossary'
import { lowPricePlans } from './savingsClaims'
import { medicaidInstead } from './creditRules'
import { premiumExamples } from '../../models/sharedFigures'

/** /es/compare-aca-plans (content/en/pages/compare.ts). */
export const compareMeta: PageMeta = {
  path: '/compare-aca-plans',
  title: 'Compare planes de la ACA: Bronce, Plata y Oro | Ayuda gratis',
  description:
    'Compare los planes Bronce, Plata y Oro de la ACA: primas, deducibles y lo que paga el plan. Conozca las diferencias entre HMO y PPO y reciba ayuda gratis.',
}

export const compareConversion: PageConversion = {
  smsBody: '¡Hola! Quisiera ayuda para comparar los planes Bronce, Plata y Oro de la ACA según mi presupuesto.',
  callLabel: 'compare_plans_phone_click',
}

export const compareHero = {
  heading: 'Compare planes de la ACA: Bronce, Plata y Oro',
  intro: `Todos los planes del Mercado cubren los mismos ${essentialBenefits}. Lo que cambia es cómo se reparte el costo: una ${premium} mensual más baja con un ${deductible} más alto, o al revés. ${lowPricePlans}`,
}

const bestFor: Record<MetalTier['name'], string> = {
  Bronze: 'Personas sanas que quieren protegerse de gastos grandes con la prima más baja',
  Silver:
    'La mayoría de las personas; es el único nivel con ahorros adicionales en costos compartidos para ingresos más bajos',
  Gold: 'Consultas médicas frecuentes, medicamentos recetados de uso continuo o una cirugía programada',
  Platinum: 'Quienes esperan los gastos médicos más altos',
}

const { chartedTiers, platinum } = compareModel

export const compareChart = {
  heading: 'Bronce, Plata y Oro de un vistazo',
  intro: `Las primas y los deducibles dependen de la aseguradora, su código postal, su edad y sus ingresos, así que la tabla compara los niveles entre sí. La parte que paga la aseguradora es un promedio de toda la atención cubierta; usted paga el resto con deducibles, copagos y coseguro, hasta un máximo anual de gastos de bolsillo.`,
  caption: 'Comparación de los planes Bronce, Plata y Oro de la ACA',
  columns: ['Categoría de metal', 'Prima mensual', 'Deducible anual', 'La aseguradora paga', 'Ideal para'] as const,
  rows: chartedTiers.map(
    (row) =>
      [
        theMetalTiers[row.name],
        tierCosts[row.name].premium,
        tierCosts[row.name].deductible,
        es.wholePercent(row.insurerPaysPercent),
        bestFor[row.name],
      ] as const,
  ),
  platinumNote: `Los planes Platino pagan alrededor del ${es.wholePercent(platinum.insurerPaysPercent)} de los costos cubiertos, con los deducibles más bajos y las primas más altas. Menos aseguradoras los ofrecen: pregúntenos si hay alguno a la venta en su zona.`,
  dentalNote:
    'Muchos planes permiten agregar cobertura dental para adultos pagando una prima mensual adicional: un agente puede mostrarle los precios en su zona.',
}

export const comparePlanTypes = {
  heading: 'HMO, PPO, EPO o POS: ¿qué tipo de plan le conviene?',
  intro:
    'La categoría de metal define cómo se reparten los costos. El tipo de plan define a qué médicos puede ir y si necesita un referido.',
  items: [
    {
      title: 'HMO (Organización para el Mantenimiento de la Salud)',
      text: 'Usted elige un médico de atención primaria, que le da un referido para ver a un especialista. Solo se cubre la atención dentro de la red, salvo en emergencias. Suele tener la prima más baja.',
    },
    {
      title: 'PPO (Organización de Proveedores Preferidos)',
      text: 'Puede ir a cualquier médico o especialista dentro de la red sin referido, y tiene algo de cobertura fuera de la red a un costo mayor. Por lo general, la prima es más alta.',
    },
    {
      title: 'EPO (Organización de Proveedores Exclusivos)',
      text: 'No necesita referido para ver a un especialista, pero solo se cubre la atención dentro de la red, salvo en emergencias. En precio, es un término medio.',
    },
    {
      title: 'POS (Punto de Servicio)',
      text: 'Un médico de atención primaria coordina su atención y le da referidos para ver a especialistas. Tiene algo de cobertura fuera de la red cuando cuenta con un referido.',
    },
  ],
} as const

const { single150, singleTop, couple250, family138 } = premiumExamples

export const comparePremiums = {
  rulesYear: pageYear,
  heading: 'Ejemplos de primas',
  intro: `Lo máximo que paga un hogar cada mes por el plan Plata de referencia con los créditos fiscales de ${pageYear} (${povertyLevel} de ${guidelineYearOf(pageYear)}, los 48 estados contiguos y el Distrito de Columbia). Su precio depende de su edad, su ${zipCode} y el plan que elija: los planes más baratos cuestan menos, y los más caros, más.`,
  items: [
    {
      title: `Un adulto solo que gana ${es.money(single150.yearlyIncome)} al año`,
      text: `El plan Plata de referencia le cuesta como máximo unos ${es.money(single150.monthlyMax)} al mes, y un plan Plata paga alrededor del ${es.wholePercent(single150.silverPlanPays)} de los costos cubiertos. ${lowPricePlans}`,
    },
    {
      title: `Un adulto solo que gana ${es.money(singleTop.yearlyIncome)} al año`,
      text: `Es el tope de la guía de ingresos de ${pageYear}: paga como máximo unos ${es.money(singleTop.monthlyMax)} al mes por el plan Plata de referencia, y solo recibe crédito fiscal si ese plan cuesta más. Si gana más, no tiene crédito fiscal para ${pageYear}.`,
    },
    {
      title: `Una pareja que gana ${es.money(couple250.yearlyIncome)} al año`,
      text: `El plan Plata de referencia les cuesta como máximo unos ${es.money(couple250.monthlyMax)} al mes, y con estos ingresos un plan Plata todavía paga alrededor del ${es.wholePercent(couple250.silverPlanPays)} de los costos cubiertos.`,
    },
    {
      title: `Una familia de cuatro que gana ${es.money(family138.yearlyIncome)} al año`,
      text: `En los estados que ampliaron Medicaid, los adultos ${medicaidInstead}; en los demás, el plan Plata de referencia les cuesta como máximo unos ${es.money(family138.monthlyMax)} al mes. Los niños a menudo califican para Medicaid o CHIP.`,
    },
  ],
}

export const compareFaq: readonly FaqItem[] = [
  {
    question: '¿Qué categoría de metal de plan de la ACA me conviene más?',
    answer:
      'Si casi nunca va al médico, un plan Bronce le da la prima más baja. Si sus ingresos le permiten recibir reducciones de costos compartidos, un plan Plata suele ser el que más le rinde. Si espera atención médica regular o un procedimiento, un plan Oro a menudo le cuesta menos en el total del año.',
  },
  {
    question: '¿Todos los planes de la ACA cubren los mismos servicios?',
    answer: `Sí. Todas las categorías de metal cubren los mismos ${essentialBenefits}, incluidos los ${preventiveServices} sin costo dentro de la red, y ningún plan puede rechazarlo ni cobrarle más por una ${preexistingCondition}. Dentro de una misma aseguradora, los niveles se diferencian sobre todo en cómo se reparten los costos; las redes y las listas de medicamentos cambian de un plan a otro.`,
  },
  {
    question: '¿Qué diferencia hay entre el deducible y el máximo de gastos de bolsillo?',
    answer:
      'El deducible es lo que usted paga por la atención cubierta antes de que el plan empiece a compartir los costos. El máximo de gastos de bolsillo es lo más que paga en un año: cuando lo alcanza, el plan paga el 100% de la atención cubierta dentro de la red por el resto del año.',
  },
  {
    question: '¿Puedo cambiar de plan de la ACA más adelante?',
    answer: `Puede cambiar de plan durante el ${openEnrollment.named}. Fuera de ese período, un ${qualifyingLifeEvent}, como el nacimiento de un bebé o una mudanza si ya tenía cobertura, por lo general le da ${es.number(sep.daysToEnroll)} días para inscribirse o cambiar de plan; algunos eventos limitan a qué planes puede cambiarse.`,
  },
]

export const compareRelated = {
  heading: 'Siga explorando',
  links: [
    {
      to: '/zero-dollar-health-plans',
      label: `Planes de salud de ${es.money(0)}`,
      text: 'Vea quién califica para un plan sin prima mensual.',
    },
    {
      to: '/sep',
      label: 'Período Especial de Inscripción',
      text: '¿Perdió su cobertura, se mudó, se casó o tuvo un bebé? Averigüe si puede inscribirse ahora.',
    },
    {
      to: '/aca-for-families',
      label: 'Planes de la ACA para familias',
      text: 'Límites de ingresos del hogar y lo que cubren los planes familiares.',
    },
  ],
} as const

export const compareCta = {
  heading: '¿No sabe qué plan elegir?',
  text: 'Un agente con licencia compara las primas, los deducibles, los médicos y los medicamentos recetados de los planes de las aseguradoras con las que trabajamos en su zona, sin costo para usted.',
}
