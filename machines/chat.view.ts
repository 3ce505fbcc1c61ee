import type { SnapshotFrom } from 'xstate'
import type { ChatOption } from './chatScript'
import type { chatMachine } from './chat.machine'

/** What the visitor can answer at a moment of the chat. */
export type ChatAnswerChoices = {
  /** The buttons of the bot's question on screen, as codes; none while the bot is still typing. */
  options: readonly ChatOption[]
  /**
   * The text field of the ZIP code, a household of 8 or more, the first name or the callback's phone number; it stays while the bot
   * types, and input then is ignored.
   */
  textField: 'zipCode' | 'householdCount' | 'name' | 'phone' | null
  /** The callback's consent form, once the bot has asked for it. */
  consent: boolean
  /** 'Connect Me to Licensed Agent', at step 6 once the bot is done. */
  connect: boolean
}

/** The one reading of a snapshot that says what the visitor can answer now: the panel renders it, the tests check it. */
export function answersOnOffer(snapshot: SnapshotFrom<typeof chatMachine>): ChatAnswerChoices {
  const typing = snapshot.hasTag('typing')
  const question = snapshot.context.messages.at(-1)
  return {
    options: !typing && question?.isBot ? (question.options ?? []) : [],
    textField: !snapshot.hasTag('textInput')
      ? null
      : snapshot.matches({ conversation: 'zipCode' })
        ? 'zipCode'
        : snapshot.matches({ conversation: 'householdCount' })
          ? 'householdCount'
          : snapshot.matches({ conversation: 'name' })
            ? 'name'
            : 'phone',
    connect: !typing && snapshot.matches({ conversation: 'callOrLearnMore' }),
    consent: !typing && snapshot.matches({ conversation: { callback: 'consent' } }),
  }
}
