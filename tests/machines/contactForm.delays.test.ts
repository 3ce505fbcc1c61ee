import { consent } from '@copy/browser/forms'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { contactFormDelays, contactFormMachine, type SubmitResult } from '../../machines/contactForm.machine'
import type { LeadFields, LeadRow } from '../../machines/leadFields'

/** The machine's named delays on fake time: no test waits 20 real seconds for a backend that never answers. */
const fields: LeadFields = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: '(305) 555-0142',
  state: 'Florida',
  agreedToContact: true,
  agreedToTexts: false,
}

function start(answer: (signal: AbortSignal) => Promise<SubmitResult>) {
  const signals: AbortSignal[] = []
  const machine = contactFormMachine.provide({
    actors: {
      submitLead: fromPromise<SubmitResult, LeadRow>(({ signal }) => {
        signals.push(signal)
        return answer(signal)
      }),
    },
  })
  const actor = createActor(machine, {
    input: { variant: 'home', page: '/', consentVersion: consent.version, smsConsentVersion: 'sms-2026-11-27' },
  }).start()
  return { actor, signals }
}

describe('contact form timing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it(`gives a submission with no answer up after ${contactFormDelays.submitTimeout / 1000} s: the failure toast, and the request stopped`, async () => {
    const { actor, signals } = start(() => new Promise(() => {}))
    actor.send({ type: 'form.submit', fields })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    await vi.advanceTimersByTimeAsync(contactFormDelays.submitTimeout - 1)
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(signals[0].aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context.toast).toEqual({ tone: 'error', code: 'exception' })
    expect(signals[0].aborted).toBe(true)
  })

  it(`takes a success toast down after ${contactFormDelays.successToast / 1000} s, and leaves an error toast up`, async () => {
    const stored = start(async () => ({ error: null }))
    stored.actor.send({ type: 'form.submit', fields })
    await vi.advanceTimersByTimeAsync(0)
    expect(stored.actor.getSnapshot().context.toast).toEqual({ tone: 'success', code: 'success' })
    await vi.advanceTimersByTimeAsync(contactFormDelays.successToast - 1)
    expect(stored.actor.getSnapshot().context.toast).toEqual({ tone: 'success', code: 'success' })
    await vi.advanceTimersByTimeAsync(1)
    expect(stored.actor.getSnapshot().context.toast).toBeNull()

    const refused = start(async () => ({ error: { message: 'down' } }))
    refused.actor.send({ type: 'form.submit', fields })
    await vi.advanceTimersByTimeAsync(contactFormDelays.successToast * 3)
    expect(refused.actor.getSnapshot().context.toast?.tone).toBe('error')
  })
})
