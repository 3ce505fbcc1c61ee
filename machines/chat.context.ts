import type { AgeRange, ChatMessage, ChatMessageId, ChatOption, IncomeRange, InsuranceOption } from './chatScript'

/** The chat machine's data (machines/chat.machine.ts): its input, its context, its events, and pure readings of them. */

/** SPEC section 3: what the visitor answered, as codes (the ZIP code and first name as typed, trimmed). */
export type ChatAnswers = {
  medicaidDenied: boolean
  age?: AgeRange
  income?: IncomeRange
  currentInsurance?: InsuranceOption
  zipCode?: string
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
export type ChatInput = { phone: AgencyPhone; lineOpen: boolean; canDial: boolean; agentsBack: AgentsBack | null }

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
  income: IncomeRange | null
  currentInsurance: InsuranceOption | null
  /** The optional text-message box was ticked: the agency may text this number too. */
  textsAllowed: boolean
}

/** A bot message waiting its turn: the bot 'types' for `pauseMs`, then it joins the conversation. */
export type PendingReply = { say: ChatMessageId; pauseMs: number; options?: readonly ChatOption[] }

export type ChatContext = {
  phone: AgencyPhone
  lineOpen: boolean
  canDial: boolean
  /** When agents are back, while the line is closed. */
  agentsBack: AgentsBack | null
  answers: ChatAnswers
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
    income: answers.income ?? null,
    currentInsurance: answers.currentInsurance ?? null,
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
