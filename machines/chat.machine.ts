import { and, not, or } from 'xstate'
import { chatSetup, chose, reply } from './chat.setup'
import { chatChoices } from './chatScript'
import { callbackOf } from './chat.context'

export type { ChatMessage, ChatOption } from './chatScript'
export { isZipCode } from './chat.context'
export { chatDelays } from './chat.setup'
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
 * The qualification chat of SPEC section 4 (steps 1-8). Two regions run side by side: `conversation` is the step
 * the visitor is at; `bot` delivers the step's queued replies one at a time, each after its pause, with a typing
 * indicator meanwhile. Answers count only once every reply is out and only if they are on offer. Dialing is the
 * `dial` action, a stub here: the site provides the real one with `chatMachine.provide(...)`.
 */
export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  description:
    "The qualification chat of the home page: SPEC section 4 with the questions the year's rules need (age, coverage, ZIP code, household size, income as the year's own lines, first name), then the one outcome those rules give (rules/chatOutcome.ts), ending in a call, a reminder, or a callback request when the call cannot happen now or the visitor asks for one.",
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    answers: { medicaidDenied: false },
    incomeBands: [],
    outcome: null,
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
              { guard: 'offered', target: 'insurance', actions: ['postAnswer', 'recordAge'] },
            ],
          },
        },
        age: {
          description:
            'Step 1 again after a Medicaid denial (medicaidDenied is set, which answers step 2): the age ranges only.',
          entry: reply('medicaidDenied'),
          on: { 'option.selected': { guard: 'offered', target: 'zipCode', actions: ['postAnswer', 'recordAge'] } },
        },
        insurance: {
          description:
            "Step 2: current coverage. 'On Medicaid' (today, ending or denied) and 'On Medicare' are two answers; each gets a tailored message that promises nothing before the ZIP question.",
          entry: reply('insurance'),
          on: {
            'option.selected': {
              guard: 'offered',
              target: 'zipCode',
              actions: ['postAnswer', 'recordInsurance', 'queueTailoredReply'],
            },
          },
        },
        zipCode: {
          description:
            "Step 3: the ZIP code (trimmed; blank input is ignored), before the income so its buttons are the state's. Anything but 5 digits is asked again; 5 digits no state has are asked again once, then the chat goes on without a state. At 65+ or on Medicare, or in a year without rules, no household or income is asked.",
          tags: ['textInput'],
          entry: reply('zipCode'),
          on: {
            'text.submitted': [
              { guard: and(['textGiven', not('zipCodeValid')]), actions: ['postAnswer', reply('zipCodeInvalid')] },
              {
                guard: and(['textGiven', not('zipCodeHasState'), not('zipCodeAskedAgain')]),
                actions: ['postAnswer', reply('zipCodeUnknown')],
              },
              {
                guard: and(['textGiven', not('zipCodeHasState')]),
                target: 'name',
                actions: ['postAnswer', 'recordZipCode', reply('nameWithoutState')],
              },
              {
                guard: and(['textGiven', or(['medicareDecided', 'noRulesForYear'])]),
                target: 'name',
                actions: ['postAnswer', 'recordZipCode', reply('name')],
              },
              { guard: 'textGiven', target: 'household', actions: ['postAnswer', 'recordZipCode'] },
            ],
          },
        },
        household: {
          description:
            "The household size: 1 to 7, or '8 or more', which asks for the number. The income buttons' dollars depend on it.",
          entry: reply('household'),
          on: {
            'option.selected': [
              { guard: chose('householdMore'), target: 'householdCount', actions: 'postAnswer' },
              { guard: 'offered', target: 'income', actions: ['postAnswer', 'recordHouseholdSize'] },
            ],
          },
        },
        householdCount: {
          description:
            "After '8 or more': the size typed (8 to 20, trimmed; blank input is ignored). Anything else is shown as sent and asked again.",
          tags: ['textInput'],
          entry: reply('householdCount'),
          on: {
            'text.submitted': [
              {
                guard: and(['textGiven', 'householdSizeTyped']),
                target: 'income',
                actions: ['postAnswer', 'recordHouseholdSize'],
              },
              { guard: 'textGiven', actions: ['postAnswer', reply('householdCountAgain')] },
            ],
          },
        },
        income: {
          description:
            "Step 4: the yearly household income, as the coverage year's own lines for the state and household (for example up to 138% of the poverty line, to 250%, to the credit's limit, over it); each button names its dollars and leads to one outcome.",
          entry: 'queueIncomeQuestion',
          on: {
            'option.selected': {
              guard: 'offered',
              target: 'name',
              actions: ['postAnswer', 'recordIncomeBand', reply('name')],
            },
          },
        },
        name: {
          description:
            "Step 5: the first name (trimmed; blank input is ignored). Then the outcome the year's rules give the answers.",
          tags: ['textInput'],
          on: {
            'text.submitted': {
              guard: 'textGiven',
              target: 'callOrLearnMore',
              actions: ['postAnswer', 'recordName', 'queueOutcome'],
            },
          },
        },
        callOrLearnMore: {
          description:
            "Step 6: the outcome (Medicare's neutral referral, Medicaid likely, the coverage gap, a credit with the most the household pays, no credit, or what it depends on), the Medicaid-loss window for a visitor on Medicaid, then 'Call me now', 'Tell me more first' or 'Have an agent call me', and 'Connect Me to Licensed Agent'. A call answer becomes a callback request when the call cannot happen now.",
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
                guard: and([chose(chatChoices.tellMeMore), 'medicareOutcome']),
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
            "Step 7: benefit and urgency messages (for the Medicare outcome, free Medicare help instead), then 'Yes, call me right now!' or 'I need to think about it'.",
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
                guard: and([chose(chatChoices.thinkAboutIt), 'medicareOutcome']),
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
            "Step 8: persuasion messages (no marketplace savings for the Medicare outcome), then 'OK, call me' or 'I'll call back later'.",
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
