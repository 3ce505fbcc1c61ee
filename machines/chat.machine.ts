import { and, assign, fromPromise, setup } from 'xstate'
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
  type ChatMessage,
  type ChatOption,
  type ScriptBatch,
} from './chatScript'
import {
  callbackOf,
  isZipCode,
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

export type { ChatMessage, ChatOption } from './chatScript'
export { isZipCode } from './chat.context'
export type {
  AgencyPhone,
  AgentsBack,
  CallbackFailure,
  ChatAnswers,
  ChatCallback,
  ChatContext,
  ChatEvent,
  ChatInput,
  PendingReply,
} from './chat.context'

/**
 * The chat's timing beyond the script's pauses: a callback request with no answer after `submitTimeout` is given up
 * (the visitor may send it again, with the same id).
 */
export const chatDelays = { submitTimeout: 20_000 } as const

/** The guard of a button: every reply is out, and the visitor chose `option` from the question on screen. */
const chose = (option: ChatOption) => ({ type: 'offered', params: { option } }) as const

/** The action that queues a batch of the script's bot replies. */
const reply = (batch: ScriptBatch) => ({ type: 'queueReplies', params: { batch } }) as const

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
    recordIncome: assign({
      answers: ({ context, event }) => ({ ...context.answers, income: optionIn(incomeRanges, event) }),
    }),
    recordInsurance: assign({
      answers: ({ context, event }) => ({ ...context.answers, currentInsurance: optionIn(insuranceOptions, event) }),
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
    medicaidWasDenied: ({ context }) => context.answers.medicaidDenied,
    /** The age answer is 65+: Medicare age, where marketplace savings do not apply. */
    atMedicareAge: ({ context }) => context.answers.age === medicareAnswers.age,
    /** 65+, or on Medicaid/Medicare today: Medicare help instead of a marketplace price they could not get. */
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
    /** A callback request with no answer in time is given up, so the visitor can try again or call. */
    submitTimeout: chatDelays.submitTimeout,
  },
}).createMachine({
  id: 'chat',
  description:
    'The qualification chat of the home page: steps 1-8 of SPEC section 4, ending in a call, a reminder, or a callback request when the call cannot happen now or the visitor asks for one.',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
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
      description:
        "The visitor's step. Each step queues its bot replies; its buttons or text field count once they are out.",
      initial: 'start',
      states: {
        start: {
          description: "Step 1: a greeting, then 'I was denied Medicaid' or an age range (18-25 ... 65+).",
          entry: reply('greeting'),
          on: {
            'option.selected': [
              {
                guard: chose(chatChoices.medicaidDenied),
                target: 'age',
                actions: ['postAnswer', 'recordMedicaidDenied'],
              },
              { guard: 'offered', target: 'income', actions: ['postAnswer', 'recordAge'] },
            ],
          },
        },
        age: {
          description: 'Step 1 again after a Medicaid denial (medicaidDenied is set): the age ranges only.',
          entry: reply('medicaidDenied'),
          on: { 'option.selected': { guard: 'offered', target: 'income', actions: ['postAnswer', 'recordAge'] } },
        },
        income: {
          description: 'Step 2: the income ranges. After a Medicaid denial the chat skips to the ZIP code.',
          entry: reply('income'),
          on: {
            'option.selected': [
              {
                guard: and(['offered', 'medicaidWasDenied']),
                target: 'zipCode',
                actions: ['postAnswer', 'recordIncome'],
              },
              { guard: 'offered', target: 'insurance', actions: ['postAnswer', 'recordIncome'] },
            ],
          },
        },
        insurance: {
          description:
            'Step 3: current insurance. The answer gets a tailored message before the ZIP question; at 65+ it promises no marketplace price.',
          entry: reply('insurance'),
          on: {
            'option.selected': [
              {
                guard: and(['offered', 'atMedicareAge']),
                target: 'zipCode',
                actions: [
                  'postAnswer',
                  'recordInsurance',
                  { type: 'queueTailoredReply', params: { atMedicareAge: true } },
                ],
              },
              {
                guard: 'offered',
                target: 'zipCode',
                actions: [
                  'postAnswer',
                  'recordInsurance',
                  { type: 'queueTailoredReply', params: { atMedicareAge: false } },
                ],
              },
            ],
          },
        },
        zipCode: {
          description:
            'Step 4: the text field asks for the ZIP code (trimmed; blank input is ignored). Anything but 5 digits is shown as sent and the bot asks again.',
          tags: ['textInput'],
          entry: reply('zipCode'),
          on: {
            'text.submitted': [
              { guard: and(['textGiven', 'zipCodeValid']), target: 'name', actions: ['postAnswer', 'recordZipCode'] },
              { guard: 'textGiven', actions: ['postAnswer', reply('zipCodeInvalid')] },
            ],
          },
        },
        name: {
          description: 'Step 5: the text field asks for the first name (trimmed; blank input is ignored).',
          tags: ['textInput'],
          entry: reply('name'),
          on: {
            'text.submitted': [
              {
                guard: and(['textGiven', 'medicareHelpFits']),
                target: 'callOrLearnMore',
                actions: ['postAnswer', 'recordName', reply('offerMedicare')],
              },
              {
                guard: and(['textGiven', 'incomeOverHundredThousand']),
                target: 'callOrLearnMore',
                actions: ['postAnswer', 'recordName', reply('offerHighIncome')],
              },
              { guard: 'textGiven', target: 'callOrLearnMore', actions: ['postAnswer', 'recordName', reply('offer')] },
            ],
          },
        },
        callOrLearnMore: {
          description:
            "Step 6: the offer (a plan price, or Medicare help at 65+ or on Medicaid/Medicare), 'Call me now', 'Tell me more first' or 'Have an agent call me', and 'Connect Me to Licensed Agent'. A call answer becomes a callback request when the call cannot happen now.",
          on: {
            'option.selected': [
              {
                guard: and([chose(chatChoices.callMeNow), 'canCallNow']),
                target: 'callingNow',
                actions: ['postAnswer', reply('callNow')],
              },
              {
                guard: chose(chatChoices.callMeNow),
                target: 'callback',
                actions: ['postAnswer', 'queueCallbackInstead'],
              },
              {
                guard: chose(chatChoices.requestCallback),
                target: 'callback',
                actions: ['postAnswer', reply('callbackAsk')],
              },
              {
                guard: and([chose(chatChoices.tellMeMore), 'medicareHelpFits']),
                target: 'learnMore',
                actions: ['postAnswer', reply('benefitsMedicare')],
              },
              { guard: chose(chatChoices.tellMeMore), target: 'learnMore', actions: ['postAnswer', reply('benefits')] },
            ],
            'connect.requested': [
              { guard: and(['repliesDelivered', 'canCallNow']), target: 'transferring', actions: 'postConnecting' },
              { guard: 'repliesDelivered', target: 'callback', actions: 'queueCallbackInstead' },
            ],
          },
        },
        learnMore: {
          description:
            "Step 7: benefit and urgency messages (Medicare's at 65+ or on Medicaid/Medicare), then 'Yes, call me right now!' or 'I need to think about it'.",
          on: {
            'option.selected': [
              {
                guard: and([chose(chatChoices.callRightNow), 'canCallNow']),
                target: 'callingNow',
                actions: ['postAnswer', reply('callAfterBenefits')],
              },
              {
                guard: chose(chatChoices.callRightNow),
                target: 'callback',
                actions: ['postAnswer', 'queueCallbackInstead'],
              },
              {
                guard: and([chose(chatChoices.thinkAboutIt), 'medicareHelpFits']),
                target: 'thinking',
                actions: ['postAnswer', reply('persuasionMedicare')],
              },
              {
                guard: chose(chatChoices.thinkAboutIt),
                target: 'thinking',
                actions: ['postAnswer', reply('persuasion')],
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
                guard: and([chose(chatChoices.callMeAfterAll), 'canCallNow']),
                target: 'callingNow',
                actions: ['postAnswer', reply('callAfterPersuasion')],
              },
              {
                guard: chose(chatChoices.callMeAfterAll),
                target: 'callback',
                actions: ['postAnswer', 'queueCallbackInstead'],
              },
              { guard: chose(chatChoices.callBackLater), target: 'remindedLater', actions: 'postAnswer' },
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
          description:
            'End: the agency number was dialled. The panel keeps a call link in case the dialer did not open.',
          tags: ['ended'],
          entry: { type: 'dial', params: ({ context }) => context.phone },
        },
        remindedLater: {
          description:
            "End of step 8: a reminder carrying the agency number, and 'Have an agent call me' as a last offer.",
          tags: ['ended'],
          entry: reply('reminder'),
          on: {
            'option.selected': {
              guard: chose(chatChoices.requestCallback),
              target: 'callback',
              actions: ['postAnswer', reply('callbackAsk')],
            },
          },
        },
        callback: {
          description:
            "A callback request, when the call cannot happen now or the visitor asks for one: the number, the forms' consent, then the request on its way, stored or failed.",
          initial: 'phone',
          states: {
            phone: {
              description:
                'The text field asks for the phone number an agent should call (the first name and ZIP code are known). Anything but a US number is shown as sent and the bot asks again.',
              tags: ['textInput'],
              on: {
                'text.submitted': [
                  {
                    guard: and(['textGiven', 'callbackPhoneValid']),
                    target: 'consent',
                    actions: ['postAnswer', 'recordCallbackPhone', reply('callbackConsent')],
                  },
                  { guard: 'textGiven', actions: ['postAnswer', reply('callbackPhoneAgain')] },
                ],
              },
            },
            consent: {
              description:
                "The forms' call consent with its checkbox, their optional text-message box, and 'Request my call'. Sent with the call box unticked, the box says it is needed and nothing is stored; the text box is never needed.",
              on: {
                'consent.submitted': [
                  { guard: 'consentGiven', target: 'sending', actions: 'recordTextsAllowed' },
                  { guard: 'consentFormSent', actions: 'recordConsentMissing' },
                ],
              },
            },
            sending: {
              description:
                'The request is on its way (stored as a chat lead, with the answers as codes). With no answer in time it is given up.',
              tags: ['sending'],
              entry: 'startCallback',
              after: {
                submitTimeout: {
                  target: 'failed',
                  actions: { type: 'recordCallbackFailure', params: { code: null, detail: null } },
                },
              },
              invoke: {
                id: 'submitCallback',
                src: 'submitCallback',
                input: ({ context }) => callbackOf(context),
                onDone: [
                  {
                    guard: { type: 'backendRefused', params: ({ event }) => event.output },
                    target: 'failed',
                    actions: {
                      type: 'recordCallbackFailure',
                      params: ({ event }) => ({
                        code: event.output.error?.code ?? null,
                        detail: event.output.error?.detail ?? null,
                      }),
                    },
                  },
                  { target: 'requested' },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'recordCallbackFailure', params: { code: null, detail: null } },
                },
              },
            },
            failed: {
              description:
                "The request did not go through: the bot says why, with the agency number, and 'Try again' sends it again (the same request).",
              entry: reply('callbackFailed'),
              on: {
                'option.selected': {
                  guard: chose(chatChoices.retryCallback),
                  target: 'sending',
                  actions: 'postAnswer',
                },
              },
            },
            requested: {
              description:
                'End: the callback request is stored; the bot thanks the visitor and says which number an agent will call.',
              tags: ['ended'],
              entry: reply('callbackConfirmed'),
            },
          },
        },
      },
    },
    bot: {
      description:
        'Delivers queued bot replies one at a time, each after its own pause, with a typing indicator meanwhile.',
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
