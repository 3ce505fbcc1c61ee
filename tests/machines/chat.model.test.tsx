import { agency } from '@copy/agency'
import { lowestPlanPrice } from '@copy/priceClaims'
import { en } from '../../content/format'
import { creditLimitIncomes } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sayText } from '@copy/browser/chat'
import type { ChatFacts } from '../../content/copyReaders/chatFacts'
import type { ChatOption } from '../../machines/chat.machine'
import {
  chatChoices,
  chatTimings,
  connectingMessage,
  incomeRanges,
  medicareAnswers,
  type AgeRange,
} from '../../machines/chatScript'
import { label, machineDriver, viewDriver, wait, type Driver } from './chat.drivers'
import {
  chatInput,
  chatPaths,
  conversationStep,
  isTimer,
  underMedicareAges,
  visitorEvent,
  withAnswers,
  type ChatPath,
} from '../../scripts/machines/chat.paths'
import { expectedAnswers, expectedReplies, isFiveDigitZip, isStep } from './chat.oracle'

/**
 * Model-based tests: every path of the chat machine's graph from the opening of the chat to each end (a call or
 * the reminder), replayed with fake time on the real machine and on the real panel. At every step both must show
 * what SPEC.md section 4 says, as chat.oracle.ts tabulates it: the messages so far, the typing indicator while a
 * reply is due, and the buttons, text field or 'Connect' button of the step once the bot is done.
 */

/**
 * Replays one path. Expectations come from SPEC section 4 (chat.oracle.ts), never from the machine under test;
 * the graph only says which event comes next and which state it leads to.
 */
function replay(path: ChatPath, driver: Driver) {
  const transcript: string[] = []
  let due: string[] = []
  let medicaidDenied = false
  const facts: ChatFacts = { phone: chatInput.phone.display, name: '' }
  let answeredAt = Date.now()
  const answers: Partial<Record<string, string>> = {}
  const chosen: Partial<Record<string, ChatOption>> = {}

  for (const [index, { event, state }] of path.steps.entries()) {
    const where = `step ${index} (${event.type}) of ${path.name}`
    const before = driver.actor.getSnapshot()
    const step = conversationStep(before)
    const answer = visitorEvent(event)

    if (event.type === 'xstate.init') {
      due = expectedReplies(null, null, { medicaidDenied: false }, facts)
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
        if (next === undefined) throw new Error(`${where}: SPEC has no reply due here`)
        transcript.push(next)
      }
    } else if (answer) {
      if (!isStep(step)) throw new Error(`${where}: the visitor answers at ${step}`)
      if (answer.type === 'text.submitted') {
        // A blank entry first: SPEC section 5 says it is ignored.
        const blank = driver.screen()
        driver.send({ type: 'text.submitted', text: '   ' })
        expect(driver.screen(), `${where}: blank entry`).toEqual(blank)
      }
      driver.send(answer)
      answeredAt = Date.now()
      if (answer.type === 'option.selected') {
        if (answer.option === chatChoices.medicaidDenied) medicaidDenied = true
        transcript.push(label(answer.option))
        chosen[step] = answer.option
      } else if (answer.type === 'text.submitted') {
        // Shown as sent, a wrong ZIP code too; only a 5-digit one is kept.
        transcript.push(answer.text.trim())
        if (step !== 'zipCode' || isFiveDigitZip(answer.text)) answers[step] = answer.text.trim()
        if (step === 'name') facts.name = answer.text.trim()
      }
      const age = chosen.start === chatChoices.medicaidDenied ? chosen.age : chosen.start
      due = expectedReplies(
        step,
        answer,
        { medicaidDenied, age, income: chosen.income, insurance: chosen.insurance },
        facts,
      )
      if (answer.type === 'connect.requested') {
        // Posted at once, with no typing.
        transcript.push(sayText(connectingMessage, facts))
        due = []
      }
    }

    const shown = driver.screen()
    const now = conversationStep(driver.actor.getSnapshot())
    expect(now, where).toBe(conversationStep(state))
    // The path's own snapshot is the machine's (the words differ where other ages or incomes were swapped in).
    expect(driver.actor.getSnapshot().context.messages.length, where).toBe(state.context.messages.length)
    expect(driver.actor.getSnapshot().context.pending.length, where).toBe(state.context.pending.length)
    expect(shown.texts, where).toEqual(transcript)
    expect(shown.typing, `${where}: typing indicator`).toBe(due.length > 0)
    if (shown.typing) {
      // No answers while the bot types: its question is not out yet.
      expect(shown.options, `${where}: buttons while typing`).toEqual([])
      expect(shown.connect, `${where}: connect button while typing`).toBe(false)
    } else {
      const { options, textField = null, connect = false } = expectedAnswers[now] ?? { options: [] }
      expect(shown.options, `${where}: buttons`).toEqual(options.map(label))
      expect(shown.textField, `${where}: text field`).toBe(textField)
      expect(shown.connect, `${where}: connect button`).toBe(connect)
    }
    // The text field shows at steps 4 and 5 only.
    if (shown.textField) expect(['zipCode', 'name'], where).toContain(now)
  }

  const end = driver.actor.getSnapshot()
  expect(end.hasTag('ended'), path.name).toBe(true)
  expect(driver.dials.length, path.name).toBe(end.matches({ conversation: 'dialed' }) ? 1 : 0)
  if (end.matches({ conversation: 'remindedLater' })) {
    expect(transcript.at(-1), path.name).toContain(chatInput.phone.display)
  }
  // After the greeting, no plan price for a visitor at 65+ or on Medicaid/Medicare: they cannot buy a marketplace plan with savings.
  // The low price as either language words it: '$0 a month', '$0 al mes'.
  const price = new RegExp(`\\$${lowestPlanPrice} al? m`)
  const age = chosen.start === chatChoices.medicaidDenied ? chosen.age : chosen.start
  const afterGreeting = transcript.slice(2).join('\n')
  if (age === medicareAnswers.age || chosen.insurance === medicareAnswers.insurance) {
    expect(afterGreeting, path.name).not.toMatch(price)
    expect(afterGreeting, path.name).toContain('Medicare')
    // Nor, once they ask to hear more, marketplace benefits or savings they could not get.
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
  } else if (chosen.income === 'over100k') {
    // Over $100,000 is above the credit's limit for smaller households: where the credit ends, and no price.
    expect(afterGreeting, path.name).not.toMatch(price)
    expect(afterGreeting, path.name).toContain(en.money(creditLimitIncomes(pageYear).single))
  } else {
    expect(afterGreeting, path.name).toMatch(price)
  }
  // SPEC section 3: the answers are kept in the machine's context, as codes.
  expect(end.context.answers, path.name).toEqual({
    medicaidDenied,
    age,
    income: chosen.income,
    ...(chosen.insurance ? { currentInsurance: chosen.insurance } : {}),
    zipCode: answers.zipCode,
    name: answers.name,
  })
  // Nothing more happens afterwards.
  wait(60_000)
  expect(driver.dials.length, path.name).toBe(end.matches({ conversation: 'dialed' }) ? 1 : 0)
}

const paths = chatPaths()

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
  it('has one path per route through SPEC section 4, all generated from the machine', () => {
    // 12 routes to step 4 (Medicaid denied, or one of 5 insurance answers; each under 65 or at 65+) × 2 at
    // step 4 (a 5-digit ZIP code at once, or after a wrong one) × 5 endings (Connect, 'Call me now', step 7's
    // call, step 8's call, the reminder).
    expect(paths).toHaveLength(120)
    expect(paths.filter((path) => path.name.endsWith('reminder'))).toHaveLength(24)
    expect(paths.filter((path) => path.name.includes('→ 3310 → 33101 →'))).toHaveLength(60)
    expect(paths.filter((path) => path.name.includes('65+'))).toHaveLength(60)
  })
})

describe('every path on the machine, with each age of its kind and each income answer', () => {
  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    const ages = agesLike(path)
    // Each age and each income once: they steer nothing beyond 65+, which the oracle's replies would show.
    for (let turn = 0; turn < Math.max(ages.length, incomeRanges.length); turn += 1) {
      replay(withAnswers(path, ages[turn % ages.length], incomeRanges[turn % incomeRanges.length]), machineDriver())
    }
  })
})

// The longest walks render some 40 messages with fake timers: 2-3 s quiet, over 5 s on a loaded 2-core machine.
describe('every path on the panel (React, happy-dom)', { timeout: 30_000 }, () => {
  // The answers of the same kind take turns, so every age and income button is tapped on screen too.
  const rotated = paths.map((path, index) => {
    const ages = agesLike(path)
    return withAnswers(path, ages[index % ages.length], incomeRanges[index % incomeRanges.length])
  })
  it.each(rotated.map((path) => [path.name, path] as const))('%s', (_, path) => {
    replay(path, viewDriver())
  })
})
