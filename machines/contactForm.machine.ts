import { assign, fromPromise, setup } from 'xstate'
import { consent } from '../content/forms'
import { outcomeToasts, validationToasts, type ToastCopy } from '../content/formToasts'
import { firstMissingField, isEmailLike, isUsPhone, newSubmissionId, sameFields, toRow } from './leadChecks'
import { emptyFields, type FormVariant, type LeadFields, type LeadRow, type TextField } from './leadFields'

/**
 * What the backend client answers: like supabase-js, only the error (with its message) is read. `refused` marks
 * the abuse guards' answers (rate limit, repeat guard, honeypot): every form shows their message.
 */
export type SubmitResult = { error: null } | { error: BackendError }

export type BackendError = { message: string; refused?: boolean }

export type ContactFormInput = {
  variant: FormVariant
  /** The state the form starts with ('Florida' on the Florida page). */
  initialState?: string
  /** The page the form is on, stored with the lead as consent evidence. */
  page: string
}

export type ContactFormContext = {
  variant: FormVariant
  page: string
  initialState: string
  fields: LeadFields
  /** The id the next stored row gets. Kept across retries, so a retried request cannot store a second row;
   * renewed when the visitor edits a field or a submission succeeds. */
  submissionId: string
  /** The last toast shown, for the view and for QA in the visualizer. */
  toast: ToastCopy | null
}

export type ContactFormEvent =
  | { type: 'field.changed'; name: TextField; value: string }
  | { type: 'consent.changed'; value: boolean }
  | { type: 'form.submit'; fields?: LeadFields }

function backendErrorToast(variant: FormVariant, error: BackendError | null): ToastCopy {
  const copy = outcomeToasts[variant].backendError
  const message = error?.message ?? ''
  // 'Please try again' would be wrong advice when a guard refused: its own message says to wait or call.
  return { tone: copy.tone, title: copy.title, description: error?.refused ? message : (copy.description ?? message) }
}

/**
 * Every contact form of the site (home 'Request a Callback', /sep, the content-page block), its variant given as
 * input. Effects are stubs here and real in src/: `submitLead` stores the row, `notify` shows a toast,
 * `focusField` moves focus to a field, `resetForm` clears the inputs on screen.
 */
export const contactFormMachine = setup({
  types: {
    input: {} as ContactFormInput,
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    submitLead: fromPromise<SubmitResult, LeadRow>(async () => {
      throw new Error('submitLead not provided')
    }),
  },
  actions: {
    notify: (_, _toast: ToastCopy) => {},
    clearErrorToast: () => {},
    /** The visitor edits or tries again: an error toast has done its job and leaves (clearErrorToast removes it from the screen). */
    forgetErrorToast: assign({ toast: ({ context }) => (context.toast?.tone === 'error' ? null : context.toast) }),
    focusField: (_, _field: TextField) => {},
    resetForm: () => {},
  },
  guards: {
    validatesOnClient: ({ context }) => context.variant !== 'sep',
    hasMissingField: ({ context }) => firstMissingField(context.fields) !== undefined,
    hasInvalidEmail: ({ context }) => !isEmailLike(context.fields.email),
    hasInvalidPhone: ({ context }) => !isUsPhone(context.fields.phone),
    lacksConsent: ({ context }) => !context.fields.agreedToContact,
    backendRejected: (_, result: SubmitResult) => result.error !== null,
  },
}).createMachine({
  id: 'contactForm',
  description: 'A contact form: the visitor fills it in, submits once, and sees a toast for the outcome.',
  context: ({ input }) => ({
    variant: input.variant,
    page: input.page,
    initialState: input.initialState ?? '',
    fields: emptyFields(input.initialState),
    submissionId: newSubmissionId(),
    toast: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: "Fields and button enabled; the button shows its label. The last outcome's toast may be showing.",
      on: {
        'field.changed': {
          actions: [
            assign({
              fields: ({ context, event }) => ({ ...context.fields, [event.name]: event.value }),
              // Edited details make a new lead: only an unchanged retry reuses the id.
              submissionId: () => newSubmissionId(),
            }),
            'forgetErrorToast',
            'clearErrorToast',
          ],
        },
        'consent.changed': {
          actions: [
            assign({ fields: ({ context, event }) => ({ ...context.fields, agreedToContact: event.value }), submissionId: () => newSubmissionId() }),
            'forgetErrorToast',
            'clearErrorToast',
          ],
        },
        'form.submit': {
          target: 'validating',
          actions: [
            assign({
              fields: ({ context, event }) => event.fields ?? context.fields,
              submissionId: ({ context, event }) =>
                event.fields && !sameFields(event.fields, context.fields) ? newSubmissionId() : context.submissionId,
            }),
            'forgetErrorToast',
            'clearErrorToast',
          ],
        },
      },
    },
    validating: {
      description: 'Home and content-page forms check every field and the consent box; the /sep form sends what was entered.',
      always: [
        { guard: { type: 'validatesOnClient' }, target: 'checkingFields' },
        { target: 'submitting' },
      ],
    },
    checkingFields: {
      description: 'Client-side checks, first failure wins: a blank field, the email, the phone, then consent.',
      always: [
        {
          guard: 'hasMissingField',
          target: 'idle',
          actions: [
            assign({ toast: validationToasts.missingField }),
            { type: 'notify', params: validationToasts.missingField },
            { type: 'focusField', params: ({ context }) => firstMissingField(context.fields) ?? 'firstName' },
          ],
        },
        {
          guard: 'hasInvalidEmail',
          target: 'idle',
          actions: [assign({ toast: validationToasts.invalidEmail }), { type: 'notify', params: validationToasts.invalidEmail }, { type: 'focusField', params: 'email' }],
        },
        {
          guard: 'hasInvalidPhone',
          target: 'idle',
          actions: [assign({ toast: validationToasts.invalidPhone }), { type: 'notify', params: validationToasts.invalidPhone }, { type: 'focusField', params: 'phone' }],
        },
        {
          guard: 'lacksConsent',
          target: 'idle',
          actions: [assign({ toast: validationToasts.missingConsent }), { type: 'notify', params: validationToasts.missingConsent }],
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      description: "Inputs and button disabled, the button reads 'Submitting...'. Further submits are ignored.",
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => toRow(context.fields, context.submissionId, context.page, consent.version),
        onDone: [
          {
            guard: { type: 'backendRejected', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              assign({ toast: ({ context, event }) => backendErrorToast(context.variant, event.output.error) }),
              { type: 'notify', params: ({ context, event }) => backendErrorToast(context.variant, event.output.error) },
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({
                toast: ({ context }) => outcomeToasts[context.variant].success,
                fields: ({ context }) => emptyFields(context.initialState),
                submissionId: () => newSubmissionId(),
              }),
              { type: 'notify', params: ({ context }) => outcomeToasts[context.variant].success },
              { type: 'resetForm' },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({ toast: ({ context }) => outcomeToasts[context.variant].exception }),
            { type: 'notify', params: ({ context }) => outcomeToasts[context.variant].exception },
          ],
        },
      },
    },
  },
})
