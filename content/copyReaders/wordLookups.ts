import type { ChatMessage, ChatMessageId, ChatOption, IncomeBand } from '../../machines/chatScript'
import { incomeBands } from '../../machines/chatScript'
import type { ChatIncomeBand, ChatOutcome } from '../../rules/chatOutcome'
import type { Estimate } from '../../rules/savingsEstimate'
import type { ChatFacts, MessageWords, OptionLabels } from './chatFacts'
import type { FormToast, ValidationFailure } from '../../machines/contactForm.machine'

/** A toast's words: every language's form toasts (content/<locale>/browser/formToasts.ts) take this shape. */
export type ToastCopy = { tone: 'success' | 'error'; title: string; description: string }

/**
 * An estimate in words for the page: plain words first, then the numbers, then what it rests on. A module for
 * another language exports a `describeEstimate` of the same type.
 */
export type EstimateWords = {
  /** One sentence in plain words, announced once in the live region. */
  headline: string
  /** The numbers behind it, one sentence each. */
  details: string[]
  /** For a year after the baseline year: the same household under the baseline's rules (Estimate['underBaseline']). */
  comparison: string | null
  /** What the year's dated facts add (a work requirement, who may get the credit, a program not approved), each ending with what an agent can do. */
  caveats: string[]
  /** The coverage year and the tables it uses. */
  basis: string
  /** When the rules were last checked, and what an extension of the enhanced credits would do. */
  lastChecked: string
}

/**
 * How the pages look their words up from a code, once for every language: each language's module (content/ and its
 * twin in content/es/) hands its words to these and exports what they return. No words here, so no twin.
 */

/** The words for a backend refusal's code (content/en/browser/backendRefusals.ts), or undefined for a code the site does not know. */
export function refusalTextFrom(
  refusalCopy: Readonly<Record<string, string>>,
  rateLimitedText: (seconds: number) => string,
): (code: string | null, detail: string | null) => string | undefined {
  return (code, detail) => {
    if (code === 'rate_limited') {
      const seconds = Number(detail)
      return Number.isInteger(seconds) && seconds > 0 ? rateLimitedText(seconds) : undefined
    }
    return code !== null && Object.hasOwn(refusalCopy, code) ? refusalCopy[code] : undefined
  }
}

/** One form variant's outcome toasts; a `backendError` description of null shows why the backend refused. */
type OutcomeToasts = {
  success: ToastCopy
  backendError: { tone: 'error'; title: string; description: string | null }
  exception: ToastCopy
}

export type ToastWords<Variant extends string> = {
  validationToasts: Readonly<Record<ValidationFailure, ToastCopy>>
  outcomeToasts: Readonly<Record<Variant, OutcomeToasts>>
  refusalText: (code: string | null, detail: string | null) => string | undefined
  unknownRefusal: string
}

/** The words of a form's toast (content/en/browser/formToasts.ts): each outcome of each variant; a guard's refusal says its own reason. */
export function toastCopyFrom<Variant extends string>(
  words: ToastWords<Variant>,
): (variant: Variant, toast: FormToast) => ToastCopy {
  const { validationToasts, outcomeToasts, refusalText, unknownRefusal } = words
  return (variant, toast) => {
    if (toast.code === 'success') return outcomeToasts[variant].success
    if (toast.code === 'exception') return outcomeToasts[variant].exception
    if (toast.code === 'backendError') {
      const copy = outcomeToasts[variant].backendError
      const reason = refusalText(toast.reason, toast.detail)
      // 'Please try again' would be wrong advice when a guard refused: its reason says to wait or call.
      if (toast.refused) return { tone: copy.tone, title: copy.title, description: reason ?? unknownRefusal }
      // SPEC: /sep and the content pages show why the backend refused (in the page's words, never the backend's).
      return {
        tone: copy.tone,
        title: copy.title,
        description: copy.description ?? reason ?? outcomeToasts[variant].exception.description,
      }
    }
    return validationToasts[toast.code]
  }
}

/** The words of one bot message id (content/en/browser/chat.ts), filled in with the conversation's facts. */
export function sayTextFrom(
  chatMessages: Readonly<Record<ChatMessageId, MessageWords>>,
): (id: ChatMessageId, facts: ChatFacts) => string {
  return (id, facts) => {
    const words = chatMessages[id]
    return typeof words === 'string' ? words : words(facts)
  }
}

/** The words of one line of the conversation: the bot's message, the button the visitor tapped, or what they typed. */
export function messageTextFrom(
  sayText: (id: ChatMessageId, facts: ChatFacts) => string,
  optionText: (option: ChatOption, facts: ChatFacts) => string,
): (message: ChatMessage, facts: ChatFacts) => string {
  return (message, facts) => {
    if (message.isBot) return sayText(message.say, facts)
    return 'option' in message ? optionText(message.option, facts) : message.typed
  }
}

/** The words on one answer button (content/en/browser/chat.ts), filled in with the conversation's facts. */
export function optionTextFrom(labels: OptionLabels): (option: ChatOption, facts: ChatFacts) => string {
  return (option, facts) => {
    const words = labels[option]
    return typeof words === 'string' ? words : words(facts)
  }
}

/** How a language words each part of an estimate (content/en/browser/estimateResult.ts). */
export type EstimateParts = {
  headline: (estimate: Estimate, outcome: Estimate['outcome']) => string
  details: (estimate: Estimate, outcome: Estimate['outcome']) => string[]
  comparison: (before: Estimate['underBaseline']) => string | null
  caveat: (estimate: Estimate, caveat: Estimate['caveats'][number]) => string
  basis: (estimate: Estimate) => string
  lastChecked: (estimate: Estimate) => string
}

/** An estimate in words: plain words first, then the numbers, then what it rests on. */
export function describeEstimateFrom(parts: EstimateParts): (estimate: Estimate) => EstimateWords {
  return (estimate) => ({
    headline: parts.headline(estimate, estimate.outcome),
    details: parts.details(estimate, estimate.outcome),
    comparison: parts.comparison(estimate.underBaseline),
    caveats: estimate.caveats.map((caveat) => parts.caveat(estimate, caveat)),
    basis: parts.basis(estimate),
    lastChecked: parts.lastChecked(estimate),
  })
}

/** The income buttons' words for every band code: a language's words for a band's dollars, the household's own. */
export function incomeLabelsFrom(
  bandWords: (band: ChatIncomeBand) => string,
): Record<IncomeBand, (facts: ChatFacts) => string> {
  const label =
    (code: IncomeBand) =>
    ({ incomeBands: bands = [] }: ChatFacts) => {
      const band = bands.find((candidate) => candidate.code === code)
      return band ? bandWords(band) : ''
    }
  return Object.fromEntries(incomeBands.map((code) => [code, label(code)])) as Record<
    IncomeBand,
    (facts: ChatFacts) => string
  >
}

/** A language's words for each outcome, by kind: each receives the outcome of its own kind. */
export type OutcomeWords = {
  [Kind in ChatOutcome['kind']]: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: Kind }>) => string
}

/** The message of one outcome kind: its words when the conversation reached that outcome (the machine picks the kind). */
export function outcomeTextFrom(words: OutcomeWords): (kind: ChatOutcome['kind']) => (facts: ChatFacts) => string {
  return (kind) => (facts) => {
    const { outcome } = facts
    if (!outcome || outcome.kind !== kind) return ''
    return (words[kind] as (facts: ChatFacts, outcome: ChatOutcome) => string)(facts, outcome)
  }
}
