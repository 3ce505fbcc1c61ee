/**
 * What the visitor already told the chat, kept for the tab's session so no form asks it twice (issue 20 item 3,
 * WCAG 3.3.7 Redundant Entry): the first name, and the state the ZIP code names. Written by the chat, read by a
 * contact form when its code loads (the visitor's first touch), so no page's first download carries any of it.
 */

const KEY = 'chat-answers'

export type KnownAnswers = { firstName?: string; state?: string }

const plain = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100 && !/[\p{Cc}<>]/u.test(value) ? value.trim() : undefined

/** Keeps what the chat learned (storage that is full or blocked keeps nothing: the forms then simply ask). */
export function rememberChatAnswers(answers: KnownAnswers): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(answers))
  } catch {
    // Private modes and full storage: nothing to carry.
  }
}

export function knownAnswers(): KnownAnswers {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return {}
    const firstName = plain(Reflect.get(stored, 'firstName'))
    const state = plain(Reflect.get(stored, 'state'))
    return { ...(firstName ? { firstName } : {}), ...(state ? { state } : {}) }
  } catch {
    return {}
  }
}

/** Fills a contact form's empty first-name and state fields with what the visitor told the chat; typed values stay. */
export function fillKnownAnswers(form: HTMLFormElement | null, answers: KnownAnswers = knownAnswers()): void {
  for (const [name, value] of [
    ['firstName', answers.firstName],
    ['state', answers.state],
  ] as const) {
    const field = form?.elements.namedItem(name)
    if (value && field instanceof HTMLInputElement && field.value.trim() === '') field.value = value
  }
}
