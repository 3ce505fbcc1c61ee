import { assign, fromPromise, setup } from 'xstate'
import type { Locale } from '../rules/locales'
import type { BackendError, SubmitResult } from './contactForm.machine'
import { newSubmissionId } from './leadChecks'
import {
  emptyOptOut,
  fieldOfRefusal,
  firstOptOutError,
  optOutErrors,
  toOptOutRow,
  type OptOutErrors,
  type OptOutField,
  type OptOutFields,
  type OptOutRow,
} from './optOutChecks'

export type OptOutInput = {
  /** The page the form is on (its language's /opt-out), stored with the request. */
  page: string
  language: Locale
}

/** A message for the whole form, as a code the view words: the backend's refusal, or no answer at all. */
export type OptOutNotice =
  | { code: 'backendError'; reason: string | null; detail: string | null }
  | { code: 'exception' }

export type OptOutContext = OptOutInput & {
  /** The latest submission as the inputs held it at the press; the inputs on screen own the values. */
  submitted: OptOutFields
  /** Why each field of the last submission could not be used (a code; the view words it). */
  errors: OptOutErrors
  /** The id the request is stored under: kept across retries, so a retried request is stored once. */
  requestId: string
  notice: OptOutNotice | null
}

export type OptOutEvent =
  | { type: 'field.edited'; name: OptOutField | 'stop' }
  | { type: 'form.submit'; fields: OptOutFields }
  /** 'Send another request' on the confirmation. */
  | { type: 'form.restart' }

/** A submission with no answer after `submitTimeout` is given up, with what was typed still there. */
export const optOutDelays = { submitTimeout: 20_000 } as const

function backendNotice(error: BackendError): OptOutNotice {
  return { code: 'backendError', reason: error.code ?? null, detail: error.detail ?? null }
}

/**
 * The opt-out form (/opt-out): a phone number and/or an email address, and what to stop. Effects are stubs here and
 * real in src/: `submitOptOut` stores the request, `focusField` moves focus. The answer is the same whether or not
 * the agency knows the contact: the backend says only stored or refused, and the confirmation names no one.
 */
export const optOutMachine = setup({
  types: {
    input: {} as OptOutInput,
    context: {} as OptOutContext,
    events: {} as OptOutEvent,
  },
  delays: optOutDelays,
  actors: {
    submitOptOut: fromPromise<SubmitResult, OptOutRow>(async () => {
      throw new Error('submitOptOut not provided')
    }),
  },
  actions: {
    focusField: (_, _field: OptOutField) => {},
  },
  guards: {
    hasInvalidField: ({ context }) => Object.keys(optOutErrors(context.submitted)).length > 0,
    backendRejected: (_, result: SubmitResult) => result.error !== null,
  },
}).createMachine({
  id: 'optOut',
  description:
    'The opt-out form: the visitor gives a phone number and/or an email address and what to stop, sends it once, and reads the confirmation.',
  context: ({ input }) => ({
    ...input,
    submitted: emptyOptOut(),
    errors: {},
    requestId: newSubmissionId(),
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        "Fields and button enabled. The last submission's messages may show under the fields, or above the button (a refusal, no answer); what the visitor typed stays in the fields.",
      on: {
        'field.edited': {
          actions: assign({
            errors: ({ context, event }) =>
              event.name === 'stop' ? context.errors : { ...context.errors, [event.name]: undefined },
            notice: null,
            // Edited details make a new request: only an unchanged retry reuses the id.
            requestId: () => newSubmissionId(),
          }),
        },
        'form.submit': {
          target: 'checking',
          actions: assign({ submitted: ({ event }) => event.fields, errors: {}, notice: null }),
        },
      },
    },
    checking: {
      description:
        'Client-side checks: neither a phone number nor an email address, a malformed one, one too long or with invisible characters gets its message under the field, and focus goes to the first.',
      always: [
        {
          guard: 'hasInvalidField',
          target: 'editing',
          actions: [
            assign({ errors: ({ context }) => optOutErrors(context.submitted) }),
            { type: 'focusField', params: ({ context }) => firstOptOutError(context.errors) ?? 'phone' },
          ],
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      description:
        "Inputs and button disabled, the button reads 'Sending...'. With no answer in time the submission is given up and the visitor may send it again.",
      after: {
        submitTimeout: { target: 'editing', actions: assign({ notice: { code: 'exception' } }) },
      },
      invoke: {
        id: 'submitOptOut',
        src: 'submitOptOut',
        input: ({ context }) => toOptOutRow(context.submitted, context.requestId, context.page, context.language),
        onDone: [
          {
            guard: { type: 'backendRejected', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign(({ event }) => {
              const error = event.output.error
              const field = fieldOfRefusal(error?.code)
              return field ? { errors: { [field.field]: field.code } } : { notice: error ? backendNotice(error) : null }
            }),
          },
          { target: 'confirmed' },
        ],
        onError: { target: 'editing', actions: assign({ notice: { code: 'exception' } }) },
      },
    },
    confirmed: {
      description:
        'The confirmation replaces the form: the request is received and the agency stops within 10 business days at the latest. It reads the same whether or not the agency knew the contact.',
      on: {
        'form.restart': {
          target: 'editing',
          actions: assign({ submitted: emptyOptOut(), errors: {}, notice: null, requestId: () => newSubmissionId() }),
        },
      },
    },
  },
})
