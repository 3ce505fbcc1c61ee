import { es } from '../../format'
import type { PageConversion, PageMeta } from '../../types'
import { agency, verifiedReviews } from '../agency'
import { openEnrollment } from '../enrollmentDates'
import { affordableCareAct, specialEnrollment, zipCode } from '../browser/glossary'
import { lowestPlanPrice } from '../priceClaims'

const { licensedStates, bbb, resultsPeriod: period } = agency
const states = es.number(licensedStates)
/** 'entre $0 y $10': the price range as the mission paragraph says it. */
const lowPrice = es.money(lowestPlanPrice)

/** /es/about-us (content/en/pages/aboutUs.ts). */
export const aboutUsMeta: PageMeta = {
  path: '/about-us',
  title: `Quiénes somos | ${agency.name}`,
  description: `Agentes con licencia en los ${states} estados que han ayudado a ${agency.familiesHelped} familias a obtener un seguro médico a su alcance. Ayuda gratis y sin compromiso.`,
}

export const aboutUsConversion: PageConversion = {
  smsBody: '¡Hola! Quisiera hablar con uno de sus agentes con licencia sobre mis opciones de seguro médico.',
  callLabel: 'about_us_phone_click',
}

export const aboutUsHero = {
  heading: `Conozca a ${agency.name}`,
  intro: `Somos una agencia de seguros médicos con licencia que ayuda a personas de todo el país a encontrar planes de la ${affordableCareAct} (ACA) que puedan pagar, sin costo para ellas.`,
}

/** The agency's numbers; who collected the reviews is `slots.reviewsSource` (VITE_REVIEWS_SOURCE, filled in by the page). */
export const aboutUsStats = {
  heading: 'La confianza de familias de todo el país',
  items: [
    { value: agency.stats.familiesHelped, label: `familias ayudadas hasta ${period}` },
    {
      value: `${es.number(agency.rating.score)}/${es.number(agency.rating.outOf)}`,
      label: `según ${verifiedReviews}`,
    },
    { value: agency.stats.totalSaved, label: `ahorrados por nuestros clientes hasta ${period}` },
    { value: states, label: 'estados donde tenemos licencia' },
    // 'Calificación A+ del Better Business Bureau', in Spanish word order: the grade inside the value.
    ...(bbb ? [{ value: `Calificación ${bbb.grade}`, label: `del Better Business Bureau (al ${bbb.asOf})` }] : []),
  ],
}

export const aboutUsMission = {
  heading: 'Nuestra misión',
  paragraphs: [
    'Toda persona que pueda obtener cobertura médica asequible debería tenerla. Esa es toda nuestra misión.',
    `Los créditos fiscales para la prima pueden hacer que algunos planes, a menudo del nivel Bronce, cuesten ${lowPrice} al mes, según sus ingresos, su edad y su ${zipCode}. Aun así, muchas personas que califican nunca presentan una solicitud, porque el proceso les parece confuso o porque creen que ganan demasiado o muy poco. Nosotros hacemos la comparación, el papeleo y el seguimiento, y le explicamos cada paso con palabras sencillas.`,
  ],
}

export const aboutUsStory = {
  heading: 'Nuestra historia',
  paragraphs: [
    'Nuestra agencia empezó con un pequeño equipo de agentes con licencia que escuchaba lo mismo una y otra vez por teléfono: “No sabía que podía pagar un seguro médico”. Personas que habían perdido Medicaid, que habían dejado un empleo o que empezaban a trabajar por su cuenta creían que un seguro médico estaba fuera de su alcance. Cuando les mostrábamos los ahorros para los que calificaban, la mayoría se sorprendía de lo poco que iba a pagar.',
    `Desde entonces obtuvimos licencia en los ${states} estados, y hasta ${period} habíamos ayudado a ${agency.familiesHelped} familias a obtener cobertura. Seguimos trabajando como el primer día: una conversación, respuestas honestas y ningún costo para usted.`,
    'Nuestra ayuda es gratuita porque las compañías de seguros le pagan una comisión a nuestra agencia cuando usted se inscribe. Los precios del Mercado los fijan las aseguradoras y los aprueban los reguladores, así que su prima es la misma si se inscribe con nosotros, en CuidadoDeSalud.gov o directamente con la aseguradora.',
  ],
}

export const aboutUsValues = {
  heading: 'Nuestros principios',
  items: [
    {
      title: 'Respuestas claras',
      text: 'Le explicamos las primas, los deducibles, las redes de proveedores y los créditos fiscales con palabras de todos los días, y le decimos lo que un plan no cubre antes de que lo elija.',
    },
    {
      title: 'Sus necesidades primero',
      text: 'Partimos de sus médicos, sus medicamentos recetados y su presupuesto, y le recomendamos el plan que se ajusta a todo eso.',
    },
    {
      title: 'Sin costo ni presión',
      text: 'Las cotizaciones son gratis y sin compromiso. Si un plan no le conviene, se lo diremos, y la decisión siempre es suya.',
    },
    {
      title: 'Respeto por su privacidad',
      text: 'Nunca vendemos su información. Solo nos comunicamos con usted por los medios que usted aceptó, y dejamos de hacerlo en cuanto nos lo pida.',
    },
  ],
}

/** Why people choose the agency; who collected the reviews as for aboutUsStats. */
export const aboutUsReasons = {
  heading: 'Por qué nos eligen',
  items: [
    {
      title: 'Con licencia y responsables',
      text: `Nuestros agentes tienen licencia en los ${states} estados${bbb ? `, y nuestra agencia tiene una calificación ${bbb.grade} del BBB (al ${bbb.asOf})` : ''}.`,
    },
    {
      title: 'Ahorros para nuestros clientes',
      text: `En ${period}, algunos de nuestros clientes ahorraron hasta ${es.money(agency.maxMonthlySavings)} al mes. ${agency.resultsVary}`,
    },
    {
      title: 'Ayuda rápida y amable',
      text: `Un agente con licencia puede verificar si usted califica en ${agency.timings.agentEligibilityCheck}, y la mayoría de las inscripciones por teléfono toman ${agency.timings.phoneEnrollment}.`,
    },
    {
      title: 'Ayuda todo el año',
      text: `${openEnrollment.runs}, pero también inscribimos en cualquier época del año a quienes califican para un ${specialEnrollment} después de un cambio en su vida.`,
    },
    {
      title: 'Apoyo después de inscribirse',
      text: 'Llámenos cuando cambien sus ingresos o su hogar, cuando llegue el momento de renovar o cuando tenga una pregunta sobre su plan. Nuestra ayuda sigue siendo gratis.',
    },
    {
      title: 'Valorados por clientes reales',
      text: `Las familias nos dan ${es.number(agency.rating.score)} de ${es.number(agency.rating.outOf)} según ${verifiedReviews}.`,
    },
  ],
}

export const aboutUsCta = {
  heading: 'Encontremos juntos su plan',
  text: 'Cuéntenos un poco sobre su hogar y le mostraremos los planes y los ahorros que tiene a su alcance. Es gratis y sin compromiso.',
}
