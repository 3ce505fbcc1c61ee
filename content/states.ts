import type { StateCode } from './acaRules/medicaid'
import type { PageConversion } from './types'

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

export type UsState = {
  slug: StateSlug
  /** USPS code: the savings estimator starts on this state (/savings-calculator?state=XX). */
  code: StateCode
  name: string
  cities: NineCities
  /** The paragraph under the headline: what the agency does for residents of this state. */
  intro: string
  /** callLabel/callCategory exactly as SPEC.md section 7 gives them. The pages are phone-only and show no
   * text button; smsBody completes the PageConversion every page carries. */
  conversion: PageConversion
}

function smsBody(name: string): string {
  return `Hi! I'd like to check if I qualify for a $0 or low-cost ACA health plan in ${name}.`
}

export const states: readonly UsState[] = [
  {
    slug: 'texas',
    code: 'TX',
    name: 'Texas',
    // The nine largest cities by population (SPEC.md does not list them).
    cities: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano'],
    intro:
      'From Houston to El Paso, Texans who are self-employed, between jobs or coming off Medicaid can get marketplace coverage with premium tax credits that lower the monthly bill. Our licensed Texas agents compare the plans sold in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('Texas'), callLabel: 'texas_obamacare_cta' },
  },
  {
    slug: 'florida',
    code: 'FL',
    name: 'Florida',
    cities: ['Jacksonville', 'Miami', 'Tampa', 'Orlando', 'St. Petersburg', 'Port St. Lucie', 'Cape Coral', 'Hialeah', 'Tallahassee'],
    intro:
      'More Floridians buy their own health insurance through the ACA marketplace than residents of any other state. Our licensed Florida agents compare plans from the carriers in your county, apply every tax credit you qualify for, and enroll you over the phone.',
    conversion: { smsBody: smsBody('Florida'), callLabel: 'florida_obamacare_cta' },
  },
  {
    slug: 'tennessee',
    code: 'TN',
    name: 'Tennessee',
    cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville', 'Murfreesboro', 'Franklin', 'Johnson City', 'Jackson'],
    intro:
      'Whether you live in Memphis, Nashville or the Tri-Cities, you can get ACA marketplace coverage with premium tax credits if your TennCare coverage has ended or your job does not offer insurance. Our licensed Tennessee agents compare local plans and enroll you over the phone.',
    conversion: { smsBody: smsBody('Tennessee'), callLabel: 'tennessee_obamacare_cta' },
  },
  {
    slug: 'south-carolina',
    code: 'SC',
    name: 'South Carolina',
    cities: ['Charleston', 'Columbia', 'Greenville', 'Rock Hill', 'Mount Pleasant', 'Spartanburg', 'Summerville', 'Florence', 'Aiken'],
    intro:
      'From the Lowcountry to the Upstate, South Carolina residents who buy their own coverage can lower their premiums with ACA tax credits. Our licensed South Carolina agents compare the plans offered in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('South Carolina'), callLabel: 'south_carolina_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'missouri',
    code: 'MO',
    name: 'Missouri',
    cities: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Independence', "Lee's Summit", "O'Fallon", 'St. Joseph', 'St. Charles'],
    intro:
      'From Kansas City to St. Louis, Missourians who earn too much for MO HealthNet or have no job-based insurance can get ACA marketplace plans with tax credits. Our licensed Missouri agents compare the plans in your area and enroll you over the phone.',
    conversion: { smsBody: smsBody('Missouri'), callLabel: 'missouri_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'mississippi',
    code: 'MS',
    name: 'Mississippi',
    cities: ['Jackson', 'Gulfport', 'Southaven', 'Hattiesburg', 'Biloxi', 'Meridian', 'Tupelo', 'Greenville', 'Olive Branch'],
    intro:
      'From the Gulf Coast to DeSoto County, Mississippians who work for themselves, work part time or have lost Medicaid can get ACA marketplace coverage with tax credits. Our licensed Mississippi agents compare local plans and enroll you over the phone.',
    conversion: { smsBody: smsBody('Mississippi'), callLabel: 'mississippi_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'nebraska',
    code: 'NE',
    name: 'Nebraska',
    cities: ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island', 'Kearney', 'Fremont', 'Hastings', 'Norfolk', 'North Platte'],
    intro:
      'From Omaha to North Platte, Nebraskans who farm, run a small business or have no job-based insurance can get ACA marketplace plans with tax credits. Our licensed Nebraska agents compare the plans in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('Nebraska'), callLabel: 'nebraska_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'ohio',
    code: 'OH',
    name: 'Ohio',
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton', 'Youngstown'],
    intro:
      'From Cleveland to Cincinnati, Ohioans who earn too much for Medicaid or have no job-based insurance can get ACA marketplace plans with tax credits. Our licensed Ohio agents compare the plans sold in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('Ohio'), callLabel: 'ohio_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'alabama',
    code: 'AL',
    name: 'Alabama',
    cities: ['Birmingham', 'Montgomery', 'Mobile', 'Huntsville', 'Tuscaloosa', 'Hoover', 'Dothan', 'Auburn', 'Decatur'],
    intro:
      'From Huntsville to Mobile, Alabamians who are self-employed, between jobs or coming off Medicaid can get ACA marketplace coverage with tax credits. Our licensed Alabama agents compare the plans offered in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('Alabama'), callLabel: 'alabama_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'arkansas',
    code: 'AR',
    name: 'Arkansas',
    cities: ['Little Rock', 'Fayetteville', 'Fort Smith', 'Springdale', 'Jonesboro', 'North Little Rock', 'Conway', 'Rogers', 'Pine Bluff'],
    intro:
      'From Northwest Arkansas to Pine Bluff, Arkansans who earn too much for ARHOME or have no job-based insurance can get ACA marketplace plans with tax credits. Our licensed Arkansas agents compare the plans in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('Arkansas'), callLabel: 'arkansas_obamacare_cta', callCategory: 'conversion' },
  },
  {
    slug: 'indiana',
    code: 'IN',
    name: 'Indiana',
    cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Carmel', 'Fishers', 'Bloomington', 'Hammond', 'Gary'],
    intro:
      'From Gary to Evansville, Hoosiers who earn too much for HIP or have no job-based insurance can get ACA marketplace plans with tax credits. Our licensed Indiana agents compare the plans sold in your county and enroll you over the phone.',
    conversion: { smsBody: smsBody('Indiana'), callLabel: 'indiana_obamacare_cta', callCategory: 'conversion' },
  },
]

/** The state a landing route shows; the slug type makes a typo a compile error, so the throw never fires. */
export function getState(slug: StateSlug): UsState {
  const state = states.find((candidate) => candidate.slug === slug)
  if (!state) throw new Error(`No landing page data for state "${slug}"`)
  return state
}
