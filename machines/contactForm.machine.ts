import { assign, fromPromise, setup } from 'xstate'
import {
  emptyFields,
  fieldErrors,
  firstInvalidField,
  firstMissingField,
  isEmailLike,
  isUsPhone,
  newSubmissionId,
  toRow,
  type FieldErrors,
} from './leadChecks'
import type { FieldName, FormVariant, LeadFields, LeadRow } from './leadFields'

/** Why a submission could not be sent, first failure wins (each language's browser/formToasts.ts words it). */
export type ValidationFailure = 'missingField' | 'invalidEmail' | 'invalidPhone' | 'missingConsent'

/**
 * What a form's toast says, as the machine keeps it: a code, and for a backend refusal the backend's reason code
 * and detail (browser/backendRefusals.ts words them). `toastCopy` words it for the form's variant.
 */
export type FormToast =
  | { tone: 'error'; code: ValidationFailure | 'exception' }
  | { tone: 'error'; code: 'backendError'; reason: string | null; detail: string | null; refused: boolean }
  | { tone: 'success'; code: 'success' }

/**
 * What the backend client answers: like supabase-js, only the error (with its message) is read. `refused` marks
 * the abuse guards' answers (rate limit, repeat guard, honeypot): every form shows their message.
 */
export type SubmitResult = { error: null } | { error: BackendError }

export type BackendError = {
  message: string
  refused?: boolean
  /** Why, as the backend's code (the error's hint), and its detail (a wait in seconds); null from an older backend. */
  code?: string | null
  detail?: string | null
}

export type ContactFormInput = {
  variant: FormVariant
  /** The page the form is on, stored with the lead as consent evidence. */
  page: string
  /** The version of the consent wording the form shows (content/en/browser/consent.ts), stored with the lead. */
  consentVersion: string
  /** The version of the optional text-message box's wording (content/en/browser/consent.ts), stored with the lead ticked or not. */
  smsConsentVersion: string
}

export type ContactFormContext = {
  variant: FormVariant
  page: string
  consentVersion: string
  smsConsentVersion: string
  /** The details of the latest submission, as the form held them when the visitor pressed the button. The
   * inputs on screen own the values; the machine receives them once per submission and never follows them. */
  submitted: LeadFields
  /** The savings estimate the latest submission was sent from (the estimator's callback form), else null. */
  estimate: string | null
  /** Why each field of the last submission could not be used (a code; the view words it); a field's leaves when it is edited. */
  errors: FieldErrors
  /** The id the next stored row gets. Kept across retries, so a retried request cannot store a second row;
   * renewed when the visitor edits a field or a submission succeeds. */
  submissionId: string
  /** The toast on screen, as a code the view words for the variant (a new object each time one is shown). */
  toast: FormToast | null
}

export type ContactFormEvent =
  /** The visitor changed a field: only which one, its value stays in the input. */
  | { type: 'field.edited'; name: FieldName }
  /** `estimate`: the savings estimate the form was opened from, as the form holds it at the press (the estimator's
   * callback form only). */
  | { type: 'form.submit'; fields: LeadFields; estimate?: string | null }

function backendErrorToast(error: BackendError | null): FormToast {
  return {
    tone: 'error',
    code: 'backendError',
    reason: error?.code ?? null,
    detail: error?.detail ?? null,
    refused: Boolean(error?.refused),
  }
}

/** SPEC's toast for a submission the form cannot send, first failure wins: a blank field, the email, the phone, consent. */
function validationToast(fields: LeadFields): FormToast {
  const failure: ValidationFailure = firstMissingField(fields)
    ? 'missingField'
    : !isEmailLike(fields.email)
      ? 'invalidEmail'
      : !isUsPhone(fields.phone)
        ? 'invalidPhone'
        : 'missingConsent'
  return { tone: 'error', code: failure }
}

const exceptionToast: FormToast = { tone: 'error', code: 'exception' }
const successToast: FormToast = { tone: 'success', code: 'success' }

/**
 * The form's timing, named so tests can give it fake time: a submission with no answer after `submitTimeout` is
 * given up (the failure toast, with what was typed still there; a retry reuses the id, so a request that got through
 * late is not stored twice), and a success toast leaves by itself after `successToast`.
 */
export const contactFormDelays = { submitTimeout: 20_000, successToast: 8_000 } as const

/** An error toast has done its job once the visitor edits or tries again; a success toast stays until it times out. */
const withoutErrorToast = (toast: FormToast | null) => (toast?.tone === 'error' ? null : toast)

/**
 * Every contact form of the site (home 'Request a Callback', /sep, the content-page block), its variant given as
 * input. Effects are stubs here and real in src/: `submitLead` stores the row, `focusField` moves focus to a
 * field, `resetForm` clears the inputs on screen. The view shows `toast` and `errors` as they are.
 */
export const contactFormMachine = setup({
  types: {
    input: {} as ContactFormInput,
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  delays: contactFormDelays,
  actors: {
    submitLead: fromPromise<SubmitResult, LeadRow>(async () => {
      throw new Error('submitLead not provided')
    }),
  },
  actions: {
    showToast: assign((_, toast: FormToast) => ({ toast: { ...toast } })),
    focusField: (_, _field: FieldName) => {},
    resetForm: () => {},
  },
  guards: {
    validatesOnClient: ({ context }) => context.variant !== 'sep',
    hasInvalidField: ({ context }) => Object.keys(fieldErrors(context.submitted)).length > 0,
    backendRejected: (_, result: SubmitResult) => result.error !== null,
    showsSuccessToast: ({ context }) => context.toast?.tone === 'success',
  },
}).createMachine({
  id: 'contactForm',
  description: 'A contact form: the visitor fills it in, submits once, and sees a toast for the outcome.',
  context: ({ input }) => ({
    variant: input.variant,
    page: input.page,
    consentVersion: input.consentVersion,
    smsConsentVersion: input.smsConsentVersion,
    submitted: emptyFields(),
    estimate: null,
    errors: {},
    submissionId: newSubmissionId(),
    toast: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        "Fields and button enabled; the button shows its label. The last outcome's toast and the fields' errors may be showing; a success toast leaves after a while, an error toast stays until the visitor edits or tries again.",
      after: {
        successToast: { guard: 'showsSuccessToast', actions: assign({ toast: null }) },
      },
      on: {
        'field.edited': {
          actions: assign({
            errors: ({ context, event }) => ({ ...context.errors, [event.name]: undefined }),
            toast: ({ context }) => withoutErrorToast(context.toast),
            // Edited details make a new lead: only an unchanged retry reuses the id.
            submissionId: () => newSubmissionId(),
          }),
        },
        'form.submit': {
          target: 'validating',
          actions: assign({
            submitted: ({ event }) => event.fields,
            estimate: ({ event }) => event.estimate ?? null,
            // A new estimate (the visitor estimated again) makes a new lead, like an edited field.
            submissionId: ({ context, event }) =>
              (event.estimate ?? null) === context.estimate ? context.submissionId : newSubmissionId(),
            errors: {},
            toast: ({ context }) => withoutErrorToast(context.toast),
          }),
        },
      },
    },
    validating: {
      description:
        'Home and content-page forms check every field and the call consent box (the text-message box is optional); the /sep form sends what was entered.',
      always: [{ guard: { type: 'validatesOnClient' }, target: 'checkingFields' }, { target: 'submitting' }],
    },
    checkingFields: {
      description:
        'Client-side checks: every blank or malformed field and an unticked consent box gets its message, focus goes to the first of them, and the toast names the first failure (a blank field, the email, the phone, then consent).',
      always: [
        {
          guard: 'hasInvalidField',
          target: 'idle',
          actions: [
            assign({ errors: ({ context }) => fieldErrors(context.submitted) }),
            { type: 'showToast', params: ({ context }) => validationToast(context.submitted) },
            { type: 'focusField', params: ({ context }) => firstInvalidField(context.errors) ?? 'firstName' },
          ],
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      description:
        "Inputs and button disabled, the button reads 'Submitting...'. Further submits are ignored. With no answer in time the submission is given up with the failure toast.",
      after: {
        submitTimeout: {
          target: 'idle',
          actions: { type: 'showToast', params: exceptionToast },
        },
      },
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => toRow(context.submitted, context.submissionId, context, context.estimate),
        onDone: [
          {
            guard: { type: 'backendRejected', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'showToast', params: ({ event }) => backendErrorToast(event.output.error) },
          },
          {
            target: 'idle',
            actions: [
              { type: 'showToast', params: successToast },
              assign({ submissionId: () => newSubmissionId() }),
              { type: 'resetForm' },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'showToast', params: exceptionToast },
        },
      },
    },
  },
})
