import { es } from '../../format'
import type { PageConversion, PageMeta } from '../../types'
import { agency, reviewCount, reviewInvitation } from '../agency'
import { openEnrollment } from '../enrollmentDates'
import { affordableCareAct, specialEnrollment, zipCode } from '../browser/glossary'
import { lowestPlanPrice } from '../priceClaims'

const { licensedIn, licensedWhere, rating, bbb, resultsPeriod: period } = agency
/** 'entre $0 y $10': the price range as the mission paragraph says it. */
const lowPrice = es.money(lowestPlanPrice)

/** /es/about-us (content/en/pages/aboutUs.ts). */
export const aboutUsMeta: PageMeta = {
  path: '/about-us',
  title: `Quiénes somos | ${agency.name}`,
  description: `Agentes de seguros médicos de la ACA${licensedIn ? ` con licencia en ${licensedIn}` : ''} que han ayudado a ${agency.familiesHelped} familias a obtener un seguro médico a su alcance. Ayuda gratis y sin compromiso.`,
}

export const aboutUsConversion: PageConversion = {
  smsBody: '¡Hola! Quisiera hablar con uno de sus agentes con licencia sobre mis opciones de seguro médico.',
  callLabel: 'about_us_phone_click',
}

export const aboutUsHero = {
  heading: `Conozca a ${agency.name}`,
  intro: `Somos una agencia de seguros médicos que ayuda a las personas a encontrar planes de la ${affordableCareAct} (ACA) que puedan pagar, sin costo para ellas.`,
}

/** The agency's numbers (content/en/pages/aboutUs.ts): the rating and the licences only as configured. */
export const aboutUsStats = {
  heading: 'Nuestra agencia en cifras',
  items: [
    { value: agency.stats.familiesHelped, label: `familias ayudadas hasta ${period}` },
    ...(rating && reviewCount
      ? [{ value: `${es.number(rating.score)}/${es.number(rating.outOf)}`, label: `según ${reviewCount}` }]
      : []),
    { value: agency.stats.totalSaved, label: `ahorrados por nuestros clientes hasta ${period}` },
    ...(licensedIn ? [{ value: licensedIn, label: 'donde tenemos licencia' }] : []),
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
    `${licensedIn ? `Desde entonces obtuvimos licencia en ${licensedIn}, y hasta` : 'Hasta'} ${period} habíamos ayudado a ${agency.familiesHelped} familias a obtener cobertura. Seguimos trabajando como el primer día: una conversación, respuestas honestas y ningún costo para usted.`,
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
    ...(licensedWhere
      ? [
          {
            title: 'Con licencia y responsables',
            text: `Nuestra agencia tiene ${licensedWhere}${bbb ? `, y una calificación ${bbb.grade} del BBB (al ${bbb.asOf})` : ''}.`,
          },
        ]
      : []),
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
    ...(rating && reviewCount
      ? [
          {
            title: 'Nuestras reseñas',
            text: `Tenemos una calificación de ${es.number(rating.score)} de ${es.number(rating.outOf)} según ${reviewCount}.${reviewInvitation ? ` ${reviewInvitation}` : ''}`,
          },
        ]
      : []),
  ],
}

export const aboutUsCta = {
  heading: 'Encontremos juntos su plan',
  text: 'Cuéntenos un poco sobre su hogar y le mostraremos los planes y los ahorros que tiene a su alcance. Es gratis y sin compromiso.',
}
