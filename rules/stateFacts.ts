import type { StateCode } from './stateCodes'

/** The states with their own phone-only landing page (/obamacare-in-<slug>), in the order SPEC.md lists them. */
export type StateSlug =
  | 'texas'
  | 'florida'
  | 'tennessee'
  | 'south-carolina'
  | 'missouri'
  | 'mississippi'
  | 'nebraska'
  | 'ohio'
  | 'alabama'
  | 'arkansas'
  | 'indiana'

/** Every landing page shows exactly nine cities: the tuple makes a tenth or a missing one a type error. */
type NineCities = readonly [string, string, string, string, string, string, string, string, string]

/**
 * What a state's page is in every language: its slug, its USPS code (the savings estimator starts on this state,
 * /savings-calculator?state=XX), its cities and the phone_call event's label and category exactly as SPEC.md section 7
 * gives them. No words, so no twin: content/stateWords.ts joins them with each language's name and intro.
 */
export type StateFacts = {
  slug: StateSlug
  code: StateCode
  cities: NineCities
  callLabel: string
  callCategory?: 'engagement' | 'conversion'
}

/** In the order SPEC.md lists the states; each page's nine cities are the state's largest by population (SPEC does not list them). */
export const stateFacts: readonly StateFacts[] = [
  {
    slug: 'texas',
    code: 'TX',
    callLabel: 'texas_obamacare_cta',
    cities: [
      'Houston',
      'San Antonio',
      'Dallas',
      'Austin',
      'Fort Worth',
      'El Paso',
      'Arlington',
      'Corpus Christi',
      'Plano',
    ],
  },
  {
    slug: 'florida',
    code: 'FL',
    callLabel: 'florida_obamacare_cta',
    cities: [
      'Jacksonville',
      'Miami',
      'Tampa',
      'Orlando',
      'St. Petersburg',
      'Port St. Lucie',
      'Cape Coral',
      'Hialeah',
      'Tallahassee',
    ],
  },
  {
    slug: 'tennessee',
    code: 'TN',
    callLabel: 'tennessee_obamacare_cta',
    cities: [
      'Nashville',
      'Memphis',
      'Knoxville',
      'Chattanooga',
      'Clarksville',
      'Murfreesboro',
      'Franklin',
      'Johnson City',
      'Jackson',
    ],
  },
  {
    slug: 'south-carolina',
    code: 'SC',
    callLabel: 'south_carolina_obamacare_cta',
    callCategory: 'conversion',
    cities: [
      'Charleston',
      'Columbia',
      'Greenville',
      'Rock Hill',
      'Mount Pleasant',
      'Spartanburg',
      'Summerville',
      'Florence',
      'Aiken',
    ],
  },
  {
    slug: 'missouri',
    code: 'MO',
    callLabel: 'missouri_obamacare_cta',
    callCategory: 'conversion',
    cities: [
      'Kansas City',
      'St. Louis',
      'Springfield',
      'Columbia',
      'Independence',
      "Lee's Summit",
      "O'Fallon",
      'St. Joseph',
      'St. Charles',
    ],
  },
  {
    slug: 'mississippi',
    code: 'MS',
    callLabel: 'mississippi_obamacare_cta',
    callCategory: 'conversion',
    cities: [
      'Jackson',
      'Gulfport',
      'Southaven',
      'Hattiesburg',
      'Biloxi',
      'Meridian',
      'Tupelo',
      'Greenville',
      'Olive Branch',
    ],
  },
  {
    slug: 'nebraska',
    code: 'NE',
    callLabel: 'nebraska_obamacare_cta',
    callCategory: 'conversion',
    cities: [
      'Omaha',
      'Lincoln',
      'Bellevue',
      'Grand Island',
      'Kearney',
      'Fremont',
      'Hastings',
      'Norfolk',
      'North Platte',
    ],
  },
  {
    slug: 'ohio',
    code: 'OH',
    callLabel: 'ohio_obamacare_cta',
    callCategory: 'conversion',
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton', 'Youngstown'],
  },
  {
    slug: 'alabama',
    code: 'AL',
    callLabel: 'alabama_obamacare_cta',
    callCategory: 'conversion',
    cities: ['Birmingham', 'Montgomery', 'Mobile', 'Huntsville', 'Tuscaloosa', 'Hoover', 'Dothan', 'Auburn', 'Decatur'],
  },
  {
    slug: 'arkansas',
    code: 'AR',
    callLabel: 'arkansas_obamacare_cta',
    callCategory: 'conversion',
    cities: [
      'Little Rock',
      'Fayetteville',
      'Fort Smith',
      'Springdale',
      'Jonesboro',
      'North Little Rock',
      'Conway',
      'Rogers',
      'Pine Bluff',
    ],
  },
  {
    slug: 'indiana',
    code: 'IN',
    callLabel: 'indiana_obamacare_cta',
    callCategory: 'conversion',
    cities: [
      'Indianapolis',
      'Fort Wayne',
      'Evansville',
      'South Bend',
      'Carmel',
      'Fishers',
      'Bloomington',
      'Hammond',
      'Gary',
    ],
  },
]

/** Each landing page's state code, by slug. */
export const landingStateCodes = Object.fromEntries(stateFacts.map(({ slug, code }) => [slug, code])) as Record<
  StateSlug,
  StateCode
>
