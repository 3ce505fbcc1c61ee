import type { ChatAnswers } from '../../../machines/chat.machine'
import { rememberChatAnswers, type KnownAnswers } from '../../lib/chatAnswers'
import { stateNameOfZip } from './submitCallback'

/** What a contact form may take from the chat's answers: the first name, and the state the ZIP code names. */
export function knownFromChat(answers: ChatAnswers): KnownAnswers {
  const state = answers.zipCode ? stateNameOfZip(answers.zipCode) : null
  return { ...(answers.name ? { firstName: answers.name } : {}), ...(state ? { state } : {}) }
}

/**
 * Follows the chat's answers: each time it learns the first name or the ZIP code, puts them in the store of what the
 * visitor told the chat (src/lib/chatAnswers.ts), where the contact forms of this page and the next ones read them.
 */
export function carryChatAnswers(subscribe: (listener: (answers: ChatAnswers) => void) => () => void): () => void {
  let carried = '{}'
  return subscribe((answers) => {
    const known = knownFromChat(answers)
    const key = JSON.stringify(known)
    if (key === carried) return
    carried = key
    rememberChatAnswers(known)
  })
}
