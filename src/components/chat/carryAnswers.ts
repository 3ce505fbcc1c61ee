import type { ChatAnswers } from '../../../machines/chat.machine'
import { fillKnownAnswers, rememberChatAnswers, type KnownAnswers } from '../../lib/chatAnswers'
import { stateNameOfZip } from './submitCallback'

/** What a contact form may take from the chat's answers: the first name, and the state the ZIP code names. */
export function knownFromChat(answers: ChatAnswers): KnownAnswers {
  const state = answers.zipCode ? stateNameOfZip(answers.zipCode) : null
  return { ...(answers.name ? { firstName: answers.name } : {}), ...(state ? { state } : {}) }
}

/**
 * Follows the chat's answers: each time it learns the first name or the ZIP code, keeps them for the tab's session
 * (for the forms of the next pages) and fills the empty fields of the contact forms on this page (issue 20 item 3).
 */
export function carryChatAnswers(subscribe: (listener: (answers: ChatAnswers) => void) => () => void): () => void {
  let carried = '{}'
  return subscribe((answers) => {
    const known = knownFromChat(answers)
    const key = JSON.stringify(known)
    if (key === carried) return
    carried = key
    rememberChatAnswers(known)
    for (const form of document.querySelectorAll<HTMLFormElement>('form.contact-form')) fillKnownAnswers(form, known)
  })
}
