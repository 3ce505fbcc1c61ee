import { getStateNodes } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { chatPanelCopy, messageText } from '@copy/browser/chat'
import { chatMachine, isZipCode, type ChatEvent } from '../../machines/chat.machine'
import { typedHouseholdSize } from '../../machines/chat.context'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
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
    for (const event of ([chatChoices.medicaidDenied, 'age65plus'] as const).map(
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
    expect(last?.isBot && last.options?.map((option) => label(option))).toEqual([
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
    expect(chat.shownOptions()).toEqual(ageRanges.map((option) => label(option)))
  })

  it.each(ageRanges)('age %s is stored and the current-coverage question follows (step 2)', (age) => {
    const chat = startChat()
    chat.tap(age)
    expect(chat.snapshot().context.answers).toEqual({ medicaidDenied: false, age })
    expect(chat.texts().slice(-2)).toEqual([label(age), text(chatScript.insurance[0])])
    // SPEC's 'Medicaid/Medicare' is two answers: on Medicaid (or losing it) is not on Medicare.
    expect(chat.shownOptions()).toEqual([
      'No insurance',
      'Employer insurance',
      'Individual plan',
      'Medicaid (now, ending or denied)',
      'Medicare',
      'Other',
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
  it('has a different message for every coverage answer', () => {
    expect(new Set(insuranceOptions.map((insurance) => text(tailoredReplies[insurance]))).size).toBe(
      insuranceOptions.length,
    )
  })
})

describe('the household size', () => {
  it('offers 1 to 7 and 8 or more, and takes a typed size from 8 to 20 after it', () => {
    const chat = startChat()
    chat.tap('36-45')
    chat.tap('No insurance')
    chat.type('33101')
    expect(chat.shownOptions()).toEqual(['Just me', '2', '3', '4', '5', '6', '7', '8 or more'])
    chat.tap('8 or more')
    expect(chat.snapshot().context.answers.householdSize).toBeUndefined()
    expect(chat.snapshot().hasTag('textInput')).toBe(true)
    chat.type(' 21 ')
    expect(chat.texts().slice(-2)).toEqual(['21', text(chatScript.householdCountAgain[0])])
    chat.type(' 12 ')
    expect(chat.snapshot().context.answers.householdSize).toBe(12)
    expect(chat.snapshot().matches({ conversation: 'income' })).toBe(true)
  })

  it.each([
    ['8', 8],
    [' 20 ', 20],
    ['7', null],
    ['21', null],
    ['8.5', null],
    ['eight', null],
    ['', null],
    ['１０', null],
  ] as const)('reads the typed size %j as %j', (typed, size) => {
    expect(typedHouseholdSize(typed)).toBe(size)
  })

  it('checks the size as the field hints it: one or two digits, spaces around allowed', () => {
    const pattern = new RegExp(`^(?:${chatPanelCopy.householdField.pattern})$`, 'v')
    for (const sample of ['8', ' 12 ', '20']) expect(pattern.test(sample), sample).toBe(true)
    for (const sample of ['123', 'ten', '']) expect(pattern.test(sample), sample).toBe(false)
    expect(chatPanelCopy.householdField).toMatchObject({ inputMode: 'numeric' })
  })
})

describe('the text fields: ZIP code and first name', () => {
  it('stores the ZIP code and the first name trimmed, and shows them trimmed', () => {
    const chat = startChat()
    chat.tap(chatChoices.medicaidDenied)
    chat.tap('65+')
    chat.type('  33101\t')
    expect(chat.snapshot().context.answers.zipCode).toBe('33101')
    expect(chat.texts().slice(-2)).toEqual(['33101', text(chatScript.name[0])])
    chat.type(' Maria  ')
    expect(chat.snapshot().context.answers.name).toBe('Maria')
    expect(chat.texts().find((line) => line.startsWith('Nice to meet you, Maria!'))).toContain('Medicare')
  })

  it.each(['', '   ', '\t \n'])('ignores a blank entry (%j) and keeps asking', (blank) => {
    const chat = startChat()
    chat.tap(chatChoices.medicaidDenied)
    chat.tap('65+')
    const before = chat.snapshot()
    chat.type(blank)
    expect(chat.snapshot()).toBe(before)
    chat.type('33101')
    chat.type(blank)
    expect(chat.snapshot().matches({ conversation: 'name' })).toBe(true)
    expect(chat.snapshot().context.answers.name).toBeUndefined()
  })

  it('takes no typed text where no field is shown', () => {
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
    'answers %j, which is not a 5-digit ZIP code, kindly and asks again: shown as sent, not stored, still the ZIP step',
    (wrong) => {
      const chat = startChat()
      chat.tap(chatChoices.medicaidDenied)
      chat.tap('65+')
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

  it('takes a name that is not a ZIP code: the check is the ZIP step only', () => {
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
