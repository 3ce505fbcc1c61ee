import { describe, expect, it } from 'vitest'
import { isOpen, nextOpening, parseWeeklyHours } from '../../machines/agentHours'

// SPEC section 9: the home page's hours and the enroll page's, in the agency's zone ('EST': America/New_York).
const home = parseWeeklyHours('Mon-Fri 08:00-20:00, Sat 09:00-17:00', 'America/New_York', 'TEST_HOURS')
const everyDay = parseWeeklyHours('Sun-Sat 08:00-22:00', 'America/New_York', 'TEST_HOURS')
const at = (iso: string) => new Date(iso)
const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(instant)

describe('agents available now', () => {
  it.each([
    ['a Monday at 9:00 AM EST', '2026-11-23T14:00:00Z', true],
    ['a Monday at 7:59 AM EST', '2026-11-23T12:59:00Z', false],
    ['a Friday at 7:59 PM EST', '2026-11-27T00:59:00Z', true],
    ['a Friday at 8:00 PM EST, closing time', '2026-11-28T01:00:00Z', false],
    ['a Saturday at 4:59 PM EST', '2026-11-28T21:59:00Z', true],
    ['a Sunday at noon EST', '2026-11-29T17:00:00Z', false],
    ['a Monday at 8:00 AM EDT, in summer', '2026-07-06T12:00:00Z', true],
    ['a Monday at 7:30 AM EDT, when it is already 8:30 AM EST in winter terms', '2026-07-06T11:30:00Z', false],
  ])('%s: %s', (_, iso, open) => {
    expect(isOpen(home, at(iso))).toBe(open)
  })
})

describe('the next opening', () => {
  it('is now while agents are available', () => {
    expect(nextOpening(home, at('2026-11-23T14:00:00Z'))).toEqual(at('2026-11-23T14:00:00Z'))
  })
  it('is Monday 8 AM after Saturday closing and all Sunday', () => {
    for (const iso of ['2026-11-28T22:00:00Z', '2026-11-29T05:00:00Z', '2026-11-29T23:59:00Z']) {
      expect(nextOpening(home, at(iso))).toEqual(at('2026-11-30T13:00:00Z'))
    }
  })
  it('is Saturday 9 AM after Friday closing', () => {
    expect(nextOpening(home, at('2026-11-28T01:30:00Z'))).toEqual(at('2026-11-28T14:00:00Z'))
  })
  it('is the same morning before opening', () => {
    expect(nextOpening(home, at('2026-11-24T10:00:00Z'))).toEqual(at('2026-11-24T13:00:00Z'))
  })
  it('crosses the spring change: closed Saturday evening EST, open Monday 8 AM EDT (12:00 UTC)', () => {
    expect(nextOpening(home, at('2026-03-07T23:00:00Z'))).toEqual(at('2026-03-09T12:00:00Z'))
  })
  it('crosses the autumn change: closed Saturday evening EDT, open Monday 8 AM EST (13:00 UTC)', () => {
    expect(nextOpening(home, at('2026-10-31T21:30:00Z'))).toEqual(at('2026-11-02T13:00:00Z'))
  })
  it('opens at 8 AM on the Sunday the clocks go forward, seven days a week', () => {
    expect(isOpen(everyDay, at('2026-03-08T11:30:00Z'))).toBe(false)
    expect(nextOpening(everyDay, at('2026-03-08T11:30:00Z'))).toEqual(at('2026-03-08T12:00:00Z'))
  })
  it('reads in the visitor’s own zone: Monday 8 AM ET is 7 AM in Chicago, 6 AM in Phoenix in winter and 5 AM in summer', () => {
    const winter = nextOpening(home, at('2026-11-29T17:00:00Z'))
    expect(wallClock(winter, 'America/New_York')).toBe('Monday 8:00 AM')
    expect(wallClock(winter, 'America/Chicago')).toBe('Monday 7:00 AM')
    expect(wallClock(winter, 'America/Phoenix')).toBe('Monday 6:00 AM')
    const summer = nextOpening(home, at('2026-07-05T17:00:00Z'))
    expect(wallClock(summer, 'America/Phoenix')).toBe('Monday 5:00 AM')
  })
})

describe('a schedule as an operator writes it', () => {
  it('takes ranges that wrap past Saturday', () => {
    expect(Object.keys(parseWeeklyHours('Fri-Mon 10:00-14:00', 'America/Chicago', 'TEST_HOURS').days).sort()).toEqual([
      'fri',
      'mon',
      'sat',
      'sun',
    ])
  })
  it.each([
    ['Mon-Fri 8-20', /TEST_HOURS: "8" is not a time of day as HH:MM/],
    ['Weekdays 08:00-20:00', /TEST_HOURS: "Weekdays 08:00-20:00" is not a day or days with hours/],
    ['Mon 20:00-08:00', /TEST_HOURS: "Mon 20:00-08:00" closes before it opens/],
    ['Mon-Fri 08:00-20:00, Fri 09:00-17:00', /TEST_HOURS: fri is given twice/],
    ['', /TEST_HOURS: no opening hours given/],
  ])('refuses %j, naming the setting', (text, message) => {
    expect(() => parseWeeklyHours(text, 'America/New_York', 'TEST_HOURS')).toThrow(message)
  })
  it('refuses a zone that is not one', () => {
    expect(() => parseWeeklyHours('Mon 08:00-20:00', 'Eastern', 'TEST_TZ')).toThrow(
      /TEST_TZ: "Eastern" is not a time zone/,
    )
  })
})
