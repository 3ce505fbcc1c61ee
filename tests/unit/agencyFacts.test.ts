import { describe, expect, it } from 'vitest'
import { fullDate } from '../../content/dates'
import { agency } from '../../content/agency'
import { agencyFacts, type Hours } from '../../content/agencyFacts'
import { agency as spanish } from '../../content/es/agency'
import { fullDate as spanishDate } from '../../content/es/dates'
import { es } from '../../content/format'

/**
 * The English claims (content/agency.ts, SPEC's words, literal so the build inlines them) say exactly the agency's
 * facts (content/agencyFacts.ts), which the Spanish pages word from: a fact changed in one place and not the other
 * fails here.
 */
const clock = (hour: number, space = '') => `${hour % 12 || 12}${space}${hour < 12 ? 'AM' : 'PM'}`
const span = ({ opens, closes }: Hours) => `${clock(opens)}-${clock(closes)}`
const { hours, minutes } = agencyFacts

describe("the English agency's words and the agency's facts", () => {
  it('name the same agency, licences, rating and savings', () => {
    expect(agency).toMatchObject({
      name: agencyFacts.name,
      shortName: agencyFacts.shortName,
      licensedStates: agencyFacts.licensedStates,
      bbbRating: agencyFacts.bbbRating,
      rating: agencyFacts.rating,
      maxMonthlySavings: agencyFacts.maxMonthlySavings,
      averageMonthlySavings: agencyFacts.averageMonthlySavings,
      floridaMonthlySavings: agencyFacts.floridaMonthlySavings,
      resultsPeriod: agencyFacts.resultsPeriod,
      minimumAge: agencyFacts.minimumAge,
    })
    expect(agency.licensing).toBe(`Licensed in All ${agencyFacts.licensedStates} States • BBB ${agencyFacts.bbbRating} Rated`)
    expect(agency.familiesHelped).toBe(`${agencyFacts.familiesHelped.toLocaleString('en-US')}+`)
    expect(agency.totalSaved).toBe(`$${agencyFacts.totalSavedMillions}M+`)
    expect(agency.resultsVary).toContain(`results in ${agencyFacts.resultsPeriod},`)
    expect(agency.legalEffectiveDate).toBe(fullDate(agencyFacts.legalEffectiveDate))
  })

  it('state the same hours and timings', () => {
    expect(agency.hours).toEqual({
      home: [`Mon-Fri ${span(hours.home.weekdays)}`, `Sat ${span(hours.home.saturday)}`],
      homeAverageWait: `under ${hours.homeAverageWaitUnderSeconds} seconds`,
      enroll: `${clock(hours.enroll.opens, ' ')} to ${clock(hours.enroll.closes, ' ')} EST, ${hours.daysAWeek} days a week`,
      statePages: `${hours.daysAWeek} days a week`,
    })
    expect(agency.timings).toEqual({
      chatEligibilityCheck: `${minutes.chatEligibilityCheck} minutes`,
      agentEligibilityCheck: `under ${minutes.agentEligibilityCheckUnder} minutes`,
      phoneEnrollment: `under ${minutes.phoneEnrollmentUnder} minutes`,
      callStrip: `${minutes.callStrip}-minute call`,
    })
  })
})

describe("the Spanish agency's words", () => {
  it('state the same date and counts as the facts, as Spanish writes them', () => {
    expect(spanish.legalEffectiveDate).toBe(spanishDate(agencyFacts.legalEffectiveDate))
    expect(spanish.familiesHelped).toBe(`${es.number(agencyFacts.familiesHelped)}+`)
  })
})
