import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseWeeklyHours } from '../../machines/agentHours'
import { scheduleWords } from '../../content/en/scheduleWords'
import { scheduleWords as spanishWords } from '../../content/es/scheduleWords'

/**
 * Every page's hours are the words of the one schedule the chat and the 'agents available now' line obey
 * (VITE_AGENT_HOURS in VITE_AGENT_TIME_ZONE), worded in the page's language while building.
 */
const schedule = (text: string, zone = 'America/New_York') => parseWeeklyHours(text, zone, 'TEST_HOURS')

describe('the schedule in words', () => {
  it.each([
    [
      'Mon-Fri 08:00-20:00, Sat 09:00-17:00',
      'Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM (Eastern Time)',
      'de lunes a viernes, de 8 a. m. a 8 p. m., y los sábados, de 9 a. m. a 5 p. m. (hora del Este)',
    ],
    [
      'Mon-Sun 08:00-22:00',
      '8 AM–10 PM, 7 days a week (Eastern Time)',
      'todos los días, de 8 a. m. a 10 p. m. (hora del Este)',
    ],
    [
      'Mon-Fri 08:30-20:00, Sat 09:00-17:00, Sun 10:00-12:00',
      'Mon–Fri 8:30 AM–8 PM, Sat 9 AM–5 PM and Sun 10 AM–noon (Eastern Time)',
      'de lunes a viernes, de 8:30 a. m. a 8 p. m.; los sábados, de 9 a. m. a 5 p. m., y los domingos, de 10 a. m. a mediodía (hora del Este)',
    ],
    [
      'Mon-Fri 09:00-17:00, Sat-Sun 10:00-14:00',
      'Mon–Fri 9 AM–5 PM and Sat–Sun 10 AM–2 PM (Eastern Time)',
      'de lunes a viernes, de 9 a. m. a 5 p. m., y los sábados y domingos, de 10 a. m. a 2 p. m. (hora del Este)',
    ],
    ['Sun 20:00-24:00', 'Sun 8 PM–midnight (Eastern Time)', 'los domingos, de 8 p. m. a medianoche (hora del Este)'],
    [
      'Mon 09:00-17:00, Wed 09:00-17:00',
      'Mon 9 AM–5 PM and Wed 9 AM–5 PM (Eastern Time)',
      'los lunes, de 9 a. m. a 5 p. m., y los miércoles, de 9 a. m. a 5 p. m. (hora del Este)',
    ],
  ])('words "%s" in English and Spanish', (text, english, spanish) => {
    expect(scheduleWords(schedule(text))).toBe(english)
    expect(spanishWords(schedule(text))).toBe(spanish)
  })

  it("names the agency's zone", () => {
    expect(scheduleWords(schedule('Mon-Fri 08:00-17:00', 'America/Chicago'))).toBe('Mon–Fri 8 AM–5 PM (Central Time)')
    expect(spanishWords(schedule('Mon-Fri 08:00-17:00', 'America/Los_Angeles'))).toBe(
      'de lunes a viernes, de 8 a. m. a 5 p. m. (hora del Pacífico)',
    )
  })
})

describe('the pages that state the hours', () => {
  afterEach(() => {
    vi.resetModules()
    vi.doUnmock('../../rules/agentSchedule')
  })

  it('print the words of the schedule this build is given, and promise no other hours', async () => {
    vi.doMock('../../rules/agentSchedule', () => ({ agentHours: schedule('Mon-Sat 07:00-19:00', 'America/Chicago') }))
    const { agency } = await import('../../content/en/agency')
    const enroll = await import('../../content/en/pages/enrollNow')
    const printed = JSON.stringify(enroll)
    expect(agency.hours.line).toBe('Hours: Mon–Sat 7 AM–7 PM (Central Time)')
    expect(enroll.enrollNowTagline).toBe('Licensed ACA Agents • Available Mon–Sat 7 AM–7 PM (Central Time)')
    expect(printed).not.toMatch(/7 days|10 PM|EST|weekends/)
  })
})
