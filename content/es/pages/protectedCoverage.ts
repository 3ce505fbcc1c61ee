import { es } from '../../format'
import type { PageConversion, PageMeta } from '../../types'
import { agency } from '../agency'
import { enrollmentRules, sep } from '../figures'
import { openEnrollment } from '../enrollmentDates'
import {
  affordableCareAct,
  costSharingReductions,
  employerCoverage,
  essentialBenefits,
  marketplacePlan,
  openEnrollment as theOpenEnrollment,
  preexistingCondition,
  specialEnrollment,
  zipCode,
} from '../browser/glossary'

const dependentMaxAge = es.number(enrollmentRules.dependentMaxAge)
const daysToEnroll = es.number(sep.daysToEnroll)

/** /es/protected-coverage (content/en/pages/protectedCoverage.ts). */
export const protectedCoverageMeta: PageMeta = {
  path: '/protected-coverage',
  title: 'Condiciones preexistentes cubiertas | Protecciones de la ACA',
  description:
    'Con la ACA no pueden negarle cobertura ni cobrarle más por una condición preexistente, y no hay límites anuales ni de por vida. Vea todas sus protecciones.',
}

export const protectedCoverageConversion: PageConversion = {
  smsBody: '¡Hola! Tengo una condición preexistente y quisiera ayuda para encontrar un plan de la ACA.',
  callLabel: 'protected_coverage_phone_click',
}

export const protectedCoverageHero = {
  heading: 'Cobertura médica protegida por la ley, condiciones preexistentes incluidas',
  intro: `Asma, diabetes, cáncer, una cirugía en el pasado o un embarazo: según la ${affordableCareAct}, nada de eso puede impedirle obtener un ${marketplacePlan} ni subir su precio.`,
}

export const protections = {
  heading: 'Sus protecciones según la ACA',
  intro:
    'Estas reglas se aplican a todos los planes del Mercado en todos los estados. Su salud nunca afecta si puede inscribirse ni cuánto paga.',
  items: [
    {
      title: 'No pueden negarle la cobertura',
      text: `Una aseguradora debe venderle cualquier plan que ofrezca en su zona durante el ${theOpenEnrollment} o un ${specialEnrollment}, sin importar su historial médico.`,
    },
    {
      title: 'Las condiciones preexistentes están cubiertas',
      text: 'La atención de una condición que usted tenía antes de inscribirse está cubierta desde el primer día de su plan, sin período de espera ni exclusiones.',
    },
    {
      title: 'Su salud no cambia su precio',
      text: 'Su prima solo puede depender de su edad, del lugar donde vive, del uso de tabaco y de si el plan lo cubre solo a usted o también a su familia. Su salud y su sexo no cuentan.',
    },
    {
      title: 'Sin límites anuales ni de por vida',
      text: `Su plan no puede dejar de pagar los ${essentialBenefits} porque su atención llegó a un tope en dólares en el año o en toda su vida.`,
    },
  ],
}

export const commonConditions = {
  intro: `Una ${preexistingCondition} es cualquier problema de salud que usted ya tenga antes de que empiece su cobertura. Estas son algunas de las más comunes, y todas están cubiertas como cualquier otra condición.`,
  items: [
    'Asma',
    'Diabetes tipo 1 o tipo 2',
    'Cáncer, actual o pasado',
    'Enfermedades del corazón',
    'Presión arterial alta',
    'Colesterol alto',
    'EPOC',
    'Artritis',
    'Depresión',
    'Trastornos de ansiedad',
    'Embarazo',
    'VIH/SIDA',
    'Enfermedad de los riñones',
    'Epilepsia',
    'Esclerosis múltiple',
    'Apnea del sueño',
    'Trastorno por consumo de sustancias',
  ],
  note: '¿No está en la lista? La protección cubre todas las condiciones, no solo estas.',
} as const

export const commonConditionsHeading = `${es.number(commonConditions.items.length)} condiciones comunes cubiertas desde el primer día`

export const beforeAfterAca = {
  heading: 'Antes y después de la ACA',
  intro: `Cómo cambió la compra de un seguro médico por su cuenta cuando la ${affordableCareAct} entró plenamente en vigor.`,
  table: {
    caption: 'El seguro médico individual antes y después de la ACA',
    columns: ['Tema', 'Antes de la ACA', 'Con la ACA'],
    rows: [
      [
        'Solicitar cobertura con un problema de salud',
        'Las aseguradoras podían rechazar su solicitud',
        'No pueden negarle la cobertura',
      ],
      [
        'Condiciones preexistentes',
        'A menudo quedaban excluidas o se cubrían solo después de un período de espera',
        'Cubiertas desde el primer día de su plan',
      ],
      [
        'Su precio',
        'Podía ser más alto por su historial de salud o por su sexo',
        'Depende solo de la edad, el lugar donde vive, el uso de tabaco y su hogar',
      ],
      [
        'Límites en dólares',
        'Los planes ponían un tope a lo que pagaban cada año o de por vida',
        'Sin límites anuales ni de por vida en los beneficios esenciales',
      ],
      [
        'Cancelación de su plan',
        'Las aseguradoras podían cancelarlo cuando usted se enfermaba, por un error en un formulario',
        'Nunca porque usted se enfermó: un plan solo puede anularse por fraude, y la cobertura termina por primas sin pagar o si usted deja de ser elegible',
      ],
      [
        'Atención de maternidad',
        'A menudo no se incluía, o se vendía como un extra costoso',
        'Cubierta en todos los planes',
      ],
      [
        'Atención de salud mental',
        'A menudo limitada o no incluida',
        'Cubierta en las mismas condiciones que la atención médica',
      ],
      [
        'Atención preventiva',
        'Por lo general se cobraba un copago o contaba para el deducible',
        'Pruebas y vacunas recomendadas sin costo dentro de la red',
      ],
      [
        'Adultos jóvenes',
        'A menudo perdían el plan de sus padres al terminar los estudios',
        `Pueden seguir en el plan de uno de sus padres hasta los ${dependentMaxAge} años`,
      ],
    ],
  },
} as const

export const specialEnrollmentTriggers = {
  heading: 'Eventos de vida que le permiten inscribirse ahora',
  intro: `Fuera del ${openEnrollment.named}, estos eventos de vida abren un ${specialEnrollment}: tiene ${daysToEnroll} días desde el evento para elegir un plan (después de que termine Medicaid o CHIP, ${es.number(enrollmentRules.medicaidLossDaysAfter)} días en CuidadoDeSalud.gov). Si va a perder su cobertura, también puede presentar su solicitud hasta ${daysToEnroll} días antes de que termine.`,
  items: [
    {
      title: 'Pérdida de la cobertura médica',
      text: `Su estado debe enviarle un aviso antes de que termine Medicaid (al menos ${es.number(enrollmentRules.medicaidNoticeMinimumDays)} días antes, según las reglas federales): presente su solicitud en cuanto lo reciba y evite quedarse sin cobertura.`,
      points: [
        `Perder la ${employerCoverage}`,
        'Perder Medicaid o CHIP',
        `Cumplir ${dependentMaxAge} años y dejar el plan de uno de sus padres`,
        'Llegar al final de su cobertura de COBRA',
      ],
    },
    {
      title: 'Cambios en su hogar',
      text: 'La cobertura de un nuevo miembro de la familia puede empezar desde la fecha del nacimiento o de la adopción.',
      points: [
        `Casarse, si uno de los dos tuvo una cobertura que califica en los ${es.number(sep.marriageLookbackDays)} días anteriores (o vivía en el extranjero)`,
        'Tener un bebé',
        'Adoptar a un niño o recibirlo en cuidado de crianza temporal',
        'Un divorcio o la muerte de un familiar que ponga fin a su cobertura',
      ],
    },
    {
      title: 'Mudanzas',
      text: 'Una mudanza por lo general califica si usted tenía cobertura médica antes de mudarse.',
      points: [
        `Mudarse a otro ${zipCode} o condado`,
        'Mudarse a los Estados Unidos desde otro país',
        'Mudarse por estudios o por un trabajo de temporada',
      ],
    },
    {
      title: 'Otros cambios',
      text: 'Algunos cambios en su situación también califican.',
      points: [
        'Hacerse ciudadano de los Estados Unidos o pasar a tener presencia legal',
        'Salir de la cárcel o de prisión',
        'Empezar o terminar un servicio en AmeriCorps',
      ],
    },
  ],
} as const

export const protectedCoverageRelated = {
  heading: 'Guías relacionadas',
  links: [
    {
      to: '/sep',
      label: specialEnrollment,
      text: '¿Perdió su cobertura, se mudó, se casó o tuvo un bebé? Vea cómo inscribirse ahora.',
    },
    {
      to: '/essential-coverage',
      label: 'Lo que cubren todos los planes',
      text: `Los 10 ${essentialBenefits}, con ejemplos.`,
    },
    {
      to: '/lower-costs',
      label: 'Reduzca sus costos',
      text: `Créditos fiscales y ${costSharingReductions}, según el tamaño del hogar.`,
    },
  ],
} as const

export const protectedCoverageCta = {
  heading: 'Obtenga cobertura, sea cual sea su estado de salud',
  text: `Un agente con licencia puede verificar si usted califica en ${agency.timings.agentEligibilityCheck} y luego encontrar planes que cubran a sus médicos y sus medicamentos recetados, sin costo para usted.`,
}
