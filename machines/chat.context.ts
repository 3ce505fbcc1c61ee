import { householdSizes } from '../rules/chatAnswers'
import { storedChatOutcome, type ChatIncomeBand, type ChatOutcome } from '../rules/chatOutcome'
import type { CoverageYear } from '../rules/years'
import { stateOfZip } from '../rules/zipPrefixes'
import type { AgeRange, ChatMessage, ChatMessageId, ChatOption, IncomeBand, InsuranceOption } from './chatScript'

/** The chat machine's data (machines/chat.machine.ts): its input, its context, its events, and pure readings of them. */

/**
 * SPEC section 3: what the visitor answered, as codes (the ZIP code and first name as typed, trimmed). The household
 * size and the income button are asked only where the outcome needs them: not at Medicare age or on Medicare, and
 * not without a state.
 */
export type ChatAnswers = {
  medicaidDenied: boolean
  age?: AgeRange
  currentInsurance?: InsuranceOption
  zipCode?: string
  householdSize?: number
  incomeBand?: IncomeBand
  name?: string
}

/** The agency's main number, from the site configuration: shown in messages, dialled in E.164. */
export type AgencyPhone = { display: string; e164: string }

/**
 * What the chat knows of the page it runs on: the agency number, whether agents answer the phone now (the schedule
 * of machines/agentHours.ts, asked in the browser when the chat opens) and whether this device can place a call
 * (a touch screen; a desktop with a fine pointer and no touch has no dialer). A call ending dials only when both hold;
 * otherwise it becomes a callback request, so a visitor who cannot be called now is still called.
 */
export type ChatInput = {
  phone: AgencyPhone
  lineOpen: boolean
  canDial: boolean
  agentsBack: AgentsBack | null
  /**
   * The coverage year on sale on the visitor's day (machines/estimatorFields.ts decides it as for the estimator), or
   * null when rules/ has no file for it yet: the chat then asks no income and decides nothing.
   */
  year: CoverageYear | null
}

/** When the line is closed: the next opening (an ISO instant) and the agency's time zone, for the words. */
export type AgentsBack = { at: string; timeZone: string }

/** Why a callback request did not go through: the backend's refusal code (worded by content/), or none known. */
export type CallbackFailure = { code: string | null; detail: string | null }

/** What a callback request sends, as codes; the site adds the page, the consent wording and the state. */
export type ChatCallback = {
  id: string
  firstName: string
  phone: string
  zipCode: string
  medicaidDenied: boolean
  age: AgeRange | null
  currentInsurance: InsuranceOption | null
  householdSize: number | null
  incomeBand: IncomeBand | null
  /** The year the income buttons were made for: the server recomputes the outcome under its rules. */
  coverageYear: CoverageYear | null
  /** The optional text-message box was ticked: the agency may text this number too. */
  textsAllowed: boolean
}

/** A bot message waiting its turn: the bot 'types' for `pauseMs`, then it joins the conversation. */
export type PendingReply = { say: ChatMessageId; pauseMs: number; options?: readonly ChatOption[] }

export type ChatContext = ChatInput & {
  answers: ChatAnswers
  /** The income buttons of the visitor's year, state and household, once the household size is known. */
  incomeBands: readonly ChatIncomeBand[]
  /** What the year's rules say of the answers (rules/chatOutcome.ts), once the first name is given. */
  outcome: ChatOutcome | null
  /** The number an agent calls back, once given. */
  callbackPhone: string | null
  /** The callback request's id, kept across retries so a request that got through late is stored once. */
  callbackId: string | null
  /** The consent box was not ticked when the request was sent. */
  consentMissing: boolean
  /** The optional text-message box was ticked when the request was sent. */
  textsAllowed: boolean
  /** Why the last callback request failed, if it did. */
  callbackFailure: CallbackFailure | null
  messages: ChatMessage[]
  /** Bot messages not shown yet, first in line first. */
  pending: PendingReply[]
}

export type ChatEvent =
  | { type: 'option.selected'; option: ChatOption }
  | { type: 'text.submitted'; text: string }
  | { type: 'connect.requested' }
  /** The callback's consent form sent: its call box ticked or not, and its optional text-message box. */
  | { type: 'consent.submitted'; agreed: boolean; texts: boolean }

export function callbackOf(context: ChatContext): ChatCallback {
  const { answers } = context
  return {
    id: context.callbackId ?? '',
    firstName: answers.name ?? '',
    phone: context.callbackPhone ?? '',
    zipCode: answers.zipCode ?? '',
    medicaidDenied: answers.medicaidDenied,
    age: answers.age ?? null,
    currentInsurance: answers.currentInsurance ?? null,
    householdSize: answers.householdSize ?? null,
    incomeBand: answers.incomeBand ?? null,
    coverageYear: answers.incomeBand ? context.year : null,
    textsAllowed: context.textsAllowed,
  }
}

/** The visitor's line as the chat keeps it: the button's code, or the typed text trimmed (SPEC section 5). */
export function visitorLine(context: ChatContext, event: ChatEvent): ChatMessage {
  const id = context.messages.length + 1
  return event.type === 'option.selected'
    ? { id, isBot: false, option: event.option }
    : { id, isBot: false, typed: typedText(event) }
}

export function typedText(event: ChatEvent): string {
  return event.type === 'text.submitted' ? event.text.trim() : ''
}

/** Step 4 takes a 5-digit US ZIP code only (after trimming): the agency quotes by ZIP code, and only in the US. */
export function isZipCode(text: string): boolean {
  return /^[0-9]{5}$/.test(text.trim())
}

/** The state a visitor's ZIP code names, by the prefix table; null for none (never a guess). */
export function stateOfAnswers(answers: ChatAnswers) {
  return answers.zipCode ? stateOfZip(answers.zipCode) : null
}

/**
 * The outcome of the answers so far, under the year's rules, read as a stored lead's are (storedChatOutcome: a
 * Medicaid denial counts as being on Medicaid, the age range as its youngest age), so the chat and the agent's
 * staff line cannot read the same answers two ways.
 */
export function outcomeOf(context: Pick<ChatContext, 'answers' | 'year'>): ChatOutcome {
  const { answers } = context
  return storedChatOutcome({
    coverageYear: context.year,
    zipCode: answers.zipCode ?? null,
    householdSize: answers.householdSize ?? null,
    incomeBand: answers.incomeBand ?? null,
    ageRange: answers.age ?? null,
    currentInsurance: answers.currentInsurance ?? null,
    medicaidDenied: answers.medicaidDenied,
  })
}

/** A typed household size after '8 or more': a whole number from 8 to 20 (spaces allowed around it). */
export function typedHouseholdSize(text: string): number | null {
  const digits = /^\s*(\d{1,2})\s*$/.exec(text)?.[1]
  const size = Number(digits)
  return digits !== undefined && size >= householdSizes.typedFrom && size <= householdSizes.typedTo ? size : null
}
