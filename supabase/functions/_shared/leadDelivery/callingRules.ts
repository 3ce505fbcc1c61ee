import { areaCodeOf } from './areaCodes.ts'
import { stateTimeZones } from './stateTimeZones.ts'
import type { Lead } from './types.ts'

/**
 * When the agency may call a lead: the federal hours and the stricter rules of the states that set their own, one
 * table with its sources. `verified: false` marks a rule taken from the compliance review's secondary sources
 * (law-firm summaries) that nobody has checked against the statute's text yet: staff read 'VERIFY' beside it, and
 * the agency's counsel should confirm it. Hours are in the called person's local time, 24-hour clock, [from, to).
 */
export type CallingHours = { from: number; to: number }

export type CallingRule = {
  /** A USPS state code, or 'US' for the federal rule every call follows. */
  code: string
  weekdays: CallingHours
  saturday: CallingHours
  sunday: CallingHours
  /** Most sales calls in 24 hours on one subject, where the state sets a cap. */
  maxSalesCallsPer24h: number | null
  source: string
  verified: boolean
}

const every = (hours: CallingHours) => ({ weekdays: hours, saturday: hours, sunday: hours })

export const callingRules: readonly CallingRule[] = [
  // Telephone solicitations only between 8 AM and 9 PM, the called person's local time.
  {
    code: 'US',
    ...every({ from: 8, to: 21 }),
    maxSalesCallsPer24h: null,
    source: '47 CFR 64.1200(c)(1)',
    verified: true,
  },
  // No commercial telephone solicitation before 8 AM or after 8 PM, and at most 3 calls in 24 hours on one subject.
  {
    code: 'FL',
    ...every({ from: 8, to: 20 }),
    maxSalesCallsPer24h: 3,
    source: 'Fla. Stat. 501.616(6)',
    verified: true,
  },
  // The review (C-7): calls only 8 AM-8 PM, at most 3 in 24 hours on one subject (law-firm summaries of HB 3168).
  {
    code: 'OK',
    ...every({ from: 8, to: 20 }),
    maxSalesCallsPer24h: 3,
    source: 'Okla. Stat. tit. 15, 775C (Telephone Solicitation Act of 2022)',
    verified: false,
  },
  // 9 AM-9 PM Monday to Saturday, noon-9 PM Sunday (the hours section of the telephone solicitation chapter); whether
  // the agency is exempt (insurers are from chapter 302's registration, 302.053) is for counsel, so the hours are kept.
  {
    code: 'TX',
    weekdays: { from: 9, to: 21 },
    saturday: { from: 9, to: 21 },
    sunday: { from: 12, to: 21 },
    maxSalesCallsPer24h: null,
    source: 'Tex. Bus. & Com. Code 301.051',
    verified: false,
  },
]

const FEDERAL = callingRules[0]

type Day = 'weekdays' | 'saturday' | 'sunday'

/** The rules that bind a call to these states: the federal one, and each state's own where it has one. */
function rulesFor(states: readonly string[]): CallingRule[] {
  return [FEDERAL, ...callingRules.filter((rule) => rule.code !== 'US' && states.includes(rule.code))]
}

/** The strictest window of some rules on a day: the latest start and the earliest end. */
function strictest(rules: readonly CallingRule[], day: Day): CallingHours {
  return {
    from: Math.max(...rules.map((rule) => rule[day].from)),
    to: Math.min(...rules.map((rule) => rule[day].to)),
  }
}

/**
 * Every state a lead points to, each with why: the state its form named (or, from the chat, its ZIP code's) and its
 * phone's area code. `notes` says what could not be placed.
 */
export function leadStates(lead: Lead): { states: string[]; reasons: string[]; notes: string[] } {
  const reasons: { state: string; why: string }[] = []
  const notes: string[] = []
  const stateCode = typeof lead.state_code === 'string' ? lead.state_code : null
  if (stateCode) {
    const zip = typeof lead.zip_code === 'string' ? lead.zip_code : null
    reasons.push({ state: stateCode, why: lead.source === 'chat' && zip ? `by ZIP code ${zip}` : 'by the form' })
  }
  const phone = typeof lead.phone === 'string' ? areaCodeOf(lead.phone) : null
  if (phone?.state) reasons.push({ state: phone.state, why: `by area code ${phone.areaCode}` })
  else if (phone) notes.push(`area code ${phone.areaCode} is in no table`)
  const states = [...new Set(reasons.map((reason) => reason.state))]
  if (states.length === 0) notes.push('no state is known, so the strictest rule of any state applies')
  else if (phone && !phone.state) notes.push('the strictest of the other states applies')
  return { states, reasons: reasons.map((reason) => `${reason.state} ${reason.why}`), notes }
}

const clock = (hour: number) => (hour === 12 ? 'noon' : hour < 12 ? `${hour} AM` : `${hour - 12} PM`)
const span = (hours: CallingHours) => `${clock(hours.from)}-${clock(hours.to)}`

/** The weekday, hour and minute now in a time zone, or null where the zone is unknown. */
function localNow(timeZone: string, now: Date): { day: Day; at: number; words: string } | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now)
    const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? ''
    const weekday = part('weekday')
    const words = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(now)
    const day: Day = weekday === 'Sun' ? 'sunday' : weekday === 'Sat' ? 'saturday' : 'weekdays'
    return { day, at: (Number(part('hour')) % 24) + Number(part('minute')) / 60, words }
  } catch {
    return null
  }
}

/** What a dialer needs to enforce the window: every field of the line below, as data (the webhook's `calling`). */
export type CallingWindow = {
  /** The states the lead points to; empty when none is known (then every state's rules bind). */
  states: string[]
  reasons: string[]
  notes: string[]
  /** Local hours, [from, to), 24-hour clock, in every time zone listed. */
  hours: Record<Day, CallingHours>
  max_sales_calls_per_24h: number | null
  sources: string[]
  /** The zones the lead may be in: its states' and the browser's. */
  time_zones: string[]
  /** Whether now is inside the window in every one of them; null when no zone is known. */
  inside_now: boolean | null
}

/**
 * The lead's calling window: the strictest hours and call cap of every state it points to (all states' when none is
 * known), checked against the time now in every zone of those states and the browser's.
 */
export function callingWindow(lead: Lead, now: Date = new Date()): CallingWindow & { nowWords: string } {
  const { states, reasons, notes } = leadStates(lead)
  const rules = states.length > 0 ? rulesFor(states) : callingRules
  const hours = {
    weekdays: strictest(rules, 'weekdays'),
    saturday: strictest(rules, 'saturday'),
    sunday: strictest(rules, 'sunday'),
  }
  const caps = rules.map((rule) => rule.maxSalesCallsPer24h).filter((cap): cap is number => cap !== null)
  const browserZone = typeof lead.time_zone === 'string' ? lead.time_zone : null
  const zones = [
    ...new Set([...states.flatMap((state) => stateTimeZones[state] ?? []), ...(browserZone ? [browserZone] : [])]),
  ]
  const locals = zones.flatMap((zone) => {
    const local = localNow(zone, now)
    return local ? [{ zone, ...local }] : []
  })
  const inside = locals.map((local) => local.at >= hours[local.day].from && local.at < hours[local.day].to)
  const insideNow = locals.length === 0 ? null : inside.every(Boolean)
  const times = locals.map((local) => `${local.words} (${local.zone})`).join(', ')
  const nowWords =
    insideNow === null
      ? "unknown (no state or browser time zone): call in the window of the lead's own local time"
      : insideNow
        ? `${times}: inside the window${locals.length > 1 ? ' in each' : ''}`
        : `${times}: OUTSIDE the window${
            locals.length > 1
              ? ` in ${locals
                  .filter((_, index) => !inside[index])
                  .map((local) => local.zone)
                  .join(', ')}`
              : ''
          }`
  return {
    states,
    reasons,
    notes,
    hours,
    max_sales_calls_per_24h: caps.length > 0 ? Math.min(...caps) : null,
    sources: rules.map((rule) => `${rule.source}${rule.verified ? '' : ', VERIFY'}`),
    time_zones: zones,
    inside_now: insideNow,
    nowWords,
  }
}

/**
 * The line every delivery and `npm run leads` show: the window, the cap, why (each state and what points to it),
 * the sources, and the time now wherever the lead may be.
 */
export function callingWindowLine(lead: Lead, now: Date = new Date()): string {
  return callingWindowWords(callingWindow(lead, now))
}

/** A computed window as the line above says it (the webhook words the same window it sends as fields). */
export function callingWindowWords(window: ReturnType<typeof callingWindow>): string {
  const { weekdays, saturday, sunday } = window.hours
  const hoursWords =
    span(weekdays) === span(saturday) && span(weekdays) === span(sunday)
      ? `${span(weekdays)} every day`
      : span(weekdays) === span(saturday)
        ? `${span(weekdays)} Mon-Sat, ${span(sunday)} Sun`
        : `${span(weekdays)} Mon-Fri, ${span(saturday)} Sat, ${span(sunday)} Sun`
  const cap = window.max_sales_calls_per_24h
    ? `; at most ${window.max_sales_calls_per_24h} sales calls in 24 hours on one subject`
    : ''
  const why = [...window.reasons, ...window.notes].join('; ')
  return `Calling window: ${hoursWords}, lead's local time${cap} (${why}; ${window.sources.join('; ')}). Lead's time now: ${window.nowWords}.`
}
