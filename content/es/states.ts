import { statesIn, type StateWords } from '../stateWords'

export type { StateSlug, UsState } from '../stateWords'

/** The prefilled text message of a state page, in the visitor's language (content/en/states.ts). */
function smsBody(name: string): string {
  return `¡Hola! Quisiera saber si califico para un plan de salud de la ACA de $0 o de bajo costo en ${name}.`
}

/**
 * The states with their own phone-only landing page (content/en/states.ts): slugs, codes, cities and analytics labels
 * are rules/stateFacts.ts's; names Spanish where Spanish has its own (each is a spelling the database maps to its
 * code, private.state_names in supabase/migrations/20261121220000_baseline.sql).
 */
const words: StateWords = {
  texas: {
    name: 'Texas',
    intro:
      'De Houston a El Paso, los texanos que trabajan por cuenta propia, están buscando empleo o están saliendo de Medicaid pueden obtener cobertura del Mercado de Seguros Médicos, y muchos califican para créditos fiscales para la prima que bajan lo que pagan cada mes, según sus ingresos. Nuestros agentes con licencia de Texas comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  florida: {
    name: 'Florida',
    intro:
      'En ningún otro estado compran tantas personas su propio seguro de salud en el Mercado de Seguros Médicos de la ACA como en Florida. Nuestros agentes con licencia de Florida comparan los planes de las aseguradoras con las que trabajamos en su condado, aplican todos los créditos fiscales para los que usted califica y completan su inscripción por teléfono.',
  },
  tennessee: {
    name: 'Tennessee',
    intro:
      'Ya sea que viva en Memphis, en Nashville o en las Tri-Cities, puede obtener cobertura de la ACA en el Mercado de Seguros Médicos si su cobertura de TennCare terminó o su empleo no ofrece seguro, y los créditos fiscales para la prima podrían bajar lo que paga, según sus ingresos. Nuestros agentes con licencia de Tennessee comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  'south-carolina': {
    name: 'Carolina del Sur',
    intro:
      'Del Lowcountry al Upstate, los residentes de Carolina del Sur que compran su propia cobertura podrían bajar sus primas con los créditos fiscales de la ACA, según sus ingresos. Nuestros agentes con licencia de Carolina del Sur comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  missouri: {
    name: 'Misuri',
    intro:
      'De Kansas City a St. Louis, los residentes de Misuri que ganan demasiado para MO HealthNet o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales. Nuestros agentes con licencia de Misuri comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  mississippi: {
    name: 'Misisipi',
    intro:
      'De la Costa del Golfo al condado de DeSoto, los residentes de Misisipi que trabajan por cuenta propia, trabajan a tiempo parcial o perdieron Medicaid pueden obtener cobertura de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales, según sus ingresos. Nuestros agentes con licencia de Misisipi comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  nebraska: {
    name: 'Nebraska',
    intro:
      'De Omaha a North Platte, los residentes de Nebraska que se dedican a la agricultura, tienen un pequeño negocio o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales. Nuestros agentes con licencia de Nebraska comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  ohio: {
    name: 'Ohio',
    intro:
      'De Cleveland a Cincinnati, los residentes de Ohio que ganan demasiado para Medicaid o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales. Nuestros agentes con licencia de Ohio comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  alabama: {
    name: 'Alabama',
    intro:
      'De Huntsville a Mobile, los residentes de Alabama que trabajan por cuenta propia, están buscando empleo o están saliendo de Medicaid pueden obtener cobertura de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales, según sus ingresos. Nuestros agentes con licencia de Alabama comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  arkansas: {
    name: 'Arkansas',
    intro:
      'Del noroeste de Arkansas a Pine Bluff, los residentes de Arkansas que ganan demasiado para ARHOME o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales. Nuestros agentes con licencia de Arkansas comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
  indiana: {
    name: 'Indiana',
    intro:
      'De Gary a Evansville, los residentes de Indiana que ganan demasiado para HIP o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos, y muchos califican para créditos fiscales. Nuestros agentes con licencia de Indiana comparan los planes de las aseguradoras con las que trabajamos en su condado y completan su inscripción por teléfono.',
  },
}

export const states = statesIn(words, smsBody)
