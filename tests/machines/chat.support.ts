import { vi } from 'vitest'
import { createActor } from 'xstate'
import { chatOptionLabels, messageText, sayText } from '@copy/browser/chat'
import { chatMachine, type AgencyPhone, type ChatEvent, type ChatOption } from '../../machines/chat.machine'
import { chatChoices, chatTimings, type ScriptStep } from '../../machines/chatScript'
import { chatInput } from '../../scripts/machines/chat.paths'

/** What the chat machine's tests share (chat.machine.test.ts, chat.steps.test.ts, chat.script.test.ts). */

/** A button's words on screen. */
export const label = (option: ChatOption) => chatOptionLabels[option]

/** A button by its code, or by the words on it. */
export function optionCode(option: string): ChatOption {
  if (Object.hasOwn(chatOptionLabels, option)) return option as ChatOption
  const found = (Object.keys(chatOptionLabels) as ChatOption[]).find((code) => chatOptionLabels[code] === option)
  if (!found) throw new Error(`no button '${option}' in the script`)
  return found
}

/**
 * A chat started with fake time; `settle` lets every queued reply (and a call transfer) happen. The machine holds
 * codes; `texts` and `shownOptions` read them in the words content/en/browser/chat.ts gives them, as the panel shows them.
 */
export function startChat(phone: AgencyPhone = chatInput.phone) {
  const dial = vi.fn()
  const actor = createActor(chatMachine.provide({ actions: { dial: (_, number) => dial(number) } }), {
    input: { ...chatInput, phone },
  })
  actor.start()
  const settle = () => vi.advanceTimersByTime(chatTimings.maxPauseMs + chatTimings.callTransferMs)
  const send = (event: ChatEvent) => {
    actor.send(event)
    settle()
  }
  const tap = (option: string) => send({ type: 'option.selected', option: optionCode(option) })
  const type = (text: string) => send({ type: 'text.submitted', text })
  const snapshot = () => actor.getSnapshot()
  const texts = () => {
    const { messages, answers } = snapshot().context
    return messages.map((message) => messageText(message, { phone: phone.display, name: answers.name ?? '' }))
  }
  const shownOptions = () => {
    const last = snapshot().context.messages.at(-1)
    return last?.isBot && last.options ? last.options.map(label) : []
  }
  settle()
  return { actor, dial, send, tap, type, snapshot, texts, shownOptions }
}

/** Steps 1-5 answered, the chat waiting at step 6. */
export function atStepSix(medicaidDenied = false) {
  const chat = startChat()
  if (medicaidDenied) chat.tap(chatChoices.medicaidDenied)
  chat.tap('36-45')
  chat.tap('Under $30,000')
  if (!medicaidDenied) chat.tap('No insurance')
  chat.type('33101')
  chat.type('Maria')
  return chat
}

export const underMedicareAgesOf = (ages: readonly string[]) => ages.filter((age) => age !== 'age65plus')

export const text = (message: ScriptStep) =>
  sayText(message.say as Parameters<typeof sayText>[0], { phone: chatInput.phone.display, name: 'Maria' })
