import { assign, fromPromise, setup } from 'xstate'
import type { SubmitResult } from './contactForm.machine'
import { isUsPhone, newSubmissionId } from './leadChecks'
import { chatIncomeBands } from '../rules/chatOutcome'
import { stateOfZip } from '../rules/zipPrefixes'
import {
  ageRanges,
  chatScript,
  chatTimings,
  connectingMessage,
  householdOptions,
  householdSizeOf,
  incomeBands,
  incomeQuestion,
  insuranceOptions,
  medicaidLossReply,
  medicareAnswers,
  offerQuestion,
  outcomeReplies,
  tailoredReplies,
  type ChatMessage,
  type ChatOption,
  type ScriptBatch,
} from './chatScript'
import {
  isZipCode,
  outcomeOf,
  stateOfAnswers,
  typedHouseholdSize,
  typedText,
  visitorLine,
  type AgencyPhone,
  type CallbackFailure,
  type ChatCallback,
  type ChatContext,
  type ChatEvent,
  type ChatInput,
  type PendingReply,
} from './chat.context'

/**
 * The chat's timing beyond the script's pauses: a callback request with no answer after `submitTimeout` is given up
 * (the visitor may send it again, with the same id).
 */
export const chatDelays = { submitTimeout: 20_000 } as const

/** The guard of a button: every reply is out, and the visitor chose `option` from the question on screen. */
export const chose = (option: ChatOption) => ({ type: 'offered', params: { option } }) as const

/** The action that queues a batch of the script's bot replies. */
export const reply = (batch: ScriptBatch) => ({ type: 'queueReplies', params: { batch } }) as const

const optionIn = <T extends string>(list: readonly T[], event: ChatEvent): T | undefined =>
  event.type === 'option.selected' ? list.find((item) => item === event.option) : undefined

/**
 * The chat machine's implementation (machines/chat.machine.ts holds its states): its actions, guards, delays and the
 * callback actor, named so the states read as the visualizer shows them.
 */
export const chatSetup = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as 'typing' | 'textInput' | 'ended' | 'sending',
  },
  actors: {
    /** Stores the callback request as a lead. Provided by src/components/chat. */
    submitCallback: fromPromise<SubmitResult, ChatCallback>(async () => {
      throw new Error('submitCallback not provided')
    }),
  },
  actions: {
    /** Starts the call to the agency number. Provided by src/components/chat. */
    dial: (_, _phone: AgencyPhone) => {},
    /** A call answer that cannot dial: the callback's question, saying why (agents off the phones, or no dialer). */
    queueCallbackInstead: assign({
      pending: ({ context }) => [
        ...context.pending,
        ...(context.lineOpen ? chatScript.callbackNoDialer : chatScript.callbackLineClosed),
      ],
    }),
    recordCallbackPhone: assign({ callbackPhone: ({ event }) => typedText(event) }),
    recordConsentMissing: assign({ consentMissing: true }),
    recordTextsAllowed: assign({ textsAllowed: ({ event }) => event.type === 'consent.submitted' && event.texts }),
    startCallback: assign({
      consentMissing: false,
      callbackFailure: null,
      // getRandomValues, not randomUUID: the chat also runs on plain-http origins (a LAN address), where randomUUID is missing.
      callbackId: ({ context }) => context.callbackId ?? newSubmissionId(),
    }),
    recordCallbackFailure: assign({ callbackFailure: (_, failure: CallbackFailure) => failure }),
    queueReplies: assign({
      pending: ({ context }, params: { batch: ScriptBatch }) => [
        ...context.pending,
        ...(chatScript[params.batch] satisfies readonly PendingReply[]),
      ],
    }),
    queueTailoredReply: assign({
      pending: ({ context }) =>
        context.answers.currentInsurance
          ? [...context.pending, tailoredReplies[context.answers.currentInsurance]]
          : context.pending,
    }),
    /** The income question with the household's own buttons: the year's lines for its state and size. */
    queueIncomeQuestion: assign(({ context }) => {
      const state = stateOfAnswers(context.answers)
      const { year } = context
      const bands = state && year ? chatIncomeBands(year, state, context.answers.householdSize ?? 1) : []
      return {
        incomeBands: bands,
        pending: [...context.pending, { ...incomeQuestion, options: bands.map((band) => band.code) }],
      }
    }),
    /** Step 6: the outcome of the answers under the year's rules, its message, then the offer's question. */
    queueOutcome: assign(({ context }) => {
      const outcome = outcomeOf(context)
      const onMedicaid = context.answers.medicaidDenied || context.answers.currentInsurance === 'medicaid'
      const loss = onMedicaid && outcome.kind !== 'medicare' ? [medicaidLossReply] : []
      return { outcome, pending: [...context.pending, outcomeReplies[outcome.kind], ...loss, offerQuestion] }
    }),
    deliverReply: assign(({ context }) => {
      const [next, ...rest] = context.pending
      if (!next) return {}
      const message: ChatMessage = { id: context.messages.length + 1, isBot: true, say: next.say }
      return {
        messages: [...context.messages, next.options ? { ...message, options: next.options } : message],
        pending: rest,
      }
    }),
    postAnswer: assign({ messages: ({ context, event }) => [...context.messages, visitorLine(context, event)] }),
    postConnecting: assign({
      messages: ({ context }) => [
        ...context.messages,
        { id: context.messages.length + 1, isBot: true, say: connectingMessage },
      ],
    }),
    recordMedicaidDenied: assign({ answers: ({ context }) => ({ ...context.answers, medicaidDenied: true }) }),
    recordAge: assign({ answers: ({ context, event }) => ({ ...context.answers, age: optionIn(ageRanges, event) }) }),
    recordInsurance: assign({
      answers: ({ context, event }) => ({ ...context.answers, currentInsurance: optionIn(insuranceOptions, event) }),
    }),
    recordHouseholdSize: assign({
      answers: ({ context, event }) => {
        const option = optionIn(householdOptions, event)
        const size = option ? householdSizeOf(option) : typedHouseholdSize(typedText(event))
        return { ...context.answers, householdSize: size ?? undefined }
      },
    }),
    recordIncomeBand: assign({
      answers: ({ context, event }) => ({ ...context.answers, incomeBand: optionIn(incomeBands, event) }),
    }),
    recordZipCode: assign({ answers: ({ context, event }) => ({ ...context.answers, zipCode: typedText(event) }) }),
    recordName: assign({ answers: ({ context, event }) => ({ ...context.answers, name: typedText(event) }) }),
  },
  guards: {
    /**
     * Every reply is out and the chosen button belongs to the question now on screen; with an `option`, the chosen
     * button is that one.
     */
    offered: ({ context, event }, params?: { option: ChatOption }) => {
      const last = context.messages.at(-1)
      return (
        context.pending.length === 0 &&
        event.type === 'option.selected' &&
        Boolean(last?.isBot && last.options?.includes(event.option)) &&
        (!params || event.option === params.option)
      )
    },
    /** SPEC section 5: typed text counts once trimmed; blank or whitespace-only input is ignored. */
    textGiven: ({ context, event }) =>
      context.pending.length === 0 && event.type === 'text.submitted' && event.text.trim() !== '',
    /** Step 4: the typed text, trimmed, is a 5-digit ZIP code. */
    zipCodeValid: ({ event }) => event.type === 'text.submitted' && isZipCode(event.text),
    /** A call answer dials only while agents answer the phone and on a device that can call: otherwise nobody would pick up, or nothing would dial. */
    canCallNow: ({ context }) => context.lineOpen && context.canDial,
    /** The callback number, as the forms check a phone number (a US number, 10 digits): an agent must be able to dial it. */
    callbackPhoneValid: ({ event }) => event.type === 'text.submitted' && isUsPhone(event.text),
    consentGiven: ({ context, event }) =>
      context.pending.length === 0 && event.type === 'consent.submitted' && event.agreed,
    consentFormSent: ({ context, event }) => context.pending.length === 0 && event.type === 'consent.submitted',
    backendRefused: (_, result: SubmitResult) => result.error !== null,
    /** 65+ or on Medicare: the outcome is Medicare whatever the income, so neither household nor income is asked. */
    medicareDecided: ({ context }) =>
      context.answers.age === medicareAnswers.age || context.answers.currentInsurance === medicareAnswers.insurance,
    /** The year on sale has no rules yet: no income buttons can be made, so none is asked. */
    noRulesForYear: ({ context }) => context.year === null,
    /** The typed ZIP code's prefix names a state (rules/zipPrefixes.ts). */
    zipCodeHasState: ({ event }) => event.type === 'text.submitted' && stateOfZip(event.text.trim()) !== null,
    /** A ZIP code with no state was sent once already: the chat goes on without one rather than ask forever. */
    zipCodeAskedAgain: ({ context }) =>
      context.messages.some((message) => message.isBot && message.say === 'zipCodeUnknown'),
    /** A typed household size from 8 to 20. */
    householdSizeTyped: ({ event }) => typedHouseholdSize(typedText(event)) !== null,
    /** The Medicare outcome: Medicare help instead of marketplace benefits and savings. */
    medicareOutcome: ({ context }) => context.outcome?.kind === 'medicare',
    replyQueued: ({ context }) => context.pending.length > 0,
    repliesDelivered: ({ context }) => context.pending.length === 0,
  },
  delays: {
    /** How long the bot types before its next reply: that reply's own pause (0.5-5.5 s, machines/chatScript.ts). */
    replyPause: ({ context }) => context.pending[0]?.pauseMs ?? chatTimings.minPauseMs,
    /** SPEC section 9: the call is transferred 1 s after the last message. */
    callTransfer: chatTimings.callTransferMs,
    /** A callback request with no answer in time is given up, so the visitor can try again or call. */
    submitTimeout: chatDelays.submitTimeout,
  },
})
