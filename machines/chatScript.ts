/**
 * The qualification chat's script as the machine runs it (SPEC.md sections 3, 4 and 9): the answers as codes,
 * and every bot message as an id with its pause and the answer buttons it offers, in the order each step sends
 * them. No words: content/en/browser/chat.ts (and a translation of it) words every code and id, and the type checker holds
 * it to every one of them.
 */

import { ageRanges, type AgeRange } from '../rules/chatAnswers'

export { ageRanges, type AgeRange }

/** Step 2: the yearly household income ranges. */
export const incomeRanges = ['under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k'] as const
export type IncomeRange = (typeof incomeRanges)[number]

/** Step 3: the current-insurance answers. */
export const insuranceOptions = ['none', 'employer', 'individual', 'medicaidOrMedicare', 'other'] as const
export type InsuranceOption = (typeof insuranceOptions)[number]

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

/** Every answer button of the chat, by code. */
export type ChatOption = AgeRange | IncomeRange | InsuranceOption | ChatChoice

/**
 * A visitor at Medicare age, or on Medicaid or Medicare today, hears about Medicare help instead of the promise of
 * an ACA plan at a marketplace price, a claim the agency could not stand behind for them. The steps and buttons
 * stay SPEC's.
 */
export const medicareAnswers = { age: 'age65plus', insurance: 'medicaidOrMedicare' } as const satisfies {
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
const offerQuestion = {
  say: 'offerQuestion',
  pauseMs: 1500,
  options: [chatChoices.callMeNow, chatChoices.tellMeMore, chatChoices.requestCallback],
} as const

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
  /** Step 1 (age) asks for step 2. */
  income: [{ say: 'incomeQuestion', pauseMs: 1000, options: incomeRanges }],
  /** Step 2 asks for step 3 (skipped when Medicaid was denied). */
  insurance: [{ say: 'insuranceQuestion', pauseMs: 1000, options: insuranceOptions }],
  /** Step 4: free text. */
  zipCode: [{ say: 'zipCodeQuestion', pauseMs: 1000 }],
  /** Step 4 again: the visitor sent something that is not a 5-digit ZIP code, told where the error happened. */
  zipCodeInvalid: [{ say: 'zipCodeAgain', pauseMs: 800 }],
  /** Step 5: free text. */
  name: [{ say: 'nameQuestion', pauseMs: 800 }],
  /** Step 6: the offer, with the 'Connect Me to Licensed Agent' button beside the answers. */
  offer: [{ say: 'offer', pauseMs: 1000 }, offerQuestion],
  /**
   * Step 6 for an income over $100,000: where the credit ends for the household sizes it names, no price (one person
   * over 400% of the poverty line gets no credit from 2026).
   */
  offerHighIncome: [{ say: 'offerHighIncome', pauseMs: 1000 }, offerQuestion],
  /** Step 6 for a visitor aged 65+ or on Medicaid/Medicare: Medicare help, no marketplace price. */
  offerMedicare: [{ say: 'offerMedicare', pauseMs: 1000 }, offerQuestion],
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
   * Step 6, 'Tell me more first', for a visitor aged 65+ or on Medicaid/Medicare: what Medicare covers and the help
   * with its costs instead of marketplace benefits and savings, then Medicare's sign-up window and step 7's buttons.
   */
  benefitsMedicare: [
    { say: 'medicareCovers', pauseMs: 1000 },
    { say: 'medicareHelpWithCosts', pauseMs: 1500 },
    { say: 'medicareNoCostHelp', pauseMs: 1500 },
    { say: 'medicareUrgency', pauseMs: 1500, options: stepSevenChoices },
  ],
  /** Step 7, the call answer. */
  callAfterBenefits: [{ say: 'callingAfterBenefits', pauseMs: 1000 }],
  /** Step 7, 'I need to think about it': persuasion, then step 8's buttons. */
  persuasion: [...thinkingItOver, { say: 'persuasion', pauseMs: 2000, options: stepEightChoices }],
  /** Step 7, 'I need to think about it', for a visitor aged 65+ or on Medicaid/Medicare: no marketplace savings. */
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

/** Step 3: one message tailored to the current-insurance answer, sent before the ZIP question. */
export const tailoredReplies = {
  none: { say: 'tailoredNone', pauseMs: 1500 },
  employer: { say: 'tailoredEmployer', pauseMs: 1500 },
  individual: { say: 'tailoredIndividual', pauseMs: 1500 },
  medicaidOrMedicare: { say: 'tailoredMedicaidOrMedicare', pauseMs: 1500 },
  other: { say: 'tailoredOther', pauseMs: 1500 },
} as const satisfies Record<InsuranceOption, ScriptStep>

/** Step 3 at 65+: the same messages, except that no marketplace price is promised to someone of Medicare age. */
export const tailoredRepliesAtMedicareAge = {
  ...tailoredReplies,
  none: { say: 'tailoredNoneAtMedicareAge', pauseMs: 1500 },
} as const satisfies Record<InsuranceOption, ScriptStep>

/** Step 6, 'Connect Me to Licensed Agent': posted at once (no typing), the call follows 1 s later. */
export const connectingMessage = 'connecting'

/** Every message id the bot can say: content/en/browser/chat.ts words each one. */
export type ChatMessageId =
  | (typeof chatScript)[ScriptBatch][number]['say']
  | (typeof tailoredRepliesAtMedicareAge)[InsuranceOption]['say']
  | (typeof tailoredReplies)[InsuranceOption]['say']
  | typeof connectingMessage

/** SPEC section 3: one line of the conversation, as codes: a bot message id (with its buttons), a button, typed text. */
export type ChatMessage =
  | { id: number; isBot: true; say: ChatMessageId; options?: readonly ChatOption[] }
  | { id: number; isBot: false; option: ChatOption }
  | { id: number; isBot: false; typed: string }
