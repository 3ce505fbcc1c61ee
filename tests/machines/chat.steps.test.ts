import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { chatMachine } from '../../machines/chat.machine'
import { ageRanges, chatChoices, chatScript, chatTimings } from '../../machines/chatScript'
import { allOptions, chatInput, reachableStates, typed } from '../../scripts/machines/chat.paths'
import { atStepSix, startChat, text } from './chat.support'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/**
 * What the chat tells the visitors the site is for, in the words they read: the outcome of their answers under the
 * year's rules (rules/chatOutcome.ts), not the same offer for everyone. The model tests walk every outcome; these read
 * the cases a reviewer named, whole.
 */
describe('the outcome a visitor hears', () => {
  function through(answers: { age: string; coverage?: string; zip: string; household?: string; income?: string }) {
    const chat = startChat(undefined, answers.zip.startsWith('68') ? { year: 2026 } : {})
    if (!answers.coverage) chat.tap(chatChoices.medicaidDenied)
    chat.tap(answers.age)
    if (answers.coverage) chat.tap(answers.coverage)
    chat.type(answers.zip)
    if (answers.household) chat.tap(answers.household)
    if (answers.income) chat.tap(answers.income)
    chat.type('Maria')
    return chat
  }
  const outcome = (chat: ReturnType<typeof through>) =>
    chat.texts().find((line) => /^Nice to meet you, Maria[.!]/.test(line)) ?? ''
  const afterGreeting = (chat: ReturnType<typeof through>) => chat.texts().slice(2).join('\n')

  it('a 30-year-old on Medicaid in Ohio earning under its line: Medicaid likely, its work requirement, the loss window, no Medicare', () => {
    const chat = through({
      age: '26-35',
      coverage: 'Medicaid (now, ending or denied)',
      zip: '43215',
      household: 'Just me',
      income: 'Up to $22,024',
    })
    expect(outcome(chat)).toBe(
      'Nice to meet you, Maria! With 1 person in your household and an income up to $22,024 for 2027, you likely qualify for Medicaid in Ohio, which costs little or nothing, rather than a tax credit. From January 1, 2027, adults 19 to 64 covered by Ohio’s Medicaid expansion must show 80 hours a month of work, school or community service, unless they are exempt (parents of children 13 or under, for example). Anyone denied or dropped from Medicaid for not meeting it cannot get a tax credit for a marketplace plan either. An agent can check what applies to you.',
    )
    // The window; its bar on the credit is not said twice, as the outcome above ends with it.
    expect(chat.texts()).toContain(
      'If your Medicaid is ending or has ended, you can usually pick a marketplace plan from 60 days before it ends until 90 days after; an agent can confirm your deadline.',
    )
    expect(afterGreeting(chat)).not.toContain('Medicare')
    expect(chat.shownOptions()).toEqual(['Call me now', 'Tell me more first', 'Have an agent call me'])
  })

  it('a 67-year-old: a neutral referral to free Medicare help, no household or income asked, no plan sold', () => {
    const chat = through({ age: '65+', coverage: 'No insurance', zip: '33101' })
    expect(chat.snapshot().context.answers.householdSize).toBeUndefined()
    expect(outcome(chat)).toBe(
      "Nice to meet you, Maria! At 65 or older, Medicare is your coverage, not a marketplace plan with a tax credit. For free, unbiased help with it, call 1-800-MEDICARE (1-800-633-4227), visit Medicare.gov, or ask your state's free Medicare counseling program (find it at shiphelp.org).",
    )
    chat.tap(chatChoices.tellMeMore)
    chat.tap(chatChoices.thinkAboutIt)
    for (const salesTalk of ['Medicare Advantage', 'Part D', 'ACA', '$']) {
      expect(chat.texts().slice(-7).join('\n')).not.toContain(salesTalk)
    }
  })

  it('a Texan household of one under the poverty line: the coverage gap', () => {
    const chat = through({
      age: '36-45',
      coverage: 'No insurance',
      zip: '75001',
      household: 'Just me',
      income: 'Up to $15,959',
    })
    expect(outcome(chat)).toMatch(
      /^Nice to meet you, Maria\. In Texas, which has not expanded Medicaid, a household of 1 person with income under \$15,960 for 2027 falls in what is called the coverage gap/,
    )
  })

  it('one person in Ohio earning $70,000: no tax credit, and no price promised', () => {
    const chat = through({
      age: '36-45',
      coverage: 'No insurance',
      zip: '43215',
      household: 'Just me',
      income: 'Over $63,840',
    })
    expect(outcome(chat)).toBe(
      'Nice to meet you, Maria. For 2027, the tax credit ends at 400% of the poverty line, $63,840 a year for 1 person, so at your income there is none. You can still buy a marketplace plan at full price, and a licensed agent can compare plans with you.',
    )
    expect(afterGreeting(chat)).not.toMatch(/\$0\b/)
  })

  it("a household of two in Ohio on the cost-sharing button: the benchmark's range, the Silver plan's share, and who may get the credit", () => {
    const chat = through({
      age: '36-45',
      coverage: 'Individual plan',
      zip: '43215',
      household: '2',
      income: '$29,864 to $54,100',
    })
    expect(outcome(chat)).toBe(
      'Nice to meet you, Maria! You can likely get a tax credit for 2027: your household of 2 people would pay at most $88 to $390 a month for the benchmark Silver plan in 2027. On a Silver plan you would also get lower deductibles and copays: the plan pays about 73% to 94% of costs. In 2027 the tax credit is only for U.S. citizens, green card holders and a few other groups (such as Cuban and Haitian entrants and COFA migrants). Not sure you qualify? An agent can check.',
    )
  })

  it("Nebraska's work requirement from May 2026: a 2026 visitor denied Medicaid hears its date", () => {
    const chat = through({ age: '26-35', zip: '68001', household: 'Just me', income: 'Up to $21,597' })
    expect(outcome(chat)).toContain(
      'From May 1, 2026, adults 19 to 64 covered by Nebraska’s Medicaid expansion must show 80 hours a month',
    )
  })

  it('in a year the rules do not have yet, asks no income and says an agent can tell', () => {
    const chat = startChat(undefined, { year: null })
    chat.tap('36-45')
    chat.tap('No insurance')
    chat.type('33101')
    expect(chat.snapshot().matches({ conversation: 'name' })).toBe(true)
    chat.type('Maria')
    expect(chat.texts()).toContain(
      "Nice to meet you, Maria. The rules for the coverage year on sale today are not in my checker yet, so I can't tell what you qualify for. A licensed agent can.",
    )
  })

  it('a ZIP code no state has is asked again once, then the chat goes on without a state and never guesses one', () => {
    const chat = startChat()
    chat.tap('36-45')
    chat.tap('No insurance')
    chat.type(typed.stateless)
    expect(chat.snapshot().matches({ conversation: 'zipCode' })).toBe(true)
    chat.type('09012')
    expect(chat.snapshot().matches({ conversation: 'name' })).toBe(true)
    chat.type('Maria')
    expect(chat.snapshot().context.outcome).toEqual({ kind: 'depends', on: 'stateUnknown' })
  })
})

describe('answers the chat does not take', () => {
  it('ignores a button of another step', () => {
    const chat = startChat()
    const before = chat.snapshot()
    chat.tap('No insurance')
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

  // Explores the whole graph twice (every option, then one age under 65): seconds on a loaded 2-core machine.
  it('gives the same states whichever age under 65 is picked: only 65+ steers', { timeout: 60_000 }, () => {
    const oneAgeUnder65 = allOptions.filter((option) => !ageRanges.slice(1, -1).includes(option as never))
    expect(reachableStates(allOptions)).toEqual(reachableStates(oneAgeUnder65))
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
    expect(chat.shownOptions()).toEqual(['OK, call me', "I'll call back later"])
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
    chat.tap('Other')
    chat.type('33101')
    chat.tap('3')
    chat.tap('overLimit')
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
      currentInsurance: 'other',
      zipCode: '33101',
      householdSize: 3,
      incomeBand: 'overLimit',
      name: 'Maria',
    })
  })

  it('dials the number given as input', () => {
    const phone = { display: '(305) 555-0142', e164: '+13055550142' }
    const chat = startChat(phone)
    chat.tap('65+')
    chat.tap('Other')
    chat.type('33101')
    chat.type('Maria')
    chat.send({ type: 'connect.requested' })
    expect(chat.dial).toHaveBeenCalledExactlyOnceWith(phone)
  })
})
