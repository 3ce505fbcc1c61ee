import { agency } from '@copy/agency'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  chatChoices,
  chatTimings,
  connectingMessage,
  householdSizeOf,
  type incomeBands,
  insuranceOptions,
  medicareAnswers,
  type AgeRange,
  type HouseholdOption,
} from '../../machines/chatScript'
import type { CoverageYear } from '../../rules/years'
import { stateOfZip } from '../../rules/zipPrefixes'
import { machineDriver, viewDriver, wait, type Driver } from './chat.drivers'
import {
  chatInput,
  chatPaths,
  endingPaths,
  endsInCall,
  conversationStep,
  isTimer,
  underMedicareAges,
  visitorEvent,
  withAge,
  type ChatPath,
} from '../../scripts/machines/chat.paths'
import {
  expectedAnswers,
  expectedReplies,
  factsFor,
  householdSizeTyped,
  isFiveDigitZip,
  isStep,
  medicareDecided,
  outcomeFor,
  worded,
  type AnswersSoFar,
} from './chat.oracle'
import { label } from './chat.drivers'
import { chatView } from './chat.support'
import { pathsInThisLanguage } from './languagePaths'

/**
 * Model-based tests: every path of the chat machine's graph (scripts/machines/chat.paths.ts: every route to an
 * outcome, every way it asks again, every ending), replayed with fake time on the real machine and on the real panel.
 * At every step both must show what SPEC.md section 4 and the year's rules say, as chat.oracle.ts tabulates it: the
 * messages so far, the typing indicator while a reply is due, and the buttons, text field or 'Connect' button of the
 * step once the bot is done.
 */

const year = chatInput.year as CoverageYear
const phone = chatInput.phone.display

/** What the visitor's answer at `step` adds to the answers so far (as sent, never read from the machine). */
function answered(step: string, event: ReturnType<typeof visitorEvent>, answers: AnswersSoFar): AnswersSoFar {
  if (!event || event.type === 'connect.requested' || event.type === 'consent.submitted') return answers
  if (event.type === 'option.selected') {
    const option = event.option
    if (option === chatChoices.medicaidDenied) return { ...answers, medicaidDenied: true }
    if (step === 'start' || step === 'age') return { ...answers, age: option as AgeRange }
    if (step === 'insurance' && (insuranceOptions as readonly string[]).includes(option))
      return { ...answers, insurance: option as (typeof insuranceOptions)[number] }
    if (step === 'household' && option !== 'householdMore')
      return { ...answers, householdSize: householdSizeOf(option as HouseholdOption) ?? undefined }
    if (step === 'income') return { ...answers, band: option as (typeof incomeBands)[number] }
    return answers
  }
  const text = event.text.trim()
  if (step === 'zipCode' && isFiveDigitZip(text)) {
    if (stateOfZip(text) !== null) return { ...answers, zipCode: text }
    const stateless = answers.statelessZipCodes + 1
    return stateless === 2
      ? { ...answers, zipCode: text, statelessZipCodes: stateless }
      : { ...answers, statelessZipCodes: stateless }
  }
  if (step === 'householdCount') return { ...answers, householdSize: householdSizeTyped(text) ?? undefined }
  if (step === 'name') return { ...answers, name: text }
  return answers
}

/**
 * Replays one path. Expectations come from SPEC section 4 (chat.oracle.ts), never from the machine under test;
 * the graph only says which event comes next and which state it leads to.
 */
function replay(path: ChatPath, driver: Driver) {
  const transcript: string[] = []
  let due: string[] = []
  let answers: AnswersSoFar = { medicaidDenied: false, statelessZipCodes: 0 }
  let answeredAt = Date.now()

  for (const [index, { event, state }] of path.steps.entries()) {
    const where = `step ${index} (${event.type}) of ${path.name}`
    const before = driver.actor.getSnapshot()
    const step = conversationStep(before)
    const answer = visitorEvent(event)

    if (event.type === 'xstate.init') {
      due = expectedReplies(null, null, answers, year)
    } else if (isTimer(event)) {
      const transfer = event.type.includes('callTransfer')
      const pause = transfer ? chatTimings.callTransferMs : before.context.pending[0]?.pauseMs
      if (pause === undefined) throw new Error(`${where}: a reply timer with no reply due`)
      expect(pause, where).toBeGreaterThanOrEqual(transfer ? chatTimings.callTransferMs : chatTimings.minPauseMs)
      expect(pause, where).toBeLessThanOrEqual(chatTimings.maxPauseMs)
      // Nothing happens a millisecond early...
      const shownBefore = driver.screen()
      wait(pause - 1)
      expect(driver.screen(), where).toEqual(shownBefore)
      expect(driver.dials, where).toEqual([])
      // ...and on time, the next reply appears (or the call starts).
      wait(1)
      if (transfer) {
        expect(driver.dials, where).toEqual([{ number: chatInput.phone.e164, at: Date.now() }])
        // Browsers open the dialer only within about 5 s of the visitor's last tap.
        expect(Date.now() - answeredAt, where).toBeLessThan(5000)
      } else {
        const next = due.shift()
        if (next === undefined) throw new Error(`${where}: the oracle has no reply due here`)
        transcript.push(worded(next, factsFor(year, phone, answers)))
      }
    } else if (answer) {
      if (!isStep(step)) throw new Error(`${where}: the visitor answers at ${step}`)
      if (answer.type === 'text.submitted') {
        // A blank entry first: SPEC section 5 says it is ignored.
        const blank = driver.screen()
        driver.send({ type: 'text.submitted', text: '   ' })
        expect(driver.screen(), `${where}: blank entry`).toEqual(blank)
      }
      // The button in the words it has on screen now, before the answer adds to the facts.
      const tapped = answer.type === 'option.selected' ? label(answer.option, factsFor(year, phone, answers)) : null
      driver.send(answer)
      answeredAt = Date.now()
      answers = answered(step, answer, answers)
      // Shown as sent, a wrong ZIP code or size too.
      if (tapped !== null) transcript.push(tapped)
      if (answer.type === 'text.submitted') transcript.push(answer.text.trim())
      due = expectedReplies(step, answer, answers, year)
      if (answer.type === 'connect.requested') {
        // Posted at once, with no typing.
        transcript.push(worded(connectingMessage, factsFor(year, phone, answers)))
        due = []
      }
    }

    const shown = driver.screen()
    const now = conversationStep(driver.actor.getSnapshot())
    expect(now, where).toBe(conversationStep(state))
    expect(driver.actor.getSnapshot().context.messages.length, where).toBe(state.context.messages.length)
    expect(driver.actor.getSnapshot().context.pending.length, where).toBe(state.context.pending.length)
    expect(shown.texts, where).toEqual(transcript)
    expect(shown.typing, `${where}: typing indicator`).toBe(due.length > 0)
    if (shown.typing) {
      // No answers while the bot types: its question is not out yet.
      expect(shown.options, `${where}: buttons while typing`).toEqual([])
      expect(shown.connect, `${where}: connect button while typing`).toBe(false)
    } else {
      const { options, textField = null, connect = false } = expectedAnswers(now, answers, year)
      const facts = factsFor(year, phone, answers)
      expect(shown.options, `${where}: buttons`).toEqual(options.map((option) => label(option, facts)))
      expect(shown.textField, `${where}: text field`).toBe(textField)
      expect(shown.connect, `${where}: connect button`).toBe(connect)
    }
  }

  const end = driver.actor.getSnapshot()
  const finished = end.hasTag('ended')
  expect(finished || end.matches({ conversation: 'callOrLearnMore' }), path.name).toBe(true)
  expect(driver.dials.length, path.name).toBe(end.matches({ conversation: 'dialed' }) ? 1 : 0)
  if (end.matches({ conversation: 'remindedLater' })) {
    expect(transcript.at(-1), path.name).toContain(phone)
  }
  checkClaims(path, transcript, answers)
  // SPEC section 3: the answers are kept in the machine's context, as codes.
  expect(end.context.answers, path.name).toEqual({
    medicaidDenied: answers.medicaidDenied,
    ...(answers.age ? { age: answers.age } : {}),
    ...(answers.insurance ? { currentInsurance: answers.insurance } : {}),
    zipCode: answers.zipCode,
    ...(answers.householdSize ? { householdSize: answers.householdSize } : {}),
    ...(answers.band ? { incomeBand: answers.band } : {}),
    name: answers.name,
  })
  expect(end.context.outcome, path.name).toEqual(outcomeFor(year, answers))
  // Nothing more happens afterwards.
  wait(60_000)
  expect(driver.dials.length, path.name).toBe(end.matches({ conversation: 'dialed' }) ? 1 : 0)
}

/**
 * What the chat may claim, whatever the words: nobody under 65 hears of Medicare unless they said they have it; the
 * Medicare outcome names no marketplace benefit, saving or Medicare plan type (the agency does not market them);
 * no outcome promises a $0 plan.
 */
function checkClaims(path: ChatPath, transcript: readonly string[], answers: AnswersSoFar) {
  const afterGreeting = transcript.slice(2).join('\n')
  expect(afterGreeting, path.name).not.toMatch(/\$0\b/)
  if (!medicareDecided(answers)) {
    expect(afterGreeting, path.name).not.toContain('Medicare')
    return
  }
  expect(afterGreeting, path.name).toContain('Medicare')
  for (const salesTalk of ['Medicare Advantage', 'Part D', 'Parte D', 'Medigap']) {
    expect(afterGreeting, path.name).not.toContain(salesTalk)
  }
  // Once they ask to hear more, nothing of marketplace benefits or savings they could not get.
  const tellMeMore = label(chatChoices.tellMeMore)
  const toldMore = transcript.includes(tellMeMore)
    ? transcript.slice(transcript.indexOf(tellMeMore) + 1).join('\n')
    : ''
  for (const marketplace of [
    'ACA',
    'marketplace',
    'Mercado',
    `$${agency.averageMonthlySavings}`,
    `$${agency.maxMonthlySavings}`,
  ]) {
    expect(toldMore, path.name).not.toContain(marketplace)
  }
}

const paths = chatPaths()
// Every path in English; in another language, the fewest that show every view (languagePaths.ts).
const replayed = pathsInThisLanguage(paths, chatView)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The ages that lead where the path's own age does: 65+ alone, or every range under 65. */
function agesLike(path: ChatPath): readonly AgeRange[] {
  const walksMedicareAge = path.steps.some(
    (step) => step.event.type === 'option.selected' && step.event.option === medicareAnswers.age,
  )
  return walksMedicareAge ? [medicareAnswers.age] : underMedicareAges
}

describe('the chat graph', () => {
  it('has one path per route to each outcome, per way of asking again, and per ending, all generated from the machine', () => {
    // 64 routes to an outcome: Medicaid denied (then under 65 or 65+) or one of 6 coverage answers (under 65 or
    // 65+) × 2 ZIP codes (Florida, Ohio) × each of a household's 4 income buttons where the outcome is not
    // Medicare's; 18 ways of asking again; 5 endings after the outcome, for Medicare's and for another.
    expect(paths).toHaveLength(64 + 18 + 10)
    const outcomes = paths.map((path) => path.steps.at(-1)?.state.context.outcome?.kind)
    for (const kind of ['medicare', 'medicaidLikely', 'coverageGap', 'creditLikely', 'noCredit', 'depends'] as const) {
      expect(outcomes, kind).toContain(kind)
    }
    expect(paths.filter((path) => path.name.endsWith('reminder'))).toHaveLength(2)
  })

  it('ends every path that calls among its endings, the walk the browser and engine tests take their call paths from', () => {
    const calls = (among: ChatPath[]) => among.filter(endsInCall).map((path) => path.name)
    expect(calls(paths).length).toBeGreaterThan(0)
    expect(calls(endingPaths())).toEqual(calls(paths))
  })
})

describe('every path on the machine, with each age of its kind', () => {
  it.each(replayed.map((path) => [path.name, path] as const))('%s', (_, path) => {
    // Each age once: they steer nothing beyond 65+, which the oracle's replies would show.
    for (const age of agesLike(path)) replay(withAge(path, age), machineDriver())
  })
})

// The longest walks render some 40 messages with fake timers: 2-3 s quiet, over 5 s on a loaded 2-core machine.
describe('every path on the panel (React, happy-dom)', { timeout: 30_000 }, () => {
  // The ages under 65 take turns, so every age button is tapped on screen too.
  const rotated = replayed.map((path, index) => {
    const ages = agesLike(path)
    return withAge(path, ages[index % ages.length])
  })
  it.each(rotated.map((path) => [path.name, path] as const))('%s', (_, path) => {
    replay(path, viewDriver())
  })
})
