/**
 * The event the store of what the visitor told the chat (src/lib/chatAnswers.ts) dispatches on `window` each time
 * the chat's answers change: the contact forms on the page listen for it from their first render. Apart from the
 * store, so a form's first download carries this name and none of the store's code (the build writes the string
 * where it is used).
 */
export const CHAT_ANSWERS = 'chat-answers'
