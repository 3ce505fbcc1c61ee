/**
 * What the visitor already told the chat, so no form asks it twice (WCAG 3.3.7 Redundant Entry): the first name, and
 * the state the ZIP code names. A small store: the chat writes it, kept for the tab's session; each contact form reads
 * it into its own empty fields, when its code loads (the visitor's first touch, on any later page) and whenever the
 * chat learns more on the page (the `CHAT_ANSWERS` event). The chat never touches a form, and no page's first
 * download carries any of this but the event's name.
 */

import { CHAT_ANSWERS } from './chatAnswersEvent'

const KEY = 'chat-answers'

export type KnownAnswers = { firstName?: string; state?: string }

const plain = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100 && !/[\p{Cc}<>]/u.test(value)
    ? value.trim()
    : undefined

/**
 * Keeps what the chat learned, and tells the page's forms. Storage that is full or blocked keeps nothing for later
 * pages (their forms then simply ask); the forms on this page still get it, with the event.
 */
export function rememberChatAnswers(answers: KnownAnswers): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(answers))
  } catch {
    // Private modes and full storage: nothing to carry to the next page.
  }
  // The forms of this page hear it (`answersOf` reads the answers back).
  window.dispatchEvent(new CustomEvent<KnownAnswers>(CHAT_ANSWERS, { detail: answers }))
}

/** The answers a `CHAT_ANSWERS` event carries (only plain text, like what is read back from storage). */
export const answersOf = (event: Event): KnownAnswers =>
  plainAnswers(event instanceof CustomEvent ? event.detail : null)

function plainAnswers(stored: unknown): KnownAnswers {
  if (typeof stored !== 'object' || stored === null) return {}
  const firstName = plain(Reflect.get(stored, 'firstName'))
  const state = plain(Reflect.get(stored, 'state'))
  return { ...(firstName ? { firstName } : {}), ...(state ? { state } : {}) }
}

export function knownAnswers(): KnownAnswers {
  try {
    return plainAnswers(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'))
  } catch {
    return {}
  }
}

/** A contact form fills its own empty first-name and state fields with what the visitor told the chat; typed values stay. */
export function fillKnownAnswers(form: HTMLFormElement | null, answers: KnownAnswers = knownAnswers()): void {
  for (const [name, value] of [
    ['firstName', answers.firstName],
    ['state', answers.state],
  ] as const) {
    const field = form?.elements.namedItem(name)
    if (value && field instanceof HTMLInputElement && field.value.trim() === '') field.value = value
  }
}
