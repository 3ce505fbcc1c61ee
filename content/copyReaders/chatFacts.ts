import type { CallbackFailure, ChatContext } from '../../machines/chat.machine'
import { agentsBackText } from '@copy/browser/agentsBack'
import { stateOfAnswers } from '../../machines/chat.context'
import { usPhoneDisplay } from '../../machines/leadChecks'
import type { AgeRange, ChatOption, IncomeBand } from '../../machines/chatScript'
import type { ChatIncomeBand, ChatOutcome } from '../../rules/chatOutcome'
import { medicareMarketing, type MedicareMarketing } from '../../rules/medicareMarketing'
import type { StateCode } from '../../rules/stateCodes'

/**
 * Filled into a message when it is shown: the agency number as shown, the first name given at step 5, and for a
 * callback request the number to call back and why a request failed. The shape every language's chat words take
 * (content/<locale>/browser/chat.ts), declared here beside the function that makes them.
 */
export type ChatFacts = {
  phone: string
  name: string
  callbackPhone?: string
  failure?: CallbackFailure | null
  /** While the line is closed: when agents are back, in words ('Monday at 8 AM ET, 7 AM your time'). */
  agentsBack?: string | null
  /** The coverage year the chat decides for, and what the outcome rests on, once the visitor has said it. */
  year?: number | null
  state?: StateCode | null
  householdSize?: number | null
  /** The income buttons of the visitor's household, and the one picked. */
  incomeBands?: readonly ChatIncomeBand[]
  incomeBand?: IncomeBand | null
  outcome?: ChatOutcome | null
  /** Whether and what the agency markets of Medicare plans (VITE_MEDICARE_MARKETING): the Medicare outcome's words. */
  medicareMarketing?: MedicareMarketing | null
}

/** A message's words: fixed, or made from the facts. */
export type MessageWords = string | ((facts: ChatFacts) => string)

/** A button's words: fixed, or made from the facts (the income buttons name the household's own dollars). */
export type OptionWords = string | ((facts: ChatFacts) => string)

/** Every button's words, by code. */
export type OptionLabels = Readonly<Record<ChatOption, OptionWords>>

/** The chat's age buttons, as SPEC section 4 gives them: figures, the same in every language. */
export const ageLabels: Record<AgeRange, string> = {
  age18to25: '18-25',
  age26to35: '26-35',
  age36to45: '36-45',
  age46to55: '46-55',
  age56to64: '56-64',
  age65plus: '65+',
}

/**
 * The facts of a conversation, as its machine's context holds them, for the chat's words in either language: when
 * agents are back is worded by content/en/browser/agentsBack.ts (content/es/browser/agentsBack.ts on Spanish pages). No words of its
 * own, so no twin.
 */
export function chatFacts(
  context: Pick<
    ChatContext,
    'phone' | 'answers' | 'callbackPhone' | 'callbackFailure' | 'agentsBack' | 'year' | 'incomeBands' | 'outcome'
  >,
  now: Date = new Date(),
  visitorZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): ChatFacts {
  const back = context.agentsBack
  return {
    phone: context.phone.display,
    name: context.answers.name ?? '',
    callbackPhone: context.callbackPhone ? usPhoneDisplay(context.callbackPhone) : '',
    failure: context.callbackFailure,
    agentsBack: back ? agentsBackText(new Date(back.at), now, back.timeZone, visitorZone) : null,
    year: context.year,
    state: stateOfAnswers(context.answers),
    householdSize: context.answers.householdSize ?? null,
    incomeBands: context.incomeBands,
    incomeBand: context.answers.incomeBand ?? null,
    outcome: context.outcome,
    medicareMarketing,
  }
}
