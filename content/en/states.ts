import { statesIn, type StateWords } from '../stateWords'

export type { StateSlug, UsState } from '../stateWords'

/** The states with their own phone-only landing page (/obamacare-in-<slug>): the facts of rules/stateFacts.ts in English. */
const words: StateWords = {
  texas: {
    name: 'Texas',
    intro:
      'From Houston to El Paso, Texans who are self-employed, between jobs or coming off Medicaid can get marketplace coverage, and many qualify for premium tax credits that lower the monthly bill, depending on their income. Our licensed Texas agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  florida: {
    name: 'Florida',
    intro:
      'More Floridians buy their own health insurance through the ACA marketplace than residents of any other state. Our licensed Florida agents compare plans from the insurers we work with in your county, apply every tax credit you qualify for, and enroll you over the phone.',
  },
  tennessee: {
    name: 'Tennessee',
    intro:
      'Whether you live in Memphis, Nashville or the Tri-Cities, you can get ACA marketplace coverage if your TennCare coverage has ended or your job does not offer insurance, and premium tax credits may lower the bill, depending on your income. Our licensed Tennessee agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  'south-carolina': {
    name: 'South Carolina',
    intro:
      'From the Lowcountry to the Upstate, South Carolina residents who buy their own coverage may be able to lower their premiums with ACA tax credits, depending on their income. Our licensed South Carolina agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  missouri: {
    name: 'Missouri',
    intro:
      'From Kansas City to St. Louis, Missourians who earn too much for MO HealthNet or have no job-based insurance can get ACA marketplace plans, and many qualify for tax credits. Our licensed Missouri agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  mississippi: {
    name: 'Mississippi',
    intro:
      'From the Gulf Coast to DeSoto County, Mississippians who work for themselves, work part time or have lost Medicaid can get ACA marketplace coverage, and many qualify for tax credits, depending on their income. Our licensed Mississippi agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  nebraska: {
    name: 'Nebraska',
    intro:
      'From Omaha to North Platte, Nebraskans who farm, run a small business or have no job-based insurance can get ACA marketplace plans, and many qualify for tax credits. Our licensed Nebraska agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  ohio: {
    name: 'Ohio',
    intro:
      'From Cleveland to Cincinnati, Ohioans who earn too much for Medicaid or have no job-based insurance can get ACA marketplace plans, and many qualify for tax credits. Our licensed Ohio agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  alabama: {
    name: 'Alabama',
    intro:
      'From Huntsville to Mobile, Alabamians who are self-employed, between jobs or coming off Medicaid can get ACA marketplace coverage, and many qualify for tax credits, depending on their income. Our licensed Alabama agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  arkansas: {
    name: 'Arkansas',
    intro:
      'From Northwest Arkansas to Pine Bluff, Arkansans who earn too much for ARHOME or have no job-based insurance can get ACA marketplace plans, and many qualify for tax credits. Our licensed Arkansas agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
  indiana: {
    name: 'Indiana',
    intro:
      'From Gary to Evansville, Hoosiers who earn too much for HIP or have no job-based insurance can get ACA marketplace plans, and many qualify for tax credits. Our licensed Indiana agents compare plans from the insurers we work with in your county and enroll you over the phone.',
  },
}

function smsBody(name: string): string {
  return `Hi! I'd like to check if I qualify for a $0 or low-cost ACA health plan in ${name}.`
}

export const states = statesIn(words, smsBody)
