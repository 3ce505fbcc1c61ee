import { afterEach, describe, expect, it } from 'vitest'
import { answersOf, fillKnownAnswers, knownAnswers, rememberChatAnswers } from '../../src/lib/chatAnswers'
import { CHAT_ANSWERS } from '../../src/lib/chatAnswersEvent'
import { knownFromChat } from '../../src/components/chat/carryAnswers'
import { stateOfZip } from '../../rules/zipPrefixes'

afterEach(() => sessionStorage.clear())

function form(values: Record<string, string>): HTMLFormElement {
  const element = document.createElement('form')
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input')
    input.name = name
    input.value = value
    element.append(input)
  }
  return element
}

describe('what the chat learned, kept for the forms, so nothing is asked twice', () => {
  it('takes the first name and the state the ZIP code names, and nothing where the chat has not asked yet', () => {
    expect(knownFromChat({ medicaidDenied: false })).toEqual({})
    expect(knownFromChat({ medicaidDenied: false, zipCode: '33101' })).toEqual({ state: 'Florida' })
    expect(knownFromChat({ medicaidDenied: true, zipCode: '00901', name: 'Ana' })).toEqual({ firstName: 'Ana' })
  })

  it("keeps them for the tab's session and reads back only plain text", () => {
    rememberChatAnswers({ firstName: 'Maria', state: 'Texas' })
    expect(knownAnswers()).toEqual({ firstName: 'Maria', state: 'Texas' })
    sessionStorage.setItem('chat-answers', JSON.stringify({ firstName: '<b>x</b>', state: 7 }))
    expect(knownAnswers()).toEqual({})
    sessionStorage.setItem('chat-answers', 'not json')
    expect(knownAnswers()).toEqual({})
  })

  it("tells the page's forms each time, with the answers, even where storage keeps nothing", () => {
    const heard: unknown[] = []
    const hear = (event: Event) => heard.push(answersOf(event))
    window.addEventListener(CHAT_ANSWERS, hear)
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    try {
      rememberChatAnswers({ firstName: 'Maria' })
    } finally {
      Storage.prototype.setItem = setItem
    }
    rememberChatAnswers({ firstName: 'Maria', state: 'Florida' })
    window.dispatchEvent(new CustomEvent(CHAT_ANSWERS, { detail: { firstName: '<img src=x>', state: 'Ohio' } }))
    window.removeEventListener(CHAT_ANSWERS, hear)
    expect(heard).toEqual([{ firstName: 'Maria' }, { firstName: 'Maria', state: 'Florida' }, { state: 'Ohio' }])
    expect(knownAnswers()).toEqual({ firstName: 'Maria', state: 'Florida' })
  })

  it('fills only the fields the visitor left empty: what they typed stays', () => {
    const empty = form({ firstName: '', lastName: '', state: '  ' })
    fillKnownAnswers(empty, { firstName: 'Maria', state: 'Florida' })
    expect([...empty.querySelectorAll('input')].map((input) => input.value)).toEqual(['Maria', '', 'Florida'])
    const typed = form({ firstName: 'Mary', state: 'Ohio' })
    fillKnownAnswers(typed, { firstName: 'Maria', state: 'Florida' })
    expect([...typed.querySelectorAll('input')].map((input) => input.value)).toEqual(['Mary', 'Ohio'])
  })
})

describe('the state of a ZIP code (rules/zipPrefixes.ts)', () => {
  it.each([
    // The eleven states with their own pages, a city of each.
    ['75201', 'TX'],
    ['77002', 'TX'],
    ['73301', 'TX'],
    ['79901', 'TX'],
    ['88510', 'TX'],
    ['33101', 'FL'],
    ['32801', 'FL'],
    ['34102', 'FL'],
    ['37201', 'TN'],
    ['29201', 'SC'],
    ['63101', 'MO'],
    ['64105', 'MO'],
    ['39201', 'MS'],
    ['68102', 'NE'],
    ['43215', 'OH'],
    ['35203', 'AL'],
    ['72201', 'AR'],
    ['46204', 'IN'],
    // Prefixes that name another state than their neighbours'.
    ['05501', 'MA'],
    ['20101', 'VA'],
    ['20001', 'DC'],
    ['56901', 'DC'],
    ['39801', 'GA'],
    ['89501', 'NV'],
    ['99501', 'AK'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state)
  })

  it.each([
    ['00901', 'Puerto Rico'],
    ['00802', 'the Virgin Islands'],
    ['09001', 'the military (AE)'],
    ['34001', 'the military (AA)'],
    ['96201', 'the military (AP)'],
    ['96910', 'Guam'],
    ['00000', 'no area'],
    ['3310', 'four digits'],
  ])('%s (%s) names no state', (zip) => {
    expect(stateOfZip(zip)).toBeNull()
  })
})
