import { getStateNodes } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { chatPanelCopy, messageText } from '@copy/browser/chat'
import { chatMachine, isZipCode, type ChatEvent } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
  incomeRanges,
  insuranceOptions,
  tailoredReplies,
  type ScriptStep,
} from '../../machines/chatScript'
import { chatInput } from '../../scripts/machines/chat.paths'
import { atStepSix, label, startChat, text } from './chat.support'

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
    expect(visitorEvents.sort()).toEqual([
      'connect.requested',
      'consent.submitted',
      'option.selected',
      'text.submitted',
    ])
  })

  it('times every wait with a named delay', () => {
    const delays = getStateNodes(chatMachine.root).flatMap((node) => node.after.map((transition) => transition.delay))
    expect(delays.sort()).toEqual(['callTransfer', 'replyPause', 'submitTimeout'])
  })

  it('runs to the end without the site: the dial action is a harmless stub', () => {
    const actor = createActor(chatMachine, { input: chatInput }).start()
    for (const event of ([chatChoices.medicaidDenied, 'age18to25', 'over100k'] as const).map(
      (option): ChatEvent => ({
        type: 'option.selected',
        option,
      }),
    )) {
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
    expect(messages).toEqual(
      chatScript.greeting.map((step: ScriptStep, index) => ({
        id: index + 1,
        isBot: true,
        ...step,
        pauseMs: undefined,
      })),
    )
    expect(messages.map((message) => messageText(message, { phone: '', name: '' }))).toEqual(
      chatScript.greeting.map(text),
    )
    const last = messages.at(-1)
    expect(last?.isBot && last.options?.map(label)).toEqual([
      'I was denied Medicaid',
      '18-25',
      '26-35',
      '36-45',
      '46-55',
      '56-64',
      '65+',
    ])
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
    expect(chat.shownOptions()).toEqual([
      'Under $30,000',
      '$30,000 - $50,000',
      '$50,000 - $75,000',
      '$75,000 - $100,000',
      'Over $100,000',
    ])
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
    expect(chat.shownOptions()).toEqual([
      'No insurance',
      'Employer insurance',
      'Individual plan',
      'Medicaid/Medicare',
      'Other',
    ])
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
    expect(chat.texts().slice(-3)).toEqual([
      label(insurance),
      text(tailoredReplies[insurance]),
      text(chatScript.zipCode[0]),
    ])
    expect(chat.snapshot().hasTag('textInput')).toBe(true)
  })

  it('has a different message for every insurance answer', () => {
    expect(new Set(insuranceOptions.map((insurance) => text(tailoredReplies[insurance]))).size).toBe(
      insuranceOptions.length,
    )
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
    expect(chat.texts()).toContain(
      'Nice to meet you, Maria! From your answers, you may qualify for tax credits that lower your premium: depending on your income, age and ZIP code, some plans, often Bronze, can cost $0 a month after tax credits.',
    )
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
