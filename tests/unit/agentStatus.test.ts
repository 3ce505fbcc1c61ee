import { describe, expect, it } from 'vitest'
import { agentsBackText as spanishBack } from '../../content/es/browser/agentsBack'
import { agentStatusCopy as spanish } from '../../content/es/browser/agentStatus'
import { parseWeeklyHours } from '../../machines/agentHours'
import { agentStatusText } from '../../src/components/agentStatus/agentStatusText'

const hours = parseWeeklyHours('Mon-Fri 08:00-20:00, Sat 09:00-17:00', 'America/New_York', 'TEST_HOURS')

/** The home hero's status line (src/components/agentStatus): one schedule, the visitor's clock and zone. */
describe('whether agents answer the main line, in words', () => {
  it('says agents are taking calls during opening hours', () => {
    expect(agentStatusText(new Date('2026-11-30T15:00:00Z'), 'America/New_York', hours)).toEqual({
      open: true,
      text: 'Licensed agents are taking calls now.',
    })
  })

  it('after Saturday’s closing names Monday’s opening, in the agency’s zone and the visitor’s when it reads differently', () => {
    // Saturday 28 November 2026, 6 PM in New York.
    const saturday = new Date('2026-11-28T23:00:00Z')
    expect(agentStatusText(saturday, 'America/New_York', hours).text).toBe('Our agents are back Monday at 8 AM ET.')
    expect(agentStatusText(saturday, 'America/Los_Angeles', hours).text).toBe(
      'Our agents are back Monday at 8 AM ET, 5 AM your time.',
    )
  })

  it('in Spanish, with the Spanish day and time', () => {
    const at = new Date('2026-11-30T13:00:00Z')
    const back = spanishBack(at, new Date('2026-11-28T23:00:00Z'), 'America/New_York', 'America/New_York')
    expect(spanish.closed(back)).toBe(`Nuestros agentes vuelven ${back}.`)
    expect(back).toMatch(/lunes/)
  })
})
