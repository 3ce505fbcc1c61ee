import { es } from '../../format'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { enrollmentRules, sep } from '../figures'
import { marketplacePlan, premiumTaxCredit, specialEnrollment, zipCode } from '../browser/glossary'
import { pageIncomeGuide } from '../householdTables'
import { lowPricePlans } from './savingsClaims'

/** /es/aca-for-families (content/en/pages/families.ts). */
export const familiesMeta: PageMeta = {
  path: '/aca-for-families',
  title: 'Seguro médico familiar de la ACA | Planes y créditos fiscales',
  description: `Planes familiares de la ACA con créditos fiscales que bajan la prima en hogares de todo tamaño. Vea límites de ingresos de ${pageIncomeGuide.year} y qué cubren. Llame gratis.`,
}

export const familiesConversion: PageConversion = {
  smsBody: '¡Hola! Quisiera revisar las opciones de planes de la ACA y los ahorros para mi familia.',
  callLabel: 'families_phone_click',
}

export const familiesHero = {
  heading: 'Seguro médico de la ACA a su alcance para toda su familia',
  intro: `Un solo plan puede cubrirlo a usted, a su cónyuge y a sus hijos, y los créditos fiscales para la prima aumentan con el tamaño de su hogar. ${lowPricePlans}`,
}

export const familiesIncome = {
  rulesYear: pageIncomeGuide.year,
  heading: `Límites de ingresos del hogar para los ahorros de ${pageIncomeGuide.year}`,
  intro: `Con ingresos desde el nivel federal de pobreza hasta la cifra de la última columna, una familia puede recibir un ${premiumTaxCredit}; hasta la cifra de la columna del medio, un plan Plata también baja el deducible y los copagos. Los niños a menudo califican para Medicaid o CHIP con ingresos más altos que los adultos.`,
  caption: pageIncomeGuide.caption,
  columns: pageIncomeGuide.columns,
  rows: pageIncomeGuide.rows,
  note: `Alaska y Hawái tienen límites más altos, igual que los hogares de cinco o más personas. Sus ahorros exactos dependen de sus ingresos, su edad, su ${zipCode} y el tamaño de su hogar.`,
}

export const familiesCoverage = {
  heading: 'Lo que cubren los planes familiares',
  items: [
    {
      title: 'Atención pediátrica',
      text: 'Los chequeos, las vacunas y la atención dental y de la vista para niños son beneficios de salud esenciales; en algunas zonas, la atención dental de los niños viene en un plan dental aparte que se compra junto con el plan médico.',
    },
    {
      title: 'Maternidad y recién nacidos',
      text: 'Las consultas prenatales, el parto y la atención del recién nacido están cubiertos, sin período de espera.',
    },
    {
      title: `Atención preventiva por ${es.money(0)}`,
      text: 'Los chequeos anuales, las pruebas de detección y las vacunas no le cuestan nada cuando usa proveedores dentro de la red.',
    },
    {
      title: 'Medicamentos recetados',
      text: 'Todos los planes cubren medicamentos recetados, desde antibióticos hasta medicamentos de uso prolongado.',
    },
    {
      title: 'Salud mental',
      text: 'La consejería y la atención de la salud conductual se cubren como cualquier otra atención médica.',
    },
    {
      title: 'Emergencias y hospitalización',
      text: 'Las visitas a la sala de emergencias y las estadías en el hospital están cubiertas; en una emergencia, dentro o fuera de la red.',
    },
  ],
}

export const familiesFaq: readonly FaqItem[] = [
  {
    question: '¿Puedo cubrir a mis hijos y a mi cónyuge en un solo plan de la ACA?',
    answer: `Sí. Un solo ${marketplacePlan} puede cubrir a todas las personas de su hogar para fines de impuestos, y el ${premiumTaxCredit} se basa en los ingresos totales y el tamaño de su hogar.`,
  },
  {
    question: '¿Hasta qué edad pueden mis hijos seguir en mi plan de salud?',
    answer: `Los hijos pueden seguir en el plan de uno de sus padres hasta que cumplan ${es.number(enrollmentRules.dependentMaxAge)} años, estén o no casados, estudien o no, y vivan o no con usted.`,
  },
  {
    question: '¿Qué pasa si acabamos de tener un bebé o de adoptar a un niño?',
    answer: `El nacimiento o la adopción de un niño abre un ${specialEnrollment}: tiene ${es.number(sep.daysToEnroll)} días para agregar a su hijo o cambiar de plan, y la cobertura puede empezar desde la fecha del nacimiento o de la adopción.`,
  },
  {
    question: '¿Cuesta algo recibir ayuda de sus agentes?',
    answer:
      'No. Nuestros agentes con licencia le ayudan a comparar planes e inscribirse sin costo para usted: las aseguradoras le pagan a nuestra agencia.',
  },
]

export const familiesCta = {
  heading: 'Consiga cobertura para su familia hoy',
  text: 'Un agente con licencia puede comparar planes familiares y aplicar sus ahorros en una sola llamada corta.',
}
