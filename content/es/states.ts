import type { TwinOf } from '../twin'
import type { StateSlug, UsState } from '../states'

export type { StateSlug, UsState } from '../states'

/** The prefilled text message of a state page, in the visitor's language (content/states.ts). */
function smsBody(name: string): string {
  return `¡Hola! Quisiera saber si califico para un plan de salud de la ACA de $0 o de bajo costo en ${name}.`
}

/**
 * The states with their own phone-only landing page (content/states.ts): slugs, codes, cities and analytics labels
 * as in English; names Spanish where Spanish has its own (each is a spelling the database maps to its code,
 * supabase/migrations/20261125150000_contact_submissions_state_code.sql).
 */
export const states: readonly UsState[] = [
  {
    slug: 'texas',
    code: 'TX',
    name: 'Texas',
    cities: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano'],
    intro:
      'De Houston a El Paso, los texanos que trabajan por cuenta propia, están entre empleos o están saliendo de Medicaid pueden obtener cobertura del Mercado de Seguros Médicos con créditos fiscales para la prima que bajan lo que pagan cada mes. Nuestros agentes con licencia de Texas comparan los planes que se venden en su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Texas'), callLabel: 'texas_obamacare_cta' },
  },
  {
    slug: 'florida',
    code: 'FL',
    name: 'Florida',
    cities: ['Jacksonville', 'Miami', 'Tampa', 'Orlando', 'St. Petersburg', 'Port St. Lucie', 'Cape Coral', 'Hialeah', 'Tallahassee'],
    intro:
      'En ningún otro estado compran tantas personas su propio seguro de salud en el Mercado de Seguros Médicos de la ACA como en Florida. Nuestros agentes con licencia de Florida comparan los planes de las aseguradoras de su condado, aplican todos los créditos fiscales para los que usted califica y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Florida'), callLabel: 'florida_obamacare_cta' },
  },
  {
    slug: 'tennessee',
    code: 'TN',
    name: 'Tennessee',
    cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville', 'Murfreesboro', 'Franklin', 'Johnson City', 'Jackson'],
    intro:
      'Ya sea que viva en Memphis, en Nashville o en las Tri-Cities, puede obtener cobertura de la ACA en el Mercado de Seguros Médicos con créditos fiscales para la prima si su cobertura de TennCare terminó o su empleo no ofrece seguro. Nuestros agentes con licencia de Tennessee comparan los planes locales y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Tennessee'), callLabel: 'tennessee_obamacare_cta' },
  },
  {
    slug: 'south-carolina',
    code: 'SC',
    name: 'Carolina del Sur',
    cities: ['Charleston', 'Columbia', 'Greenville', 'Rock Hill', 'Mount Pleasant', 'Spartanburg', 'Summerville', 'Florence', 'Aiken'],
    intro:
      'Del Lowcountry al Upstate, los residentes de Carolina del Sur que compran su propia cobertura pueden bajar sus primas con los créditos fiscales de la ACA. Nuestros agentes con licencia de Carolina del Sur comparan los planes que se ofrecen en su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Carolina del Sur'), callLabel: 'south_carolina_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'missouri',
    code: 'MO',
    name: 'Misuri',
    cities: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Independence', "Lee's Summit", "O'Fallon", 'St. Joseph', 'St. Charles'],
    intro:
      'De Kansas City a St. Louis, los residentes de Misuri que ganan demasiado para MO HealthNet o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Misuri comparan los planes de su zona y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Misuri'), callLabel: 'missouri_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'mississippi',
    code: 'MS',
    name: 'Misisipi',
    cities: ['Jackson', 'Gulfport', 'Southaven', 'Hattiesburg', 'Biloxi', 'Meridian', 'Tupelo', 'Greenville', 'Olive Branch'],
    intro:
      'De la Costa del Golfo al condado de DeSoto, los residentes de Misisipi que trabajan por cuenta propia, trabajan a tiempo parcial o perdieron Medicaid pueden obtener cobertura de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Misisipi comparan los planes locales y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Misisipi'), callLabel: 'mississippi_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'nebraska',
    code: 'NE',
    name: 'Nebraska',
    cities: ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island', 'Kearney', 'Fremont', 'Hastings', 'Norfolk', 'North Platte'],
    intro:
      'De Omaha a North Platte, los residentes de Nebraska que se dedican a la agricultura, tienen un pequeño negocio o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Nebraska comparan los planes de su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Nebraska'), callLabel: 'nebraska_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'ohio',
    code: 'OH',
    name: 'Ohio',
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton', 'Youngstown'],
    intro:
      'De Cleveland a Cincinnati, los residentes de Ohio que ganan demasiado para Medicaid o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Ohio comparan los planes que se venden en su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Ohio'), callLabel: 'ohio_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'alabama',
    code: 'AL',
    name: 'Alabama',
    cities: ['Birmingham', 'Montgomery', 'Mobile', 'Huntsville', 'Tuscaloosa', 'Hoover', 'Dothan', 'Auburn', 'Decatur'],
    intro:
      'De Huntsville a Mobile, los residentes de Alabama que trabajan por cuenta propia, están entre empleos o están saliendo de Medicaid pueden obtener cobertura de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Alabama comparan los planes que se ofrecen en su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Alabama'), callLabel: 'alabama_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'arkansas',
    code: 'AR',
    name: 'Arkansas',
    cities: ['Little Rock', 'Fayetteville', 'Fort Smith', 'Springdale', 'Jonesboro', 'North Little Rock', 'Conway', 'Rogers', 'Pine Bluff'],
    intro:
      'Del noroeste de Arkansas a Pine Bluff, los residentes de Arkansas que ganan demasiado para ARHOME o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Arkansas comparan los planes de su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Arkansas'), callLabel: 'arkansas_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'indiana',
    code: 'IN',
    name: 'Indiana',
    cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Carmel', 'Fishers', 'Bloomington', 'Hammond', 'Gary'],
    intro:
      'De Gary a Evansville, los residentes de Indiana que ganan demasiado para HIP o no tienen seguro a través de su empleo pueden obtener planes de la ACA en el Mercado de Seguros Médicos con créditos fiscales. Nuestros agentes con licencia de Indiana comparan los planes que se venden en su condado y completan su inscripción por teléfono.',
    conversion: { smsBody: smsBody('Indiana'), callLabel: 'indiana_obamacare_cta', callCategory: 'conversion' },
  },
]

/** The state a landing route shows (content/states.ts). */
export function getState(slug: StateSlug): UsState {
  const state = states.find((candidate) => candidate.slug === slug)
  if (!state) throw new Error(`No landing page data for state "${slug}"`)
  return state
}

export type Twin = TwinOf<typeof import('../states'), typeof import('./states')>
