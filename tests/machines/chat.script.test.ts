import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { chatFacts } from '../../content/copyReaders/chatFacts'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { messageText, sayText } from '@copy/browser/chat'
import { chatMachine, type ChatCallback, type ChatEvent } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
  householdOptions,
  incomeQuestion,
  insuranceOptions,
  medicaidLossReply,
  offerQuestion,
  outcomeReplies,
  tailoredReplies,
  type ScriptStep,
} from '../../machines/chatScript'
import { chatInput } from '../../scripts/machines/chat.paths'
import { label } from './chat.support'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the script (machines/chatScript.ts, worded by content/en/browser/chat.ts)', () => {
  const batches: Array<[string, readonly ScriptStep[]]> = [
    ...Object.entries(chatScript),
    // Step 2's message and the ZIP question arrive as one batch.
    ...insuranceOptions.map((insurance): [string, readonly ScriptStep[]] => [
      `tailored: ${insurance}`,
      [tailoredReplies[insurance], ...chatScript.zipCode],
    ]),
    ['income question', [incomeQuestion]],
    // The outcome, the Medicaid-loss window where it applies, and step 6's question arrive as one batch.
    ...Object.entries(outcomeReplies).map(([kind, reply]): [string, readonly ScriptStep[]] => [
      `outcome: ${kind}, on Medicaid`,
      [reply, medicaidLossReply, offerQuestion],
    ]),
  ]

  it.each(batches)(
    '%s: every reply comes 0.5 to 5.5 s after the last, and the whole batch within 5.5 s',
    (_, messages) => {
      for (const message of messages) {
        expect(message.pauseMs).toBeGreaterThanOrEqual(500)
        expect(message.pauseMs).toBeLessThanOrEqual(5500)
      }
      expect(messages.reduce((total, message) => total + message.pauseMs, 0)).toBeLessThanOrEqual(5500)
    },
  )

  it('keeps the SPEC timings', () => {
    expect(chatTimings).toEqual({ minPauseMs: 500, maxPauseMs: 5500, callTransferMs: 1000 })
  })

  it("words every button exactly as SPEC section 4 does, but for SPEC's 'Medicaid/Medicare', which is two answers", () => {
    expect(Object.fromEntries(Object.entries(chatChoices).map(([key, code]) => [key, label(code)]))).toEqual({
      medicaidDenied: 'I was denied Medicaid',
      callMeNow: 'Call me now',
      tellMeMore: 'Tell me more first',
      callRightNow: 'Yes, call me right now!',
      thinkAboutIt: 'I need to think about it',
      callMeAfterAll: 'OK, call me',
      callBackLater: "I'll call back later",
      // The callback request's, not SPEC's.
      requestCallback: 'Have an agent call me',
      retryCallback: 'Try again',
    })
    expect(ageRanges.map((option) => label(option))).toEqual(['18-25', '26-35', '36-45', '46-55', '56-64', '65+'])
    expect(insuranceOptions.map((option) => label(option))).toEqual([
      'No insurance',
      'Employer insurance',
      'Individual plan',
      'Medicaid (now, ending or denied)',
      'Medicare',
      'Other',
    ])
    expect(householdOptions.map((option) => label(option))).toEqual([
      'Just me',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8 or more',
    ])
  })

  it("names each income button's own dollars: the first from zero, the last open-ended", () => {
    const incomeBands = [
      { code: 'toMedicaidLine', from: 0, to: 22024 },
      { code: 'withCostSharing', from: 22025, to: 39900 },
      { code: 'toLimit', from: 39901, to: 63840 },
      { code: 'overLimit', from: 63841, to: null },
    ] as const
    const facts = { phone: '', name: '', incomeBands }
    expect(incomeBands.map(({ code }) => label(code, facts))).toEqual([
      'Up to $22,024',
      '$22,025 to $39,900',
      '$39,901 to $63,840',
      'Over $63,840',
    ])
  })

  it('puts the agency number in the reminder', () => {
    expect(sayText(chatScript.reminder[0].say, { phone: '(305) 555-0142', name: 'Ana' })).toContain('(305) 555-0142')
  })
})

describe('the callback request on a plain-http origin', () => {
  it('gets its id without crypto.randomUUID, which browsers give secure contexts only', async () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID')
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const sent: ChatCallback[] = []
      const submitCallback = fromPromise<SubmitResult, ChatCallback>(async ({ input }) => {
        sent.push(input)
        return { error: null }
      })
      const actor = createActor(chatMachine.provide({ actors: { submitCallback } }), { input: chatInput })
      const settle = () => vi.advanceTimersByTime(chatTimings.maxPauseMs + chatTimings.callTransferMs)
      const send = (event: ChatEvent) => {
        actor.send(event)
        settle()
      }
      actor.start()
      settle()
      for (const option of ['age36to45', 'none'] as const) send({ type: 'option.selected', option })
      send({ type: 'text.submitted', text: '33101' })
      for (const option of ['household1', 'withCostSharing'] as const) send({ type: 'option.selected', option })
      send({ type: 'text.submitted', text: 'Maria' })
      send({ type: 'option.selected', option: chatChoices.requestCallback })
      send({ type: 'text.submitted', text: '305 555 0142' })
      send({ type: 'consent.submitted', agreed: true, texts: false })
      await vi.runAllTimersAsync()
      expect(sent).toHaveLength(1)
      expect(sent[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      // The thanks names the number as people read it, whatever notation was typed.
      const { context } = actor.getSnapshot()
      // biome-ignore lint/style/noNonNullAssertion: the thanks was just sent
      expect(messageText(context.messages.at(-1)!, chatFacts(context))).toContain('will call you at (305) 555-0142')
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID)
    }
  })
})
