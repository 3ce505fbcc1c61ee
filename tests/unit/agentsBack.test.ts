import { describe, expect, it } from 'vitest'
import { agentsBackText } from '../../content/en/browser/agentsBack'

const ET = 'America/New_York'

describe("when agents are back, in words (the agency's zone, and the visitor's clock where it differs)", () => {
  // Saturday 2026-11-28, 6 PM ET (23:00 UTC): closed until Monday 8 AM ET (13:00 UTC).
  const saturdayEvening = new Date('2026-11-28T23:00:00Z')
  const mondayOpening = new Date('2026-11-30T13:00:00Z')

  it('says the day and time in ET alone for a visitor in the same zone', () => {
    expect(agentsBackText(mondayOpening, saturdayEvening, ET, ET)).toBe('Monday at 8 AM ET')
  })

  it("adds the visitor's own clock: 7 AM in Chicago, 5 AM in Los Angeles", () => {
    expect(agentsBackText(mondayOpening, saturdayEvening, ET, 'America/Chicago')).toBe(
      'Monday at 8 AM ET, 7 AM your time',
    )
    expect(agentsBackText(mondayOpening, saturdayEvening, ET, 'America/Los_Angeles')).toBe(
      'Monday at 8 AM ET, 5 AM your time',
    )
  })

  it("names the visitor's weekday only where it is another", () => {
    expect(agentsBackText(mondayOpening, saturdayEvening, ET, 'Pacific/Guam')).toBe(
      'Monday at 8 AM ET, 11 PM your time',
    )
    expect(agentsBackText(mondayOpening, saturdayEvening, ET, 'Pacific/Kiritimati')).toBe(
      'Monday at 8 AM ET, Tuesday at 3 AM your time',
    )
  })

  it('says today and tomorrow', () => {
    const earlyMonday = new Date('2026-11-30T10:00:00Z')
    expect(agentsBackText(mondayOpening, earlyMonday, ET, ET)).toBe('today at 8 AM ET')
    const sundayNoon = new Date('2026-11-29T17:00:00Z')
    expect(agentsBackText(mondayOpening, sundayNoon, ET, ET)).toBe('tomorrow at 8 AM ET')
  })

  it('keeps minutes that are not on the hour, and reads across a daylight-saving change', () => {
    // Sunday 2027-03-14 the clocks go forward: Monday 8:30 AM EDT is 12:30 UTC.
    expect(
      agentsBackText(new Date('2027-03-15T12:30:00Z'), new Date('2027-03-13T23:30:00Z'), ET, 'America/Phoenix'),
    ).toBe('Monday at 8:30 AM ET, 5:30 AM your time')
  })
})
