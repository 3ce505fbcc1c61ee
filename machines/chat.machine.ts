import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { SubmitResult } from './contactForm.machine'
import { isUsPhone, newSubmissionId } from './leadChecks'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
  connectingMessage,
  incomeRanges,
  insuranceOptions,
  medicareAnswers,
  tailoredReplies,
  tailoredRepliesAtMedicareAge,
  type AgeRange,
  type ChatMessage,
  type ChatOption,
  type IncomeRange,
  type InsuranceOption,
  type ChatMessageId,
  type ScriptBatch,
} from './chatScript'

export type { ChatMessage, ChatOption } from './chatScript'

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
 * otherwise it becomes a callback request (issue 20).
 */
export type ChatInput = { phone: AgencyPhone; lineOpen: boolean; canDial: boolean; agentsBack: AgentsBack | null }

/** When the line is closed: the next opening (an ISO instant) and the agency's time zone, for the words. */
export type AgentsBack = { at: string; timeZone: string }

/** Why a callback request did not go through: the backend's refusal code (worded by content/), or none known. */
export type CallbackFailure = { code: string | null; detail: string | null }

/** Issue 20: what a callback request sends, as codes; the site adds the page, the consent wording and the state. */
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
  /** Issue 20: the number an agent calls back, once given. */
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

/**
 * The chat's timing beyond the script's pauses: a callback request with no answer after `submitTimeout` is given up
 * (the visitor may send it again, with the same id).
 */
export const chatDelays = { submitTimeout: 20_000 } as const

function callbackOf(context: ChatContext): ChatCallback {
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
function visitorLine(context: ChatContext, event: ChatEvent): ChatMessage {
  const id = context.messages.length + 1
  return event.type === 'option.selected' ? { id, isBot: false, option: event.option } : { id, isBot: false, typed: typedText(event) }
}

function typedText(event: ChatEvent): string {
  return event.type === 'text.submitted' ? event.text.trim() : ''
}

/** Issue 12 item 8: step 4 takes a 5-digit US ZIP code only (after trimming). */
export function isZipCode(text: string): boolean {
  return /^[0-9]{5}$/.test(text.trim())
}

const optionIn = <T extends string>(list: readonly T[], event: ChatEvent): T | undefined =>
  event.type === 'option.selected' ? list.find((item) => item === event.option) : undefined

/**
 * The qualification chat of SPEC section 4 (steps 1-8). Two regions run side by side: `conversation` is the step
 * the visitor is at; `bot` delivers the step's queued replies one at a time, each after its pause, with a typing
 * indicator meanwhile. Answers count only once every reply is out and only if they are on offer. Dialing is the
 * `dial` action, a stub here: the site provides the real one with `chatMachine.provide(...)`.
 */
export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as 'typing' | 'textInput' | 'ended' | 'sending',
  },
  actors: {
    /** Issue 20: stores the callback request as a lead. Provided by src/components/chat. */
    submitCallback: fromPromise<SubmitResult, ChatCallback>(async () => {
      throw new Error('submitCallback not provided')
    }),
  },
  actions: {
    /** Starts the call to the agency number. Provided by src/components/chat. */
    dial: (_, _phone: AgencyPhone) => {},
    /** A call answer that cannot dial: the callback's question, saying why (agents off the phones, or no dialer). */
    queueCallbackInstead: assign({
      pending: ({ context }) => [...context.pending, ...(context.lineOpen ? chatScript.callbackNoDialer : chatScript.callbackLineClosed)],
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
      pending: ({ context }, params: { atMedicareAge: boolean }) =>
        context.answers.currentInsurance
          ? [
              ...context.pending,
              (params.atMedicareAge ? tailoredRepliesAtMedicareAge : tailoredReplies)[context.answers.currentInsurance],
            ]
          : context.pending,
    }),
    deliverReply: assign(({ context }) => {
      const [next, ...rest] = context.pending
      if (!next) return {}
      const message: ChatMessage = { id: context.messages.length + 1, isBot: true, say: next.say }
      return { messages: [...context.messages, next.options ? { ...message, options: next.options } : message], pending: rest }
    }),
    postAnswer: assign({ messages: ({ context, event }) => [...context.messages, visitorLine(context, event)] }),
    postConnecting: assign({
      messages: ({ context }) => [...context.messages, { id: context.messages.length + 1, isBot: true, say: connectingMessage }],
    }),
    recordMedicaidDenied: assign({ answers: ({ context }) => ({ ...context.answers, medicaidDenied: true }) }),
    recordAge: assign({ answers: ({ context, event }) => ({ ...context.answers, age: optionIn(ageRanges, event) }) }),
    recordIncome: assign({ answers: ({ context, event }) => ({ ...context.answers, income: optionIn(incomeRanges, event) }) }),
    recordInsurance: assign({
      answers: ({ context, event }) => ({ ...context.answers, currentInsurance: optionIn(insuranceOptions, event) }),
    }),
    recordZipCode: assign({ answers: ({ context, event }) => ({ ...context.answers, zipCode: typedText(event) }) }),
    recordName: assign({ answers: ({ context, event }) => ({ ...context.answers, name: typedText(event) }) }),
  },
  guards: {
    /** Every reply is out and the chosen button belongs to the question now on screen. */
    optionOffered: ({ context, event }) => {
      const last = context.messages.at(-1)
      return (
        context.pending.length === 0 && event.type === 'option.selected' && Boolean(last?.isBot && last.options?.includes(event.option))
      )
    },
    optionIs: ({ event }, params: { option: ChatOption }) => event.type === 'option.selected' && event.option === params.option,
    /** SPEC section 5: typed text counts once trimmed; blank or whitespace-only input is ignored. */
    textGiven: ({ context, event }) => context.pending.length === 0 && event.type === 'text.submitted' && event.text.trim() !== '',
    /** Step 4: the typed text, trimmed, is a 5-digit ZIP code. */
    zipCodeValid: ({ event }) => event.type === 'text.submitted' && isZipCode(event.text),
    /** Issue 20: a call answer dials only while agents answer the phone and on a device that can call. */
    canCallNow: ({ context }) => context.lineOpen && context.canDial,
    /** Issue 20: the callback number, as the forms check a phone number (a US number, 10 digits). */
    callbackPhoneValid: ({ event }) => event.type === 'text.submitted' && isUsPhone(event.text),
    consentGiven: ({ context, event }) => context.pending.length === 0 && event.type === 'consent.submitted' && event.agreed,
    consentFormSent: ({ context, event }) => context.pending.length === 0 && event.type === 'consent.submitted',
    backendRefused: (_, result: SubmitResult) => result.error !== null,
    medicaidWasDenied: ({ context }) => context.answers.medicaidDenied,
    /** Issue 12 item 11: the age answer is 65+. */
    atMedicareAge: ({ context }) => context.answers.age === medicareAnswers.age,
    /** Issue 12 item 11: 65+, or on Medicaid/Medicare today: Medicare help instead of a marketplace price. */
    medicareHelpFits: ({ context }) =>
      context.answers.age === medicareAnswers.age || context.answers.currentInsurance === medicareAnswers.insurance,
    /** Income over $100,000: above the credit's upper limit for smaller households, so no price is offered. */
    incomeOverHundredThousand: ({ context }) => context.answers.income === 'over100k',
    replyQueued: ({ context }) => context.pending.length > 0,
    repliesDelivered: ({ context }) => context.pending.length === 0,
  },
  delays: {
    /** How long the bot types before its next reply: that reply's own pause (0.5-5.5 s, machines/chatScript.ts). */
    replyPause: ({ context }) => context.pending[0]?.pauseMs ?? chatTimings.minPauseMs,
    /** SPEC section 9: the call is transferred 1 s after the last message. */
    callTransfer: chatTimings.callTransferMs,
    /** Issue 20: a callback request with no answer in time is given up. */
    submitTimeout: chatDelays.submitTimeout,
  },
}).createMachine({
  id: 'chat',
  description:
    'The qualification chat of the home page: steps 1-8 of SPEC section 4, ending in a call, a reminder, or a callback request (issue 20) when the call cannot happen now or the visitor asks for one.',
  type: 'parallel',
  context: ({ input }) => ({
    phone: input.phone,
    lineOpen: input.lineOpen,
    canDial: input.canDial,
    agentsBack: input.agentsBack,
    answers: { medicaidDenied: false },
    callbackPhone: null,
    callbackId: null,
    consentMissing: false,
    textsAllowed: false,
    callbackFailure: null,
    messages: [],
    pending: [],
  }),
  states: {
    conversation: {
      description: "The visitor's step. Each step queues its bot replies; its buttons or text field count once they are out.",
      initial: 'start',
      states: {
        start: {
          description: "Step 1: a greeting, then 'I was denied Medicaid' or an age range (18-25 ... 65+).",
          entry: { type: 'queueReplies', params: { batch: 'greeting' } },
          on: {
            'option.selected': [
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.medicaidDenied } }]),
                target: 'age',
                actions: ['postAnswer', 'recordMedicaidDenied'],
              },
              { guard: 'optionOffered', target: 'income', actions: ['postAnswer', 'recordAge'] },
            ],
          },
        },
        age: {
          description: 'Step 1 again after a Medicaid denial (medicaidDenied is set): the age ranges only.',
          entry: { type: 'queueReplies', params: { batch: 'medicaidDenied' } },
          on: {
            'option.selected': { guard: 'optionOffered', target: 'income', actions: ['postAnswer', 'recordAge'] },
          },
        },
        income: {
          description: 'Step 2: the income ranges. After a Medicaid denial the chat skips to the ZIP code.',
          entry: { type: 'queueReplies', params: { batch: 'income' } },
          on: {
            'option.selected': [
              { guard: and(['optionOffered', 'medicaidWasDenied']), target: 'zipCode', actions: ['postAnswer', 'recordIncome'] },
              { guard: 'optionOffered', target: 'insurance', actions: ['postAnswer', 'recordIncome'] },
            ],
          },
        },
        insurance: {
          description:
            'Step 3: current insurance. The answer gets a tailored message before the ZIP question; at 65+ it promises no marketplace price.',
          entry: { type: 'queueReplies', params: { batch: 'insurance' } },
          on: {
            'option.selected': [
              {
                guard: and(['optionOffered', 'atMedicareAge']),
                target: 'zipCode',
                actions: ['postAnswer', 'recordInsurance', { type: 'queueTailoredReply', params: { atMedicareAge: true } }],
              },
              {
                guard: 'optionOffered',
                target: 'zipCode',
                actions: ['postAnswer', 'recordInsurance', { type: 'queueTailoredReply', params: { atMedicareAge: false } }],
              },
            ],
          },
        },
        zipCode: {
          description:
            'Step 4: the text field asks for the ZIP code (trimmed; blank input is ignored). Anything but 5 digits is shown as sent and the bot asks again.',
          tags: ['textInput'],
          entry: { type: 'queueReplies', params: { batch: 'zipCode' } },
          on: {
            'text.submitted': [
              { guard: and(['textGiven', 'zipCodeValid']), target: 'name', actions: ['postAnswer', 'recordZipCode'] },
              { guard: 'textGiven', actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'zipCodeInvalid' } }] },
            ],
          },
        },
        name: {
          description: 'Step 5: the text field asks for the first name (trimmed; blank input is ignored).',
          tags: ['textInput'],
          entry: { type: 'queueReplies', params: { batch: 'name' } },
          on: {
            'text.submitted': [
              {
                guard: and(['textGiven', 'medicareHelpFits']),
                target: 'callOrLearnMore',
                actions: ['postAnswer', 'recordName', { type: 'queueReplies', params: { batch: 'offerMedicare' } }],
              },
              {
                guard: and(['textGiven', 'incomeOverHundredThousand']),
                target: 'callOrLearnMore',
                actions: ['postAnswer', 'recordName', { type: 'queueReplies', params: { batch: 'offerHighIncome' } }],
              },
              {
                guard: 'textGiven',
                target: 'callOrLearnMore',
                actions: ['postAnswer', 'recordName', { type: 'queueReplies', params: { batch: 'offer' } }],
              },
            ],
          },
        },
        callOrLearnMore: {
          description:
            "Step 6: the offer (a plan price, or Medicare help at 65+ or on Medicaid/Medicare), 'Call me now', 'Tell me more first' or 'Have an agent call me', and 'Connect Me to Licensed Agent'. A call answer becomes a callback request when the call cannot happen now.",
          on: {
            'option.selected': [
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callMeNow } }, 'canCallNow']),
                target: 'callingNow',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'callNow' } }],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callMeNow } }]),
                target: 'callbackPhone',
                actions: ['postAnswer', 'queueCallbackInstead'],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.requestCallback } }]),
                target: 'callbackPhone',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'callbackAsk' } }],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.tellMeMore } }, 'medicareHelpFits']),
                target: 'learnMore',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'benefitsMedicare' } }],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.tellMeMore } }]),
                target: 'learnMore',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'benefits' } }],
              },
            ],
            'connect.requested': [
              { guard: and(['repliesDelivered', 'canCallNow']), target: 'transferring', actions: 'postConnecting' },
              { guard: 'repliesDelivered', target: 'callbackPhone', actions: 'queueCallbackInstead' },
            ],
          },
        },
        learnMore: {
          description:
            "Step 7: benefit and urgency messages (Medicare's at 65+ or on Medicaid/Medicare), then 'Yes, call me right now!' or 'I need to think about it'.",
          on: {
            'option.selected': [
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callRightNow } }, 'canCallNow']),
                target: 'callingNow',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'callAfterBenefits' } }],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callRightNow } }]),
                target: 'callbackPhone',
                actions: ['postAnswer', 'queueCallbackInstead'],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.thinkAboutIt } }, 'medicareHelpFits']),
                target: 'thinking',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'persuasionMedicare' } }],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.thinkAboutIt } }]),
                target: 'thinking',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'persuasion' } }],
              },
            ],
          },
        },
        thinking: {
          description:
            "Step 8: persuasion messages (no marketplace savings at 65+ or on Medicaid/Medicare), then 'You're absolutely right - call me!' or 'I'll call back later'.",
          on: {
            'option.selected': [
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callMeAfterAll } }, 'canCallNow']),
                target: 'callingNow',
                actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'callAfterPersuasion' } }],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callMeAfterAll } }]),
                target: 'callbackPhone',
                actions: ['postAnswer', 'queueCallbackInstead'],
              },
              {
                guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.callBackLater } }]),
                target: 'remindedLater',
                actions: 'postAnswer',
              },
            ],
          },
        },
        callingNow: {
          description: 'The bot says it is calling; once its last message is out, the call transfer starts.',
          always: { guard: 'repliesDelivered', target: 'transferring' },
        },
        transferring: {
          description: 'The call transfer: the agency number is dialled after 1 s.',
          after: { callTransfer: 'dialed' },
        },
        dialed: {
          description: 'End: the agency number was dialled. The panel keeps a call link in case the dialer did not open.',
          tags: ['ended'],
          entry: { type: 'dial', params: ({ context }) => context.phone },
        },
        remindedLater: {
          description: "End of step 8: a reminder carrying the agency number, and 'Have an agent call me' as a last offer.",
          tags: ['ended'],
          entry: { type: 'queueReplies', params: { batch: 'reminder' } },
          on: {
            'option.selected': {
              guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.requestCallback } }]),
              target: 'callbackPhone',
              actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'callbackAsk' } }],
            },
          },
        },
        callbackPhone: {
          description:
            'Issue 20, a callback request: the text field asks for the phone number an agent should call (the first name and ZIP code are known). Anything but a US number is shown as sent and the bot asks again.',
          tags: ['textInput'],
          on: {
            'text.submitted': [
              {
                guard: and(['textGiven', 'callbackPhoneValid']),
                target: 'callbackConsent',
                actions: ['postAnswer', 'recordCallbackPhone', { type: 'queueReplies', params: { batch: 'callbackConsent' } }],
              },
              { guard: 'textGiven', actions: ['postAnswer', { type: 'queueReplies', params: { batch: 'callbackPhoneAgain' } }] },
            ],
          },
        },
        callbackConsent: {
          description:
            "The forms' call consent with its checkbox, their optional text-message box, and 'Request my call'. Sent with the call box unticked, the box says it is needed and nothing is stored; the text box is never needed.",
          on: {
            'consent.submitted': [
              { guard: 'consentGiven', target: 'callbackSending', actions: 'recordTextsAllowed' },
              { guard: 'consentFormSent', actions: 'recordConsentMissing' },
            ],
          },
        },
        callbackSending: {
          description: 'The request is on its way (stored as a chat lead, with the answers as codes). With no answer in time it is given up.',
          tags: ['sending'],
          entry: 'startCallback',
          after: {
            submitTimeout: { target: 'callbackFailed', actions: { type: 'recordCallbackFailure', params: { code: null, detail: null } } },
          },
          invoke: {
            id: 'submitCallback',
            src: 'submitCallback',
            input: ({ context }) => callbackOf(context),
            onDone: [
              {
                guard: { type: 'backendRefused', params: ({ event }) => event.output },
                target: 'callbackFailed',
                actions: {
                  type: 'recordCallbackFailure',
                  params: ({ event }) => ({ code: event.output.error?.code ?? null, detail: event.output.error?.detail ?? null }),
                },
              },
              { target: 'callbackRequested' },
            ],
            onError: { target: 'callbackFailed', actions: { type: 'recordCallbackFailure', params: { code: null, detail: null } } },
          },
        },
        callbackFailed: {
          description: "The request did not go through: the bot says why, with the agency number, and 'Try again' sends it again (the same request).",
          entry: { type: 'queueReplies', params: { batch: 'callbackFailed' } },
          on: {
            'option.selected': {
              guard: and(['optionOffered', { type: 'optionIs', params: { option: chatChoices.retryCallback } }]),
              target: 'callbackSending',
              actions: 'postAnswer',
            },
          },
        },
        callbackRequested: {
          description: 'End: the callback request is stored; the bot thanks the visitor and says which number an agent will call.',
          tags: ['ended'],
          entry: { type: 'queueReplies', params: { batch: 'callbackConfirmed' } },
        },
      },
    },
    bot: {
      description: 'Delivers queued bot replies one at a time, each after its own pause, with a typing indicator meanwhile.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing left to say: the buttons or the text field of the step are live.',
          always: { guard: 'replyQueued', target: 'typing' },
        },
        typing: {
          description: 'The typing indicator shows; the next reply appears after its pause (0.5-5.5 s).',
          tags: ['typing'],
          after: { replyPause: { target: 'idle', actions: 'deliverReply' } },
        },
      },
    },
  },
})

/** What the visitor can answer at a moment of the chat. */
export type ChatAnswerChoices = {
  /** The buttons of the bot's question on screen, as codes; none while the bot is still typing. */
  options: readonly ChatOption[]
  /**
   * The text field of step 4 (ZIP code), 5 (first name) or the callback's phone number; it stays while the bot
   * types, and input then is ignored.
   */
  textField: 'zipCode' | 'name' | 'phone' | null
  /** Issue 20: the callback's consent form, once the bot has asked for it. */
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
        : snapshot.matches({ conversation: 'name' })
          ? 'name'
          : 'phone',
    connect: !typing && snapshot.matches({ conversation: 'callOrLearnMore' }),
    consent: !typing && snapshot.matches({ conversation: 'callbackConsent' }),
  }
}
