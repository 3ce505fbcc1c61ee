import { agency } from '@copy/agency'
import { lowestPlanPrice } from '@copy/priceClaims'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { chatMachine } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
  insuranceOptions,
  tailoredReplies,
  tailoredRepliesAtMedicareAge,
} from '../../machines/chatScript'
import { allOptions, chatInput, reachableStates, walkedOptions } from '../../scripts/machines/chat.paths'
import { atStepSix, startChat, text, underMedicareAgesOf } from './chat.support'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Medicare help instead of a plan price (65+ or Medicaid/Medicare)', () => {
  const price = `$${lowestPlanPrice} a month`
  const afterGreeting = (texts: string[]) => texts.slice(chatScript.greeting.length).join('\n')

  function through(age: string, insurance?: string) {
    const chat = startChat()
    if (!insurance) chat.tap(chatChoices.medicaidDenied)
    chat.tap(age)
    chat.tap('Under $30,000')
    if (insurance) chat.tap(insurance)
    chat.type('33101')
    chat.type('Maria')
    return chat
  }

  type Route = [age: string, insurance: string | undefined]
  const medicareRoutes: Route[] = [
    ['age65plus', undefined],
    ...insuranceOptions.map((insurance): Route => ['age65plus', insurance]),
    ...underMedicareAgesOf(ageRanges).map((age): Route => [age, 'medicaidOrMedicare']),
  ]
  const priceRoutes: Route[] = underMedicareAgesOf(ageRanges).flatMap((age): Route[] => [
    [age, undefined],
    [age, 'none'],
    [age, 'other'],
  ])

  it.each(medicareRoutes)(
    'age %s, insurance %s: step 6 offers Medicare help and no plan price, with the same buttons',
    (age, insurance) => {
      const chat = through(age, insurance)
      expect(chat.texts().slice(-2)).toEqual(chatScript.offerMedicare.map(text))
      expect(afterGreeting(chat.texts())).not.toContain(price)
      expect(chat.shownOptions()).toEqual(['Call me now', 'Tell me more first', 'Have an agent call me'])
      expect(chat.snapshot().can({ type: 'connect.requested' })).toBe(true)
    },
  )

  it.each(priceRoutes)('age %s, insurance %s: step 6 keeps the plan price', (age, insurance) => {
    const chat = through(age, insurance)
    expect(chat.texts().slice(-2)).toEqual(chatScript.offer.map(text))
    expect(chat.texts().at(-2)).toContain(price)
  })

  it("at 65+ with no insurance, step 3's message speaks of Medicare, not a price", () => {
    const chat = startChat()
    chat.tap('65+')
    chat.tap('Under $30,000')
    chat.tap('No insurance')
    expect(chat.texts().slice(-2)).toEqual([text(tailoredRepliesAtMedicareAge.none), text(chatScript.zipCode[0])])
    expect(chat.texts().at(-2)).toContain('Medicare')
    expect(afterGreeting(chat.texts())).not.toContain(price)
  })

  it.each(medicareRoutes)(
    "age %s, insurance %s: 'Tell me more first' and 'I need to think about it' speak of Medicare, with the same buttons",
    (age, insurance) => {
      const chat = through(age, insurance)
      chat.tap(chatChoices.tellMeMore)
      expect(chat.texts().slice(-4)).toEqual(chatScript.benefitsMedicare.map(text))
      expect(chat.shownOptions()).toEqual(['Yes, call me right now!', 'I need to think about it'])
      chat.tap(chatChoices.thinkAboutIt)
      expect(chat.texts().slice(-3)).toEqual(chatScript.persuasionMedicare.map(text))
      expect(chat.shownOptions()).toEqual(["You're absolutely right - call me!", "I'll call back later"])
    },
  )

  it.each(priceRoutes)(
    "age %s, insurance %s: 'Tell me more first' and 'I need to think about it' keep the marketplace messages",
    (age, insurance) => {
      const chat = through(age, insurance)
      chat.tap(chatChoices.tellMeMore)
      expect(chat.texts().slice(-4)).toEqual(chatScript.benefits.map(text))
      chat.tap(chatChoices.thinkAboutIt)
      expect(chat.texts().slice(-3)).toEqual(chatScript.persuasion.map(text))
    },
  )

  it("tells a Medicare visitor about Medicare after 'Tell me more first', and nothing of marketplace plans or their savings", () => {
    const told = [...chatScript.benefitsMedicare, ...chatScript.persuasionMedicare].map(text).join('\n')
    expect(told).toContain('Medicare')
    for (const marketplace of [
      price,
      'ACA',
      'marketplace',
      `$${agency.averageMonthlySavings}`,
      `$${agency.maxMonthlySavings}`,
    ]) {
      expect(told).not.toContain(marketplace)
    }
  })

  it('says the Medicare offer in its own words, and promises no price in it', () => {
    expect(text(chatScript.offerMedicare[0])).toContain('Medicare')
    expect(chatScript.offerMedicare.map(text).join(' ')).not.toContain(price)
    expect(text(tailoredRepliesAtMedicareAge.none)).not.toContain(price)
    expect(text(tailoredReplies.none)).not.toContain(price)
  })
})

describe('answers the chat does not take', () => {
  it('ignores a button of another step', () => {
    const chat = startChat()
    const before = chat.snapshot()
    chat.tap('Under $30,000')
    chat.tap(chatChoices.callMeNow)
    expect(chat.snapshot()).toBe(before)
  })

  it('ignores a second tap on an answered question', () => {
    const chat = startChat()
    chat.actor.send({ type: 'option.selected', option: 'age18to25' })
    const answered = chat.snapshot()
    chat.actor.send({ type: 'option.selected', option: 'age26to35' })
    expect(chat.snapshot()).toBe(answered)
    expect(answered.context.answers.age).toBe('age18to25')
  })

  it('ignores answers while the bot is still typing', () => {
    const actor = createActor(chatMachine, { input: chatInput }).start()
    vi.advanceTimersByTime(chatScript.greeting[0].pauseMs)
    const typing = actor.getSnapshot()
    expect(typing.hasTag('typing')).toBe(true)
    actor.send({ type: 'option.selected', option: 'age18to25' })
    expect(actor.getSnapshot()).toBe(typing)
  })

  it("offers 'Connect Me to Licensed Agent' only at step 6", () => {
    const chat = startChat()
    const before = chat.snapshot()
    chat.send({ type: 'connect.requested' })
    expect(chat.snapshot()).toBe(before)
    expect(atStepSix().snapshot().can({ type: 'connect.requested' })).toBe(true)
  })

  // Explores the whole graph twice (every option, then the walked ones): seconds on a loaded 2-core machine.
  it('gives the same states whichever income and age under 65 are picked: only Medicaid, insurance and 65+ steer', {
    timeout: 60_000,
  }, () => {
    expect(reachableStates(allOptions)).toEqual(reachableStates(walkedOptions))
  })
})

describe('step 6', () => {
  it("'Connect Me to Licensed Agent' posts a message at once and dials the agency number exactly 1 s later", () => {
    const chat = atStepSix()
    chat.actor.send({ type: 'connect.requested' })
    expect(chat.texts().at(-1)).toBe('Connecting you to a licensed agent at (555) 010-0100...')
    expect(chat.snapshot().hasTag('typing')).toBe(false)
    vi.advanceTimersByTime(chatTimings.callTransferMs - 1)
    expect(chat.dial).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(chat.dial).toHaveBeenCalledExactlyOnceWith(chatInput.phone)
    expect(chat.snapshot().hasTag('ended')).toBe(true)
  })

  it("'Call me now' sends a few messages, then dials 1 s after the last", () => {
    const chat = atStepSix(true)
    chat.actor.send({ type: 'option.selected', option: chatChoices.callMeNow })
    const [first, second] = chatScript.callNow
    vi.advanceTimersByTime(first.pauseMs + second.pauseMs)
    expect(chat.texts().slice(-3)).toEqual(['Call me now', ...chatScript.callNow.map(text)])
    expect(chat.dial).not.toHaveBeenCalled()
    vi.advanceTimersByTime(chatTimings.callTransferMs)
    expect(chat.dial).toHaveBeenCalledExactlyOnceWith(chatInput.phone)
  })

  it("'Tell me more first' sends the benefits and the urgency message, then offers step 7", () => {
    const chat = atStepSix()
    chat.tap(chatChoices.tellMeMore)
    expect(chat.texts().slice(-5)).toEqual(['Tell me more first', ...chatScript.benefits.map(text)])
    expect(chat.shownOptions()).toEqual(['Yes, call me right now!', 'I need to think about it'])
    expect(chat.dial).not.toHaveBeenCalled()
  })
})

describe('steps 7 and 8', () => {
  it("step 7's call answer dials", () => {
    const chat = atStepSix()
    chat.tap(chatChoices.tellMeMore)
    chat.tap(chatChoices.callRightNow)
    expect(chat.dial).toHaveBeenCalledExactlyOnceWith(chatInput.phone)
  })

  it("'I need to think about it' sends the persuasion messages and offers step 8", () => {
    const chat = atStepSix()
    chat.tap(chatChoices.tellMeMore)
    chat.tap(chatChoices.thinkAboutIt)
    expect(chat.texts().slice(-4)).toEqual(['I need to think about it', ...chatScript.persuasion.map(text)])
    expect(chat.shownOptions()).toEqual(["You're absolutely right - call me!", "I'll call back later"])
  })

  it("step 8's call answer dials", () => {
    const chat = atStepSix()
    chat.tap(chatChoices.tellMeMore)
    chat.tap(chatChoices.thinkAboutIt)
    chat.tap(chatChoices.callMeAfterAll)
    expect(chat.dial).toHaveBeenCalledExactlyOnceWith(chatInput.phone)
  })

  it("'I'll call back later' ends with a reminder carrying the configured number, and never dials", () => {
    const phone = { display: '(305) 555-0142', e164: '+13055550142' }
    const chat = startChat(phone)
    chat.tap('36-45')
    chat.tap('Over $100,000')
    chat.tap('Other')
    chat.type('33101')
    chat.type('Maria')
    chat.tap(chatChoices.tellMeMore)
    chat.tap(chatChoices.thinkAboutIt)
    chat.tap(chatChoices.callBackLater)
    const reminder = chat.texts().at(-1)
    expect(reminder).toContain('(305) 555-0142')
    expect(reminder).toContain('Maria')
    expect(chat.snapshot().hasTag('ended')).toBe(true)
    expect(chat.shownOptions()).toEqual(['Have an agent call me'])
    vi.advanceTimersByTime(60_000)
    expect(chat.dial).not.toHaveBeenCalled()
    expect(chat.snapshot().context.answers).toEqual({
      medicaidDenied: false,
      age: 'age36to45',
      income: 'over100k',
      currentInsurance: 'other',
      zipCode: '33101',
      name: 'Maria',
    })
  })

  it('dials the number given as input', () => {
    const phone = { display: '(305) 555-0142', e164: '+13055550142' }
    const chat = startChat(phone)
    chat.tap('36-45')
    chat.tap('Over $100,000')
    chat.tap('Other')
    chat.type('33101')
    chat.type('Maria')
    chat.send({ type: 'connect.requested' })
    expect(chat.dial).toHaveBeenCalledExactlyOnceWith(phone)
  })
})
