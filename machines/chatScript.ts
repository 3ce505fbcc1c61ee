/**
 * The qualification chat's script as the machine runs it (SPEC.md sections 3, 4 and 9): the answers as codes,
 * and every bot message as an id with its pause and the answer buttons it offers, in the order each step sends
 * them. No words: content/en/browser/chat.ts (and a translation of it) words every code and id, and the type checker holds
 * it to every one of them.
 */

import type { ChatOutcome } from '../rules/chatOutcome'
import {
  ageRanges,
  householdSizes,
  incomeBands,
  insuranceOptions,
  type AgeRange,
  type IncomeBand,
  type InsuranceOption,
} from '../rules/chatAnswers'

export { ageRanges, incomeBands, insuranceOptions, type AgeRange, type IncomeBand, type InsuranceOption }

/**
 * The household-size buttons: one per size up to 7, then '8 or more', after which the size is typed (8 to 20). The
 * income buttons' dollars depend on it, so the chat asks it before the income.
 */
export const householdOptions = [
  ...householdSizes.buttons.map((size) => `household${size}` as const),
  'householdMore',
] as const
export type HouseholdOption = (typeof householdOptions)[number]

/** The size a household button stands for; null for '8 or more', which asks for the number. */
export function householdSizeOf(option: HouseholdOption): number | null {
  return option === 'householdMore' ? null : Number(option.slice('household'.length))
}

/** The buttons of steps 1 and 6-8. */
export const chatChoices = {
  medicaidDenied: 'medicaidDenied',
  callMeNow: 'callMeNow',
  tellMeMore: 'tellMeMore',
  callRightNow: 'callRightNow',
  thinkAboutIt: 'thinkAboutIt',
  callMeAfterAll: 'callMeAfterAll',
  callBackLater: 'callBackLater',
  /**
   * 'Have an agent call me', at step 6 and after the reminder: beyond SPEC, so a visitor who cannot or would rather
   * not call now still reaches an agent.
   */
  requestCallback: 'requestCallback',
  /** Sends a callback request again after it did not go through, so the answers given are not lost. */
  retryCallback: 'retryCallback',
} as const
export type ChatChoice = (typeof chatChoices)[keyof typeof chatChoices]

/** Every answer button of the chat, by code. The income buttons' codes are the same for every household; their dollars are not. */
export type ChatOption = AgeRange | InsuranceOption | HouseholdOption | IncomeBand | ChatChoice

/** The answers that make the outcome Medicare whatever else is said: so the chat asks no household or income then. */
export const medicareAnswers = { age: 'age65plus', insurance: 'medicare' } as const satisfies {
  age: AgeRange
  insurance: InsuranceOption
}

/**
 * SPEC section 9: bot messages arrive 0.5 to 5.5 s apart, and the call transfer happens 1 s after the last
 * message before it. Every batch below stays inside that: no pause under 0.5 s, no batch over 5.5 s in total,
 * so a call still starts within the few seconds in which a browser lets a page open the dialer.
 */
export const chatTimings = { minPauseMs: 500, maxPauseMs: 5500, callTransferMs: 1000 } as const

/** One bot message of the script: what it says (an id content/en/browser/chat.ts words), how long the bot types first, its buttons. */
export type ScriptStep = { say: string; pauseMs: number; options?: readonly ChatOption[] }

const stepSevenChoices = [chatChoices.callRightNow, chatChoices.thinkAboutIt] as const
const stepEightChoices = [chatChoices.callMeAfterAll, chatChoices.callBackLater] as const

/** How step 8 opens after 'I need to think about it', in either version. */
const thinkingItOver = [
  { say: 'thinkingFair', pauseMs: 1000 },
  { say: 'thinkingNoObligation', pauseMs: 1500 },
] as const

// The callback is the last choice of step 6, after SPEC's two: a desktop or a visitor who would rather not call
// otherwise ends with nothing.
export const offerQuestion = {
  say: 'offerQuestion',
  pauseMs: 1500,
  options: [chatChoices.callMeNow, chatChoices.tellMeMore, chatChoices.requestCallback],
} as const satisfies ScriptStep

/** Every batch of bot messages, keyed by what triggers it. The last message of a question carries its buttons. */
export const chatScript = {
  /** Step 1: when the chat opens. */
  greeting: [
    { say: 'greeting', pauseMs: 500 },
    { say: 'firstQuestion', pauseMs: 1000, options: [chatChoices.medicaidDenied, ...ageRanges] },
  ],
  /** Step 1 again, after 'I was denied Medicaid'. */
  medicaidDenied: [
    { say: 'medicaidDeniedSorry', pauseMs: 1500 },
    { say: 'ageQuestion', pauseMs: 1000, options: ageRanges },
  ],
  /** Step 1 (age) asks for step 2, the current coverage (skipped after a Medicaid denial: that is the answer). */
  insurance: [{ say: 'insuranceQuestion', pauseMs: 1000, options: insuranceOptions }],
  /** Step 3: free text; before the income, so the income buttons can be the year's lines for the visitor's state. */
  zipCode: [{ say: 'zipCodeQuestion', pauseMs: 1000 }],
  /** Step 3 again: the visitor sent something that is not a 5-digit ZIP code, told where the error happened. */
  zipCodeInvalid: [{ say: 'zipCodeAgain', pauseMs: 800 }],
  /** Step 3 again, once: five digits that no state's ZIP codes start with (a territory, a military or unused prefix). */
  zipCodeUnknown: [{ say: 'zipCodeUnknown', pauseMs: 800 }],
  /** The household size, for the income buttons' dollars. */
  household: [{ say: 'householdQuestion', pauseMs: 1000, options: householdOptions }],
  /** '8 or more': the size is typed. */
  householdCount: [{ say: 'householdCountQuestion', pauseMs: 800 }],
  /** A typed size that is not a whole number from 8 to 20: asked again. */
  householdCountAgain: [{ say: 'householdCountAgain', pauseMs: 800 }],
  /** Step 5: free text. */
  name: [{ say: 'nameQuestion', pauseMs: 800 }],
  /** Step 5 after a second ZIP code no state has: the chat goes on without a state, and says so. */
  nameWithoutState: [
    { say: 'zipCodeStillUnknown', pauseMs: 1000 },
    { say: 'nameQuestion', pauseMs: 800 },
  ],
  /** Step 6, 'Call me now': a few messages, then the call. */
  callNow: [
    { say: 'callNowGreat', pauseMs: 1000 },
    { say: 'callingNow', pauseMs: 1000 },
  ],
  /** Step 6, 'Tell me more first': benefits, then the urgency message and step 7's buttons. */
  benefits: [
    { say: 'benefitsCovered', pauseMs: 1000 },
    { say: 'benefitsPreexisting', pauseMs: 1500 },
    { say: 'benefitsSavings', pauseMs: 1500 },
    { say: 'benefitsUrgency', pauseMs: 1500, options: stepSevenChoices },
  ],
  /**
   * Step 6, 'Tell me more first', for the Medicare outcome: where free, unbiased Medicare help is and the help with
   * its costs, with no plan named (the agency does not market Medicare plans), then Medicare's sign-up window and
   * step 7's buttons.
   */
  benefitsMedicare: [
    { say: 'medicareFreeCounseling', pauseMs: 1000 },
    { say: 'medicareHelpWithCosts', pauseMs: 1500 },
    { say: 'medicareUrgency', pauseMs: 1500, options: stepSevenChoices },
  ],
  /** Step 7, the call answer. */
  callAfterBenefits: [{ say: 'callingAfterBenefits', pauseMs: 1000 }],
  /** Step 7, 'I need to think about it': persuasion, then step 8's buttons. */
  persuasion: [...thinkingItOver, { say: 'persuasion', pauseMs: 2000, options: stepEightChoices }],
  /** Step 7, 'I need to think about it', for the Medicare outcome: no marketplace savings. */
  persuasionMedicare: [...thinkingItOver, { say: 'persuasionMedicare', pauseMs: 2000, options: stepEightChoices }],
  /** Step 8, the call answer. */
  callAfterPersuasion: [{ say: 'callingAfterPersuasion', pauseMs: 1000 }],
  /** Step 8, 'I'll call back later': the reminder with the number, and the callback as a last offer (no lead is lost). */
  reminder: [{ say: 'reminder', pauseMs: 1500, options: [chatChoices.requestCallback] }],
  /** 'Have an agent call me': the phone number it needs (the first name and ZIP code are known). */
  callbackAsk: [{ say: 'callbackAsk', pauseMs: 1000 }],
  /** A call answer while agents are off the phones: a callback instead, with the same question. */
  callbackLineClosed: [{ say: 'callbackLineClosed', pauseMs: 1000 }],
  /** A call answer on a device that cannot place calls (a fine pointer, no touch): a callback instead. */
  callbackNoDialer: [{ say: 'callbackNoDialer', pauseMs: 1000 }],
  /** The number typed is not a US phone number: asked again. */
  callbackPhoneAgain: [{ say: 'callbackPhoneAgain', pauseMs: 800 }],
  /** The consent the forms ask for, before the request is sent. */
  callbackConsent: [{ say: 'callbackConsent', pauseMs: 800 }],
  /** The request is stored. The chat ends here. */
  callbackConfirmed: [{ say: 'callbackConfirmed', pauseMs: 500 }],
  /** The request did not go through: why, and a button to send it again. */
  callbackFailed: [{ say: 'callbackFailed', pauseMs: 500, options: [chatChoices.retryCallback] }],
} as const satisfies Record<string, readonly ScriptStep[]>

export type ScriptBatch = keyof typeof chatScript

/** Step 2: one message tailored to the current-coverage answer, sent before the ZIP question; none promises anything yet. */
export const tailoredReplies = {
  none: { say: 'tailoredNone', pauseMs: 1500 },
  employer: { say: 'tailoredEmployer', pauseMs: 1500 },
  individual: { say: 'tailoredIndividual', pauseMs: 1500 },
  medicaid: { say: 'tailoredMedicaid', pauseMs: 1500 },
  medicare: { say: 'tailoredMedicare', pauseMs: 1500 },
  other: { say: 'tailoredOther', pauseMs: 1500 },
} as const satisfies Record<InsuranceOption, ScriptStep>

/**
 * Step 6: the outcome the year's rules give the visitor's answers (rules/chatOutcome.ts), one message per kind; the
 * words fill in its figures. On Medicaid today, or denied it, the Medicaid-loss window follows (unless the outcome is
 * Medicare); then the question with the call, more information and callback buttons.
 */
export const outcomeReplies = {
  medicare: { say: 'outcomeMedicare', pauseMs: 1000 },
  medicaidLikely: { say: 'outcomeMedicaid', pauseMs: 1000 },
  coverageGap: { say: 'outcomeCoverageGap', pauseMs: 1000 },
  creditLikely: { say: 'outcomeCredit', pauseMs: 1000 },
  noCredit: { say: 'outcomeNoCredit', pauseMs: 1000 },
  depends: { say: 'outcomeDepends', pauseMs: 1000 },
} as const satisfies Record<ChatOutcome['kind'], ScriptStep>

export const medicaidLossReply = { say: 'medicaidLossWindow', pauseMs: 1500 } as const satisfies ScriptStep

/** The income question: its buttons are the household's own (rules/chatOutcome.ts chatIncomeBands), so set when asked. */
export const incomeQuestion = { say: 'incomeQuestion', pauseMs: 1000 } as const

/** Step 6, 'Connect Me to Licensed Agent': posted at once (no typing), the call follows 1 s later. */
export const connectingMessage = 'connecting'

/** Every message id the bot can say: content/en/browser/chat.ts words each one. */
export type ChatMessageId =
  | (typeof chatScript)[ScriptBatch][number]['say']
  | (typeof tailoredReplies)[InsuranceOption]['say']
  | (typeof outcomeReplies)[ChatOutcome['kind']]['say']
  | typeof medicaidLossReply.say
  | typeof offerQuestion.say
  | typeof incomeQuestion.say
  | typeof connectingMessage

/** SPEC section 3: one line of the conversation, as codes: a bot message id (with its buttons), a button, typed text. */
export type ChatMessage =
  | { id: number; isBot: true; say: ChatMessageId; options?: readonly ChatOption[] }
  | { id: number; isBot: false; option: ChatOption }
  | { id: number; isBot: false; typed: string }
