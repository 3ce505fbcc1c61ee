import { agency } from '@copy/agency'
import { lowestPlanPrice } from '@copy/priceClaims'
import { getStateNodes } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { chatFacts } from '../../content/chatFacts'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { chatOptionLabels, chatPanelCopy, messageText, sayText } from '@copy/chat'
import { chatMachine, isZipCode, type AgencyPhone, type ChatCallback, type ChatEvent, type ChatOption } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
  incomeRanges,
  insuranceOptions,
  tailoredReplies,
  tailoredRepliesAtMedicareAge,
  type ScriptStep,
} from '../../machines/chatScript'
import { allOptions, chatInput, reachableStates, walkedOptions } from './paths/chat.paths'

/** A button's words on screen. */
const label = (option: ChatOption) => chatOptionLabels[option]

/** A button by its code, or by the words on it. */
function optionCode(option: string): ChatOption {
  if (Object.hasOwn(chatOptionLabels, option)) return option as ChatOption
  const found = (Object.keys(chatOptionLabels) as ChatOption[]).find((code) => chatOptionLabels[code] === option)
  if (!found) throw new Error(`no button '${option}' in the script`)
  return found
}

/**
 * A chat started with fake time; `settle` lets every queued reply (and a call transfer) happen. The machine holds
 * codes; `texts` and `shownOptions` read them in the words content/en/chat.ts gives them, as the panel shows them.
 */
function startChat(phone: AgencyPhone = chatInput.phone) {
  const dial = vi.fn()
  const actor = createActor(chatMachine.provide({ actions: { dial: (_, number) => dial(number) } }), { input: { ...chatInput, phone } })
  actor.start()
  const settle = () => vi.advanceTimersByTime(chatTimings.maxPauseMs + chatTimings.callTransferMs)
  const send = (event: ChatEvent) => {
    actor.send(event)
    settle()
  }
  const tap = (option: string) => send({ type: 'option.selected', option: optionCode(option) })
  const type = (text: string) => send({ type: 'text.submitted', text })
  const snapshot = () => actor.getSnapshot()
  const texts = () => {
    const { messages, answers } = snapshot().context
    return messages.map((message) => messageText(message, { phone: phone.display, name: answers.name ?? '' }))
  }
  const shownOptions = () => {
    const last = snapshot().context.messages.at(-1)
    return last?.isBot && last.options ? last.options.map(label) : []
  }
  settle()
  return { actor, dial, send, tap, type, snapshot, texts, shownOptions }
}

/** Steps 1-5 answered, the chat waiting at step 6. */
function atStepSix(medicaidDenied = false) {
  const chat = startChat()
  if (medicaidDenied) chat.tap(chatChoices.medicaidDenied)
  chat.tap('36-45')
  chat.tap('Under $30,000')
  if (!medicaidDenied) chat.tap('No insurance')
  chat.type('33101')
  chat.type('Maria')
  return chat
}

const underMedicareAgesOf = (ages: readonly string[]) => ages.filter((age) => age !== 'age65plus')

const text = (message: ScriptStep) => sayText(message.say as Parameters<typeof sayText>[0], { phone: chatInput.phone.display, name: 'Maria' })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the chat machine, as QA reads it in the visualizer', () => {
  it('describes the machine and every one of its states', () => {
    expect(chatMachine.root.description).toBeTruthy()
    const undescribed = getStateNodes(chatMachine.root)
      .filter((node) => !node.description)
      .map((node) => node.id)
    expect(undescribed).toEqual([])
  })

  it('names every event it accepts in dot-namespaced form', () => {
    const types = new Set(getStateNodes(chatMachine.root).flatMap((node) => [...node.transitions.keys()]))
    const visitorEvents = [...types].filter((type) => !type.startsWith('xstate.'))
    expect(visitorEvents.sort()).toEqual(['connect.requested', 'consent.submitted', 'option.selected', 'text.submitted'])
  })

  it('times every wait with a named delay', () => {
    const delays = getStateNodes(chatMachine.root).flatMap((node) => node.after.map((transition) => transition.delay))
    expect(delays.sort()).toEqual(['callTransfer', 'replyPause', 'submitTimeout'])
  })

  it('runs to the end without the site: the dial action is a harmless stub', () => {
    const actor = createActor(chatMachine, { input: chatInput }).start()
    for (const event of ([chatChoices.medicaidDenied, 'age18to25', 'over100k'] as const).map((option): ChatEvent => ({
      type: 'option.selected',
      option,
    }))) {
      vi.advanceTimersByTime(chatTimings.maxPauseMs)
      actor.send(event)
    }
    vi.advanceTimersByTime(chatTimings.maxPauseMs)
    actor.send({ type: 'text.submitted', text: '33101' })
    vi.advanceTimersByTime(chatTimings.maxPauseMs)
    actor.send({ type: 'text.submitted', text: 'Maria' })
    vi.advanceTimersByTime(chatTimings.maxPauseMs)
    actor.send({ type: 'connect.requested' })
    vi.advanceTimersByTime(chatTimings.callTransferMs)
    expect(actor.getSnapshot().matches({ conversation: 'dialed' })).toBe(true)
  })
})

describe('step 1', () => {
  it('opens with the greeting, the bot typing first, then offers Medicaid or an age range', () => {
    vi.useFakeTimers()
    const actor = createActor(chatMachine, { input: chatInput }).start()
    expect(actor.getSnapshot().context).toMatchObject({ answers: { medicaidDenied: false }, messages: [] })
    expect(actor.getSnapshot().hasTag('typing')).toBe(true)
    vi.advanceTimersByTime(chatTimings.maxPauseMs)
    const messages = actor.getSnapshot().context.messages
    expect(messages).toEqual(chatScript.greeting.map((step: ScriptStep, index) => ({ id: index + 1, isBot: true, ...step, pauseMs: undefined })))
    expect(messages.map((message) => messageText(message, { phone: '', name: '' }))).toEqual(chatScript.greeting.map(text))
    const last = messages.at(-1)
    expect(last?.isBot && last.options?.map(label)).toEqual(['I was denied Medicaid', '18-25', '26-35', '36-45', '46-55', '56-64', '65+'])
    expect(actor.getSnapshot().hasTag('typing')).toBe(false)
  })

  it("'I was denied Medicaid' sets medicaidDenied and asks the age range again, without the Medicaid button", () => {
    const chat = startChat()
    chat.tap(chatChoices.medicaidDenied)
    expect(chat.snapshot().context.answers.medicaidDenied).toBe(true)
    expect(chat.snapshot().matches({ conversation: 'age' })).toBe(true)
    expect(chat.texts().slice(-3)).toEqual(['I was denied Medicaid', ...chatScript.medicaidDenied.map(text)])
    expect(chat.shownOptions()).toEqual(ageRanges.map(label))
  })

  it.each(ageRanges)('age %s is stored and the income question follows (step 2)', (age) => {
    const chat = startChat()
    chat.tap(age)
    expect(chat.snapshot().context.answers).toEqual({ medicaidDenied: false, age })
    expect(chat.texts().slice(-2)).toEqual([label(age), text(chatScript.income[0])])
    expect(chat.shownOptions()).toEqual(['Under $30,000', '$30,000 - $50,000', '$50,000 - $75,000', '$75,000 - $100,000', 'Over $100,000'])
  })

  it('echoes the visitor as a message that is not the bot', () => {
    const chat = startChat()
    chat.tap('65+')
    expect(chat.snapshot().context.messages[2]).toEqual({ id: 3, isBot: false, option: 'age65plus' })
    expect(chat.texts()[2]).toBe('65+')
  })
})

describe('step 2', () => {
  it.each(incomeRanges)('income %s is stored, then the current-insurance question (step 3)', (income) => {
    const chat = startChat()
    chat.tap('26-35')
    chat.tap(income)
    expect(chat.snapshot().context.answers.income).toBe(income)
    expect(chat.snapshot().matches({ conversation: 'insurance' })).toBe(true)
    expect(chat.shownOptions()).toEqual(['No insurance', 'Employer insurance', 'Individual plan', 'Medicaid/Medicare', 'Other'])
  })

  it.each(incomeRanges)('income %s after a Medicaid denial skips step 3 and asks the ZIP code (step 4)', (income) => {
    const chat = startChat()
    chat.tap(chatChoices.medicaidDenied)
    chat.tap('56-64')
    chat.tap(income)
    expect(chat.snapshot().context.answers).toEqual({ medicaidDenied: true, age: 'age56to64', income })
    expect(chat.snapshot().matches({ conversation: 'zipCode' })).toBe(true)
    expect(chat.texts().at(-1)).toBe(text(chatScript.zipCode[0]))
  })
})

describe('step 3', () => {
  it.each(insuranceOptions)('%s is stored, answered with its own message, then the ZIP question', (insurance) => {
    const chat = startChat()
    chat.tap('46-55')
    chat.tap('$50,000 - $75,000')
    chat.tap(insurance)
    expect(chat.snapshot().context.answers.currentInsurance).toBe(insurance)
    expect(chat.texts().slice(-3)).toEqual([label(insurance), text(tailoredReplies[insurance]), text(chatScript.zipCode[0])])
    expect(chat.snapshot().hasTag('textInput')).toBe(true)
  })

  it('has a different message for every insurance answer', () => {
    expect(new Set(insuranceOptions.map((insurance) => text(tailoredReplies[insurance]))).size).toBe(insuranceOptions.length)
  })
})

describe('steps 4 and 5: the text field', () => {
  it('stores the ZIP code and the first name trimmed, and shows them trimmed', () => {
    const chat = startChat()
    chat.tap(chatChoices.medicaidDenied)
    chat.tap('18-25')
    chat.tap('Under $30,000')
    chat.type('  33101\t')
    expect(chat.snapshot().context.answers.zipCode).toBe('33101')
    expect(chat.texts().slice(-2)).toEqual(['33101', text(chatScript.name[0])])
    chat.type(' Maria  ')
    expect(chat.snapshot().context.answers.name).toBe('Maria')
    expect(chat.texts()).toContain('Nice to meet you, Maria! From your answers, you may qualify for tax credits that lower your premium: depending on your income, age and ZIP code, some plans, often Bronze, can cost $0 a month after tax credits.')
  })

  it.each(['', '   ', '\t \n'])('ignores a blank entry (%j) and keeps asking', (blank) => {
    const chat = startChat()
    chat.tap(chatChoices.medicaidDenied)
    chat.tap('18-25')
    chat.tap('Under $30,000')
    const before = chat.snapshot()
    chat.type(blank)
    expect(chat.snapshot()).toBe(before)
    chat.type('33101')
    chat.type(blank)
    expect(chat.snapshot().matches({ conversation: 'name' })).toBe(true)
    expect(chat.snapshot().context.answers.name).toBeUndefined()
  })

  it('takes no typed text outside steps 4 and 5', () => {
    const chat = startChat()
    const atStart = chat.snapshot()
    chat.type('33101')
    expect(chat.snapshot()).toBe(atStart)
    expect(atStart.hasTag('textInput')).toBe(false)
    const six = atStepSix()
    const atSix = six.snapshot()
    six.type('call me')
    expect(six.snapshot()).toBe(atSix)
    expect(atSix.hasTag('textInput')).toBe(false)
  })

  it.each(['Miami', '3310', ' 331011 ', '33101-1234', '3310a', '３３１０１'])(
    'answers %j, which is not a 5-digit ZIP code, kindly and asks again: shown as sent, not stored, still step 4',
    (wrong) => {
      const chat = startChat()
      chat.tap(chatChoices.medicaidDenied)
      chat.tap('18-25')
      chat.tap('Under $30,000')
      chat.actor.send({ type: 'text.submitted', text: wrong })
      expect(chat.texts().at(-1)).toBe(wrong.trim())
      expect(chat.snapshot().context.messages.at(-1)?.isBot).toBe(false)
      // The bot types first, as it does for every reply.
      expect(chat.snapshot().hasTag('typing')).toBe(true)
      vi.advanceTimersByTime(chatScript.zipCodeInvalid[0].pauseMs)
      expect(chat.texts().at(-1)).toBe(text(chatScript.zipCodeInvalid[0]))
      expect(chat.snapshot().matches({ conversation: 'zipCode' })).toBe(true)
      expect(chat.snapshot().hasTag('textInput')).toBe(true)
      expect(chat.snapshot().context.answers.zipCode).toBeUndefined()
      // Asked again as often as needed; a 5-digit ZIP code moves on.
      chat.type(wrong)
      expect(chat.texts().slice(-2)).toEqual([wrong.trim(), text(chatScript.zipCodeInvalid[0])])
      chat.type('33101')
      expect(chat.snapshot().context.answers.zipCode).toBe('33101')
      expect(chat.snapshot().matches({ conversation: 'name' })).toBe(true)
    },
  )

  it('takes a name that is not a ZIP code at step 5: the check is step 4 only', () => {
    const chat = atStepSix()
    expect(chat.snapshot().context.answers.name).toBe('Maria')
  })

  it('checks the ZIP code as the field hints it: five digits, spaces around allowed', () => {
    const pattern = new RegExp(`^(?:${chatPanelCopy.zipCodeField.pattern})$`, 'v')
    for (const sample of ['33101', ' 33101 ', '00501', '3310', '331011', '33101-1234', 'abcde', '', ' ']) {
      expect(pattern.test(sample), sample).toBe(isZipCode(sample))
    }
    expect(chatPanelCopy.zipCodeField).toMatchObject({ inputMode: 'numeric', autoComplete: 'postal-code' })
  })
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

  it.each(medicareRoutes)('age %s, insurance %s: step 6 offers Medicare help and no plan price, with the same buttons', (age, insurance) => {
    const chat = through(age, insurance)
    expect(chat.texts().slice(-2)).toEqual(chatScript.offerMedicare.map(text))
    expect(afterGreeting(chat.texts())).not.toContain(price)
    expect(chat.shownOptions()).toEqual(['Call me now', 'Tell me more first', 'Have an agent call me'])
    expect(chat.snapshot().can({ type: 'connect.requested' })).toBe(true)
  })

  it.each(priceRoutes)(
    'age %s, insurance %s: step 6 keeps the plan price',
    (age, insurance) => {
      const chat = through(age, insurance)
      expect(chat.texts().slice(-2)).toEqual(chatScript.offer.map(text))
      expect(chat.texts().at(-2)).toContain(price)
    },
  )

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

  it.each(priceRoutes)("age %s, insurance %s: 'Tell me more first' and 'I need to think about it' keep the marketplace messages", (age, insurance) => {
    const chat = through(age, insurance)
    chat.tap(chatChoices.tellMeMore)
    expect(chat.texts().slice(-4)).toEqual(chatScript.benefits.map(text))
    chat.tap(chatChoices.thinkAboutIt)
    expect(chat.texts().slice(-3)).toEqual(chatScript.persuasion.map(text))
  })

  it("tells a Medicare visitor about Medicare after 'Tell me more first', and nothing of marketplace plans or their savings", () => {
    const told = [...chatScript.benefitsMedicare, ...chatScript.persuasionMedicare].map(text).join('\n')
    expect(told).toContain('Medicare')
    for (const marketplace of [price, 'ACA', 'marketplace', `$${agency.averageMonthlySavings}`, `$${agency.maxMonthlySavings}`]) {
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
  it('gives the same states whichever income and age under 65 are picked: only Medicaid, insurance and 65+ steer', { timeout: 60_000 }, () => {
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

describe('the script (machines/chatScript.ts, worded by content/en/chat.ts)', () => {
  const batches: Array<[string, readonly ScriptStep[]]> = [
    ...Object.entries(chatScript),
    // Step 3's message and the ZIP question arrive as one batch.
    ...insuranceOptions.map((insurance): [string, readonly ScriptStep[]] => [
      `tailored: ${insurance}`,
      [tailoredReplies[insurance], ...chatScript.zipCode],
    ]),
    ...insuranceOptions.map((insurance): [string, readonly ScriptStep[]] => [
      `tailored at 65+: ${insurance}`,
      [tailoredRepliesAtMedicareAge[insurance], ...chatScript.zipCode],
    ]),
  ]

  it.each(batches)('%s: every reply comes 0.5 to 5.5 s after the last, and the whole batch within 5.5 s', (_, messages) => {
    for (const message of messages) {
      expect(message.pauseMs).toBeGreaterThanOrEqual(500)
      expect(message.pauseMs).toBeLessThanOrEqual(5500)
    }
    expect(messages.reduce((total, message) => total + message.pauseMs, 0)).toBeLessThanOrEqual(5500)
  })

  it('keeps the SPEC timings', () => {
    expect(chatTimings).toEqual({ minPauseMs: 500, maxPauseMs: 5500, callTransferMs: 1000 })
  })

  it('words every button exactly as SPEC section 4 does', () => {
    expect(Object.fromEntries(Object.entries(chatChoices).map(([key, code]) => [key, label(code)]))).toEqual({
      medicaidDenied: 'I was denied Medicaid',
      callMeNow: 'Call me now',
      tellMeMore: 'Tell me more first',
      callRightNow: 'Yes, call me right now!',
      thinkAboutIt: 'I need to think about it',
      callMeAfterAll: "You're absolutely right - call me!",
      callBackLater: "I'll call back later",
      // Issue 20's, not SPEC's.
      requestCallback: 'Have an agent call me',
      retryCallback: 'Try again',
    })
    expect(ageRanges.map(label)).toEqual(['18-25', '26-35', '36-45', '46-55', '56-64', '65+'])
    expect(incomeRanges.map(label)).toEqual(['Under $30,000', '$30,000 - $50,000', '$50,000 - $75,000', '$75,000 - $100,000', 'Over $100,000'])
    expect(insuranceOptions.map(label)).toEqual(['No insurance', 'Employer insurance', 'Individual plan', 'Medicaid/Medicare', 'Other'])
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
      for (const option of ['age36to45', 'under30k', 'none'] as const) send({ type: 'option.selected', option })
      send({ type: 'text.submitted', text: '33101' })
      send({ type: 'text.submitted', text: 'Maria' })
      send({ type: 'option.selected', option: chatChoices.requestCallback })
      send({ type: 'text.submitted', text: '305 555 0142' })
      send({ type: 'consent.submitted', agreed: true, texts: false })
      await vi.runAllTimersAsync()
      expect(sent).toHaveLength(1)
      expect(sent[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      // The thanks names the number as people read it, whatever notation was typed.
      const { context } = actor.getSnapshot()
      expect(messageText(context.messages.at(-1)!, chatFacts(context))).toContain('will call you at (305) 555-0142')
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID)
    }
  })
})
