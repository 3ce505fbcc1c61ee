import { pageYear, specialEnrollmentYear } from '../../../rules/pageYear'
import { years } from '../../../rules/years'
import type { PageConversion, PageMeta } from '../../types'
import { agency } from '../agency'
import { enrollmentRules } from '../figures'
import { outOfPocketMaximum } from '../browser/glossary'
import { outOfPocketLimits } from './outOfPocketLimits'

/** /es/essential-coverage (content/en/pages/essentialCoverage.ts). */
export const essentialCoverageMeta: PageMeta = {
  path: '/essential-coverage',
  title: 'Beneficios de salud esenciales: qué cubre todo plan de la ACA',
  description:
    'Todo plan de la ACA cubre 10 beneficios de salud esenciales, desde consultas médicas y medicamentos hasta maternidad y salud mental. Vea qué incluye.',
}

export const essentialCoverageConversion: PageConversion = {
  smsBody:
    '¡Hola! Quisiera ayuda para encontrar un plan de la ACA que cubra a mis médicos y mis medicamentos recetados.',
  callLabel: 'essential_coverage_phone_click',
}

export const essentialCoverageHero = {
  heading: 'Lo que cubre todo plan de la ACA: los 10 beneficios de salud esenciales',
  intro:
    'Todos los planes del Mercado, desde el plan Bronce de menor costo hasta el Platino, deben cubrir las mismas diez categorías de atención. Los planes se diferencian en el precio, la red de proveedores y lo que usted paga al recibir atención, no en estos servicios básicos.',
}

/** The ten categories in the order the law lists them; the page numbers them. */
const benefits = [
  {
    title: 'Atención ambulatoria',
    text: 'La atención que recibe sin ingresar en un hospital, también llamada servicios para pacientes ambulatorios.',
    points: [
      'Consultas de atención primaria y con especialistas',
      'Cirugías y procedimientos ambulatorios',
      'Atención de urgencia y consultas en clínicas sin cita',
      'Servicios de salud en el hogar',
    ],
  },
  {
    title: 'Servicios de emergencia',
    text: 'Atención por una enfermedad o lesión repentina que podría poner su salud en grave riesgo.',
    points: [
      'Visitas a la sala de emergencias',
      'Traslado en ambulancia en una emergencia',
      'Sin necesidad de aprobación previa',
      'Salas de emergencias fuera de la red con el mismo copago o coseguro que dentro de la red',
    ],
  },
  {
    title: 'Hospitalización',
    text: 'La atención que recibe cuando lo ingresan en un hospital.',
    points: [
      'Su habitación, sus comidas y la atención de enfermería',
      'Cirugía, anestesia y atención médica durante su estadía',
      'Pruebas y medicamentos que recibe en el hospital',
      'Cuidados intensivos cuando los necesite',
    ],
  },
  {
    title: 'Atención de maternidad y del recién nacido',
    text: 'Atención antes, durante y después del embarazo, cubierta desde su primer día en el plan.',
    points: [
      'Consultas y pruebas prenatales',
      'Trabajo de parto y parto',
      'Atención para su recién nacido',
      'Atención posparto y apoyo para la lactancia, incluido un extractor de leche',
    ],
  },
  {
    title: 'Servicios de salud mental y trastornos por consumo de sustancias',
    text: 'Atención de la salud conductual, cubierta en las mismas condiciones que la atención médica.',
    points: [
      'Consejería y psicoterapia',
      'Atención de salud mental con hospitalización',
      'Tratamiento por consumo de alcohol y drogas',
      'Pruebas de detección de depresión y otras condiciones de salud mental',
    ],
  },
  {
    title: 'Medicamentos recetados',
    text: 'Los medicamentos de la lista de su plan (formulario). Por lo general, los genéricos son los que menos cuestan.',
    points: [
      'Medicamentos de todas las categorías y clases',
      'Medicamentos genéricos y de marca',
      'Una forma de pedir un medicamento que no está en la lista',
      'Anticonceptivos, sin costo dentro de la red',
    ],
  },
  {
    title: 'Servicios y dispositivos de rehabilitación y habilitación',
    text: 'Ayuda para recuperar habilidades después de una enfermedad o lesión, o para adquirir habilidades que nunca tuvo.',
    points: [
      'Fisioterapia y terapia ocupacional',
      'Terapia del habla y del lenguaje',
      'Terapia para niños con retrasos en el desarrollo',
      'Equipo médico como sillas de ruedas, andadores y muletas',
    ],
  },
  {
    title: 'Servicios de laboratorio',
    text: 'Pruebas que ayudan a su médico a detectar, vigilar o descartar un problema de salud.',
    points: [
      'Análisis de sangre y de orina',
      'Pruebas para diagnosticar una enfermedad',
      'Pruebas para dar seguimiento a una condición crónica',
      'Análisis de laboratorio de las pruebas preventivas, sin costo dentro de la red',
    ],
  },
  {
    title: 'Servicios preventivos y de bienestar, y control de enfermedades crónicas',
    text: 'Atención que protege su salud o detecta problemas a tiempo, en gran parte gratuita dentro de la red.',
    points: [
      'Un chequeo anual',
      'Las vacunas recomendadas',
      'Pruebas de detección de cáncer, presión arterial, colesterol y diabetes',
      'Programas que le ayudan a controlar condiciones como el asma o la diabetes',
    ],
  },
  {
    title: 'Servicios pediátricos, incluido el cuidado dental y de la vista',
    text: 'Atención para niños. En algunas zonas, la cobertura dental infantil se ofrece mediante un plan dental aparte que se compra junto con el plan médico.',
    points: [
      'Consultas de control del niño sano y vacunas',
      'Evaluaciones del desarrollo y del comportamiento',
      'Chequeos y limpiezas dentales para niños',
      'Exámenes de la vista y anteojos para niños',
    ],
  },
] as const

export const essentialBenefits = {
  heading: 'Los 10 beneficios de salud esenciales',
  intro:
    'La ley federal fija estas diez categorías para todos los planes individuales y familiares. Cada estado elige un plan de referencia que define los detalles, por ejemplo cuántas sesiones de terapia están cubiertas, así que los límites exactos pueden variar según el estado.',
  items: benefits.map((benefit, index) => ({ ...benefit, title: `${index + 1}. ${benefit.title}` })),
}

export const federalGuarantees = {
  heading: 'Garantías federales en todos los planes del Mercado',
  intro:
    'Todos los planes que se venden en el Mercado de Seguros Médicos, en cada estado, traen estas protecciones, cualquiera que sea su salud.',
  items: [
    {
      title: 'Atención preventiva sin costo',
      text: 'Las pruebas de detección, las vacunas y los chequeos recomendados no le cuestan nada dentro de la red, incluso antes de alcanzar su deducible.',
    },
    {
      title: 'Sin límites de dólares anuales ni de por vida',
      text: 'Su plan no puede dejar de pagar los beneficios de salud esenciales porque usted llegó a un tope en dólares para el año o para toda la vida.',
    },
    {
      title: `Un ${outOfPocketMaximum} anual`,
      text: outOfPocketLimits(years[pageYear], specialEnrollmentYear === null ? null : years[specialEnrollmentYear]),
    },
    {
      title: 'Sin rechazos por condiciones preexistentes',
      text: 'Las aseguradoras no pueden negarle un plan, cobrarle más ni negarse a cubrir una condición que usted tenía antes de inscribirse.',
    },
    {
      title: 'Paridad en salud mental',
      text: 'Los copagos, los deducibles y los límites de consultas para la atención de salud mental y por consumo de sustancias no pueden ser más estrictos que los de la atención médica.',
    },
    {
      title: 'Jóvenes en el plan de sus padres',
      text: `Los hijos pueden permanecer en el plan de su padre o su madre hasta que cumplan ${enrollmentRules.dependentMaxAge} años.`,
    },
    {
      title: 'El derecho a apelar',
      text: 'Si su plan niega una reclamación, usted puede apelar ante la aseguradora y luego pedir una revisión independiente.',
    },
    {
      title: 'Un resumen en lenguaje sencillo',
      text: 'Todos los planes le entregan un Resumen de Beneficios y Cobertura con el mismo formato, para que sea fácil comparar los planes uno al lado del otro.',
    },
  ],
}

export const oftenIncludedExtras = {
  heading: 'Extras que incluyen muchos planes',
  intro:
    'Estos servicios no son beneficios de salud esenciales, así que ningún plan está obligado a ofrecerlos. Muchos los ofrecen, y pueden hacer que un plan le convenga más que otro. Lo que se incluye varía según la aseguradora, el plan y el estado.',
  items: [
    {
      title: 'Dental para adultos',
      text: `El cuidado dental para adultos no es un beneficio esencial, pero muchas aseguradoras lo ofrecen como cobertura adicional por una prima mensual extra. También puede comprar un plan dental aparte.`,
    },
    {
      title: 'Visión para adultos',
      text: 'Los exámenes de la vista, los anteojos y los lentes de contacto para adultos son extras. Algunos planes incluyen un examen de la vista al año u ofrecen una cobertura adicional de visión.',
    },
    {
      title: 'Consultas por telemedicina',
      text: 'Muchos planes le permiten consultar a un médico por teléfono o por video, a menudo con un copago bajo o sin copago.',
    },
    {
      title: 'Línea de enfermería 24/7',
      text: 'Un profesional de enfermería puede ayudarle a decidir, de día o de noche, si necesita ir a la sala de emergencias, a un centro de atención de urgencia o pedir una cita regular.',
    },
    {
      title: 'Recompensas por cuidar su salud',
      text: 'Algunas aseguradoras ofrecen descuentos en gimnasios, programas de ejercicio o tarjetas de regalo por hacerse el chequeo anual.',
    },
    {
      title: 'Atención quiropráctica',
      text: 'Algunos planes cubren un número determinado de consultas quiroprácticas al año; otros no la cubren. Verifíquelo antes de elegir.',
    },
  ],
}

export const essentialCoverageRelated = {
  heading: 'Guías relacionadas',
  links: [
    {
      to: '/protected-coverage',
      label: 'Protecciones para condiciones preexistentes',
      text: 'Por qué a nadie se le puede negar un plan ni cobrar más por su salud.',
    },
    {
      to: '/compare-aca-plans',
      label: 'Compare los planes Bronce, Plata y Oro',
      text: 'Los mismos beneficios, con precios y deducibles distintos.',
    },
    {
      to: '/lower-costs',
      label: 'Reduzca sus costos',
      text: 'Créditos fiscales para la prima y reducciones de costos compartidos, según el tamaño de su hogar.',
    },
  ],
} as const

export const essentialCoverageCta = {
  heading: 'Encuentre un plan que cubra su atención',
  text: `Un agente con licencia puede verificar si usted califica en ${agency.timings.agentEligibilityCheck} y confirmar que sus médicos, su hospital y sus medicamentos recetados estén cubiertos antes de que se inscriba, sin costo para usted.`,
}
