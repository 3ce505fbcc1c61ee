import { vi } from 'vitest'
import { createActor } from 'xstate'
import { chatOptionLabels, messageText, optionText, sayText } from '@copy/browser/chat'
import { chatFacts, type ChatFacts } from '../../content/copyReaders/chatFacts'
import {
  chatMachine,
  type AgencyPhone,
  type ChatEvent,
  type ChatInput,
  type ChatOption,
} from '../../machines/chat.machine'
import { chatChoices, chatTimings, type ScriptStep } from '../../machines/chatScript'
import { chatInput, type PathStep } from '../../scripts/machines/chat.paths'

/**
 * What the chat machine's tests share (chat.machine.test.ts, chat.steps.test.ts, chat.script.test.ts, and chatView
 * for the model tests).
 */

/** A button's words on screen (the income buttons with the conversation's facts). */
export const label = (option: ChatOption, facts: ChatFacts = { phone: '', name: '' }) => optionText(option, facts)

/** A button by its code, or by the words it has in the conversation so far. */
export function optionCode(option: string, facts: ChatFacts = { phone: '', name: '' }): ChatOption {
  if (Object.hasOwn(chatOptionLabels, option)) return option as ChatOption
  const found = (Object.keys(chatOptionLabels) as ChatOption[]).find((code) => label(code, facts) === option)
  if (!found) throw new Error(`no button '${option}' in the script`)
  return found
}

/**
 * A chat started with fake time; `settle` lets every queued reply (and a call transfer) happen. The machine holds
 * codes; `texts` and `shownOptions` read them in the words content/en/browser/chat.ts gives them, as the panel shows them.
 */
export function startChat(phone: AgencyPhone = chatInput.phone, input: Partial<ChatInput> = {}) {
  const dial = vi.fn()
  const actor = createActor(chatMachine.provide({ actions: { dial: (_, number) => dial(number) } }), {
    input: { ...chatInput, ...input, phone },
  })
  actor.start()
  const settle = () => vi.advanceTimersByTime(chatTimings.maxPauseMs + chatTimings.callTransferMs)
  const send = (event: ChatEvent) => {
    actor.send(event)
    settle()
  }
  const facts = () => chatFacts(actor.getSnapshot().context)
  const tap = (option: string) => send({ type: 'option.selected', option: optionCode(option, facts()) })
  const type = (text: string) => send({ type: 'text.submitted', text })
  const snapshot = () => actor.getSnapshot()
  const texts = () => snapshot().context.messages.map((message) => messageText(message, facts()))
  const shownOptions = () => {
    const last = snapshot().context.messages.at(-1)
    return last?.isBot && last.options ? last.options.map((option) => label(option, facts())) : []
  }
  settle()
  return { actor, dial, send, tap, type, snapshot, texts, shownOptions }
}

/** Steps 1-5 answered (a household of one in Miami, its second income button), the chat waiting at step 6. */
export function atStepSix(medicaidDenied = false) {
  const chat = startChat()
  if (medicaidDenied) chat.tap(chatChoices.medicaidDenied)
  chat.tap('36-45')
  if (!medicaidDenied) chat.tap('No insurance')
  chat.type('33101')
  chat.tap('Just me')
  chat.tap('withCostSharing')
  chat.type('Maria')
  return chat
}

export const text = (message: ScriptStep) =>
  sayText(message.say as Parameters<typeof sayText>[0], { phone: chatInput.phone.display, name: 'Maria' })

/**
 * A chat step as the visitor reads it, for pathsInThisLanguage (languagePaths.ts): where the chat is, the outcome it
 * gave, the last message on screen and the replies on their way, without their ids. The answers that steer the
 * words (age, coverage, ZIP code, income) show in the messages and the outcome.
 */
export function chatView({ state }: PathStep): string {
  const { messages, pending, outcome } = state.context
  const last = messages.at(-1)
  const withoutId = last && Object.fromEntries(Object.entries(last).filter(([key]) => key !== 'id'))
  return JSON.stringify([state.value, outcome?.kind ?? null, withoutId ?? null, pending.map((reply) => reply.say)])
}
