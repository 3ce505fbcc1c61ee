import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { refusalText } from '@copy/browser/backendRefusals'
import { chatConsent } from '@copy/browser/chatConsent'
import { smsConsent } from '@copy/browser/forms'
import { agentsBackText } from '@copy/browser/agentsBack'
import { chatPanelCopy, sayText } from '@copy/browser/chat'
import type { ChatFacts } from '../../content/copyReaders/chatFacts'
import { chatDelays, type ChatInput } from '../../machines/chat.machine'
import { chatChoices, chatScript, chatTimings, type ScriptBatch } from '../../machines/chatScript'
import { chatLeadRow } from '../../src/components/chat/submitCallback'
import { flush, label, machineDriver, viewDriver, wait, type Driver, type Screen } from './chat.drivers'
import {
  callbackOutcomes,
  callbackPaths,
  cannotCallPaths,
  chatInput,
  cannotCallInputs,
  isTimer,
  typed,
  visitorEvent,
  type ChatPath,
} from '../../scripts/machines/chat.paths'
import { chatView } from './chat.support'
import { pathsInThisLanguage } from './languagePaths'

/**
 * Model-based: every path through the chat's callback request ('Have an agent call me' at step 6 and
 * after the reminder, and every call answer where a call cannot happen now), replayed with fake time on the real
 * machine and on the real panel. What the visitor should see after each action is written here from the issue, not
 * from the machine: the bot's question for the number (or why it cannot call), the consent form with the chat's own
 * wording, 'Sending...', the thanks naming the number, or why the request failed with 'Try again'. At the end the
 * request sent is checked: one id across retries, the answers as codes, never a dial.
 */

const batch = (name: ScriptBatch, facts: ChatFacts) => chatScript[name].map((message) => sayText(message.say, facts))

/** The input a path was walked with: named by its prefix ('lineClosed: ...'), else the site's open line on a phone. */
function inputOf(path: ChatPath): ChatInput {
  const reason = Object.keys(cannotCallInputs).find((name) => path.name.startsWith(`${name}: `)) as
    | keyof typeof cannotCallInputs
    | undefined
  return reason ? cannotCallInputs[reason] : chatInput
}

const callAnswers: string[] = [chatChoices.callMeNow, chatChoices.callRightNow, chatChoices.callMeAfterAll]

/**
 * Replays a path up to the callback request as chat.model.test.tsx checks it (the same machine steps), then checks
 * every callback step against the expectations.
 */
async function replay(path: ChatPath, driver: Driver, input: ChatInput) {
  // Where the line is closed, the bot says when agents are back, in the agency's zone and the visitor's.
  const back = input.lineOpen ? null : input.agentsBack
  const agentsBack =
    back &&
    agentsBackText(new Date(back.at), new Date(), back.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone)
  const facts: ChatFacts = { phone: input.phone.display, name: 'Maria', agentsBack }
  let inCallback = false
  let due: string[] = []
  let failedBefore = false
  for (const [index, { event }] of path.steps.entries()) {
    const where = `step ${index} (${event.type}) of ${path.name}`
    const answer = visitorEvent(event)
    const before = driver.screen()
    if (event.type === 'xstate.init') continue
    if (isTimer(event)) {
      if (event.type.includes('submitTimeout')) {
        wait(chatDelays.submitTimeout - 1)
        expect(driver.screen().sending, `${where}: still sending a moment before the timeout`).toBe(true)
        wait(1)
        due = batch('callbackFailed', facts)
        failedBefore = true
        continue
      }
      const pause = event.type.includes('callTransfer')
        ? chatTimings.callTransferMs
        : driver.actor.getSnapshot().context.pending[0]?.pauseMs
      if (pause === undefined) throw new Error(`${where}: no reply due`)
      wait(pause)
      if (inCallback && due.length > 0) {
        const said = driver.screen().texts.at(-1)
        expect(said, where).toBe(due.shift())
      }
      continue
    }
    if (event.type === 'xstate.done.actor.submitCallback' || event.type === 'xstate.error.actor.submitCallback') {
      const pending = driver.submissions.at(-1)
      if (!pending) throw new Error(`${where}: no request was sent`)
      if (event.type === 'xstate.error.actor.submitCallback') pending.reject(event.error)
      else pending.resolve(event.output)
      await flush()
      const refused = event.type === 'xstate.done.actor.submitCallback' ? event.output.error : null
      failedBefore ||= event.type === 'xstate.error.actor.submitCallback' || refused !== null
      due =
        event.type === 'xstate.done.actor.submitCallback' && !refused
          ? batch('callbackConfirmed', { ...facts, callbackPhone: typed.phone.trim() })
          : batch('callbackFailed', {
              ...facts,
              failure: refused ? { code: refused.code ?? null, detail: null } : null,
            })
      expect(driver.screen().sending, `${where}: 'Sending...' gone`).toBe(false)
      continue
    }
    if (!answer) continue
    driver.send(answer)
    const shown: Screen = driver.screen()
    const snapshot = driver.actor.getSnapshot()
    if (answer.type === 'option.selected' && answer.option === chatChoices.requestCallback) {
      inCallback = true
      due = batch('callbackAsk', facts)
      expect(shown.texts.at(-1), where).toBe(label(chatChoices.requestCallback))
    } else if (
      (answer.type === 'option.selected' && callAnswers.includes(answer.option)) ||
      answer.type === 'connect.requested'
    ) {
      // A call answer where no call can happen: the callback's question, saying why; never a dial.
      if (!(input.lineOpen && input.canDial)) {
        inCallback = true
        due = batch(input.lineOpen ? 'callbackNoDialer' : 'callbackLineClosed', facts)
      }
    } else if (inCallback && answer.type === 'text.submitted') {
      const right = answer.text === typed.phone
      expect(shown.texts.at(-1), `${where}: the number as sent`).toBe(answer.text.trim())
      due = batch(right ? 'callbackConsent' : 'callbackPhoneAgain', facts)
    } else if (answer.type === 'consent.submitted') {
      expect(shown.consent, `${where}: consent form`).toBe(!answer.agreed)
      expect(shown.consentMissing, `${where}: the box says it is needed`).toBe(!answer.agreed)
      expect(shown.sending, `${where}: sending`).toBe(answer.agreed)
      expect(shown.texts, `${where}: no message for the consent`).toEqual(before.texts)
    } else if (answer.type === 'option.selected' && answer.option === chatChoices.retryCallback) {
      expect(failedBefore, where).toBe(true)
      expect(shown.sending, `${where}: sending again`).toBe(true)
    }
    // While it is asked for, the number goes in the phone field; the consent form shows once the bot has asked.
    if (snapshot.matches({ conversation: { callback: 'phone' } }) && !shown.typing)
      expect(shown.textField, where).toBe('phone')
    if (snapshot.matches({ conversation: { callback: 'consent' } }) && !shown.typing)
      expect(shown.consent, where).toBe(true)
  }
  const end = driver.actor.getSnapshot()
  expect(end.matches({ conversation: { callback: 'requested' } }), path.name).toBe(true)
  expect(end.hasTag('ended'), path.name).toBe(true)
  expect(driver.screen().texts.at(-1), path.name).toBe(
    batch('callbackConfirmed', { ...facts, callbackPhone: typed.phone.trim() })[0],
  )
  if (agentsBack) expect(driver.screen().texts.join('\n'), `${path.name}: when agents are back`).toContain(agentsBack)
  // Under the finished chat, beside the call link: when agents are back, only while the line is closed.
  expect(driver.screen().agentsBack, `${path.name}: the footer`).toBe(
    agentsBack ? chatPanelCopy.agentsBack(agentsBack) : null,
  )
  expect(driver.dials, `${path.name}: never dials`).toEqual([])
  // Every attempt sent the same request: one id, so a late success is stored once; the answers as codes.
  const sent = driver.submissions.map((submission) => submission.input)
  expect(new Set(sent.map((request) => request.id)).size, path.name).toBe(1)
  expect(sent[0], path.name).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    firstName: 'Maria',
    phone: typed.phone.trim(),
    zipCode: '33101',
    medicaidDenied: false,
    age: 'age36to45',
    currentInsurance: 'none',
    householdSize: 1,
    incomeBand: 'withCostSharing',
    coverageYear: chatInput.year,
    // The optional text box as it was when the call box was ticked and sent.
    textsAllowed: path.steps.some(({ event }) => event.type === 'consent.submitted' && event.agreed && event.texts),
  })
  wait(60_000)
  expect(driver.dials, path.name).toEqual([])
}

const paths = [...callbackPaths(), ...cannotCallPaths()]

// Saturday 28 November 2026, 6 PM ET: agents are back Monday at 8 AM ET.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-28T23:00:00Z') })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the callback graph', () => {
  it('has every path through the request from both of its buttons, and one from each call answer that cannot call', () => {
    // 2 buttons × (number right at once, or asked again) × (box ticked at once, or sent unticked first) × (the
    // optional text box ticked or not when the request goes) × (stored at once, or after a refusal, a network error
    // or no answer in time).
    expect(callbackPaths()).toHaveLength(64)
    // 2 reasons × 4 call answers (step 6's two, step 7's, step 8's).
    expect(cannotCallPaths()).toHaveLength(8)
  })
})

describe.each([
  ['on the machine', machineDriver],
  ['on the panel (React, happy-dom)', viewDriver],
])('every callback path %s', { timeout: 30_000 }, (_, driver) => {
  it.each(pathsInThisLanguage(paths, chatView).map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    const input = inputOf(path)
    await replay(path, driver(input), input)
  })
})

describe('the lead a callback request stores', () => {
  it('carries the answers as codes, the state its ZIP code names, the chat’s consent version, and no last name or email', () => {
    const row = chatLeadRow(
      {
        id: 'x',
        firstName: 'Maria',
        phone: '(305) 555-0142',
        zipCode: '33101',
        medicaidDenied: true,
        age: 'age56to64',
        currentInsurance: null,
        householdSize: 2,
        incomeBand: 'withCostSharing',
        coverageYear: 2027,
        textsAllowed: true,
      },
      '/',
    )
    expect(row).toEqual({
      id: 'x',
      first_name: 'Maria',
      last_name: null,
      email: null,
      phone: '(305) 555-0142',
      state: 'Florida',
      agreed_to_contact: true,
      page: '/',
      consent_version: chatConsent.version,
      sms_consent: true,
      sms_consent_version: smsConsent.version,
      zip_code: '33101',
      medicaid_denied: true,
      age_range: 'age56to64',
      current_insurance: null,
      household_size: 2,
      income_band: 'withCostSharing',
      coverage_year: 2027,
      income_range: null,
    })
  })

  it('stores no state where the ZIP code names none (a territory or the military)', () => {
    const base = {
      id: 'x',
      firstName: 'Ana',
      phone: '(787) 555-0142',
      medicaidDenied: false,
      age: null,
      currentInsurance: null,
      householdSize: null,
      incomeBand: null,
      coverageYear: null,
      textsAllowed: false,
    }
    expect(chatLeadRow({ ...base, zipCode: '00901' }, '/').state).toBeNull()
    expect(chatLeadRow({ ...base, zipCode: '09001' }, '/').state).toBeNull()
    expect(chatLeadRow({ ...base, zipCode: '75201' }, '/').state).toBe('Texas')
  })

  it('says why a refused request failed, in the words the forms use for its code', () => {
    const refused = callbackOutcomes.refused.error
    expect(
      sayText('callbackFailed', {
        phone: '(555) 010-0100',
        name: 'Maria',
        failure: { code: refused.code, detail: null },
      }),
    ).toBe(refusalText('repeat.too_many', null))
  })
})
