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
  // The review (C-6) reports 8 AM-8 PM and 3 calls in 24 hours on one subject, and says to verify them against the statute.
  {
    code: 'FL',
    ...every({ from: 8, to: 20 }),
    maxSalesCallsPer24h: 3,
    source: 'Fla. Stat. 501.059 and 501.616 (as amended 2021-2023)',
    verified: false,
  },
  // The review (C-7): calls only 8 AM-8 PM, at most 3 in 24 hours on one subject (law-firm summaries of HB 3168).
  {
    code: 'OK',
    ...every({ from: 8, to: 20 }),
    maxSalesCallsPer24h: 3,
    source: 'Okla. Stat. tit. 15, 775C (Telephone Solicitation Act of 2022)',
    verified: false,
  },
  // The review (C-8): registered sellers 9 AM-9 PM Monday to Saturday, noon-9 PM Sunday; whether the agency is exempt
  // (insurers are, Tex. Bus. & Com. Code 302.053) is for counsel, so the stricter hours are kept.
  {
    code: 'TX',
    weekdays: { from: 9, to: 21 },
    saturday: { from: 9, to: 21 },
    sunday: { from: 12, to: 21 },
    maxSalesCallsPer24h: null,
    source: 'Tex. Bus. & Com. Code ch. 301 and 302.101 (SB 140, 2025)',
    verified: false,
  },
]

const FEDERAL = callingRules[0]

type Day = 'weekdays' | 'saturday' | 'sunday'

function hoursOn(rule: CallingRule, day: Day): CallingHours {
  return rule[day]
}

/** The window a lead may be called in on a day: the federal hours, narrowed by the state's. */
export function windowOn(stateCode: string | null, day: Day): CallingHours {
  const state = callingRules.find((rule) => rule.code === stateCode && rule.code !== 'US')
  const federal = hoursOn(FEDERAL, day)
  if (!state) return federal
  const own = hoursOn(state, day)
  return { from: Math.max(federal.from, own.from), to: Math.min(federal.to, own.to) }
}

const clock = (hour: number) => (hour === 12 ? 'noon' : hour < 12 ? `${hour} AM` : `${hour - 12} PM`)
const span = (hours: CallingHours) => `${clock(hours.from)}-${clock(hours.to)}`

/** The lead's weekday, hour and minute now in its time zone, or null where the zone is unknown. */
function localNow(timeZone: string, now: Date): { day: Day; hour: number; minute: number; words: string } | null {
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
    const hour = Number(part('hour')) % 24
    const minute = Number(part('minute'))
    const words = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(now)
    return { day: weekday === 'Sun' ? 'sunday' : weekday === 'Sat' ? 'saturday' : 'weekdays', hour, minute, words }
  } catch {
    return null
  }
}

/**
 * The line every delivery and `npm run leads` show: the lead's calling window under its state's rules (federal
 * where the state sets none), the call cap, the sources, and the time it is for the lead now and whether that is
 * inside the window.
 */
export function callingWindowLine(lead: Lead, now: Date = new Date()): string {
  const stateCode = typeof lead.state_code === 'string' ? lead.state_code : null
  const state = callingRules.find((rule) => rule.code === stateCode && rule.code !== 'US')
  const week = windowOn(stateCode, 'weekdays')
  const saturday = windowOn(stateCode, 'saturday')
  const sunday = windowOn(stateCode, 'sunday')
  const days =
    span(week) === span(saturday) && span(week) === span(sunday)
      ? `${span(week)} every day`
      : span(week) === span(saturday)
        ? `${span(week)} Mon-Sat, ${span(sunday)} Sun`
        : `${span(week)} Mon-Fri, ${span(saturday)} Sat, ${span(sunday)} Sun`
  const cap = state?.maxSalesCallsPer24h
    ? `; at most ${state.maxSalesCallsPer24h} sales calls in 24 hours on one subject`
    : ''
  const sources = [state && `${state.source}${state.verified ? '' : ', VERIFY'}`, FEDERAL.source]
    .filter(Boolean)
    .join('; ')
  const zone = typeof lead.time_zone === 'string' ? lead.time_zone : null
  const local = zone ? localNow(zone, now) : null
  let nowWords =
    "Lead's time now: unknown (the browser gave no time zone): call in the window of the lead's own local time"
  if (local && zone) {
    const window = windowOn(stateCode, local.day)
    const at = local.hour + local.minute / 60
    nowWords = `Lead's time now: ${local.words} (${zone}), ${at >= window.from && at < window.to ? 'inside' : 'OUTSIDE'} the window`
  }
  return `Calling window (${stateCode ?? 'state unknown'}): ${days}, lead's local time${cap} (${sources}). ${nowWords}.`
}
