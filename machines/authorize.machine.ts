import { assign, fromPromise, setup } from 'xstate'
import type { BackendError, SubmitResult } from './contactForm.machine'
import { newSubmissionId } from './leadChecks'
import {
  authorizeErrors,
  emptyAuthorization,
  firstAuthorizeError,
  refusalOf,
  sameName,
  toAuthorizeRow,
  type AuthorizeErrors,
  type AuthorizeField,
  type AuthorizeFields,
  type AuthorizeRow,
  type LinkCheck,
  type LinkDetails,
  type LinkRefusal,
} from './authorizeChecks'

export type AuthorizeInput = {
  /** What the link carries after '#': an opaque id, its expiry and its signature (empty when the page has none). */
  token: string
  /** The page the form is on (its language's /authorize), stored with the consent. */
  page: string
  /** The versions of the wordings the page shows (content/<code>/browser/authorization.ts). */
  versions: { consent: string; review: string }
}

/** A message for the whole form, as a code the view words: the backend's refusal, or no answer at all. */
export type AuthorizeNotice =
  | { code: 'backendError'; reason: string | null; detail: string | null }
  | { code: 'exception' }
  /** The typed name is not the link's: the consumer checks it, and sends it again to keep it. */
  | { code: 'nameMismatch' }

export type AuthorizeContext = AuthorizeInput & {
  /** What the valid link says; null until it is checked. */
  link: LinkDetails | null
  /** Why the link cannot be used, once the check or the backend says so. */
  refusal: LinkRefusal | null
  submitted: AuthorizeFields
  errors: AuthorizeErrors
  /** A typed name the consumer confirmed after being asked to check it: sent as typed, and kept beside the link's. */
  confirmedName: string | null
  requestId: string
  notice: AuthorizeNotice | null
}

export type AuthorizeEvent =
  | { type: 'field.edited'; name: AuthorizeField | 'reviewConfirmed' }
  | { type: 'form.submit'; fields: AuthorizeFields }
  /** 'Print or save a copy' on the confirmation. */
  | { type: 'copy.print' }
  /** 'Try again' when the link could not be checked (no answer). */
  | { type: 'link.retry' }

/** A check or a submission with no answer after these is given up. */
export const authorizeDelays = { submitTimeout: 20_000 } as const

function backendNotice(error: BackendError): AuthorizeNotice {
  return { code: 'backendError', reason: error.code ?? null, detail: error.detail ?? null }
}

/**
 * The CMS consent page (/authorize): the link is checked, the consumer reads the five elements, types their full
 * name as signature, ticks the box (and, where the link carries the agent's summary, may confirm it), and sends
 * it once. Effects are stubs here and real in src/: `checkLink` asks the database what the link says,
 * `submitAuthorization` stores the consent, `focusField` moves focus, `printCopy` opens the browser's print.
 */
export const authorizeMachine = setup({
  types: {
    input: {} as AuthorizeInput,
    context: {} as AuthorizeContext,
    events: {} as AuthorizeEvent,
  },
  delays: authorizeDelays,
  actors: {
    checkLink: fromPromise<LinkCheck, string>(async () => {
      throw new Error('checkLink not provided')
    }),
    submitAuthorization: fromPromise<SubmitResult, AuthorizeRow>(async () => {
      throw new Error('submitAuthorization not provided')
    }),
  },
  actions: {
    focusField: (_, _field: AuthorizeField) => {},
    printCopy: () => {},
  },
  guards: {
    hasNoToken: ({ context }) => context.token === '',
    hasInvalidField: ({ context }) => Object.keys(authorizeErrors(context.submitted)).length > 0,
    nameNeedsCheck: ({ context }) =>
      context.link !== null &&
      !sameName(context.submitted.signedName, context.link.consumerName) &&
      context.confirmedName !== context.submitted.signedName.trim(),
    linkValid: (_, check: LinkCheck) => check.status === 'valid',
    linkExpired: (_, check: LinkCheck) => check.status === 'expired',
    backendRejected: (_, result: SubmitResult) => result.error !== null,
    linkRefused: (_, result: SubmitResult) => {
      const refusal = result.error ? refusalOf(result.error.code) : null
      return refusal !== null && 'link' in refusal
    },
    linkExpiredOnSubmit: (_, result: SubmitResult) => {
      const refusal = result.error ? refusalOf(result.error.code) : null
      return refusal !== null && 'link' in refusal && refusal.link === 'expired'
    },
  },
}).createMachine({
  id: 'authorize',
  description:
    "The CMS consent page: the agent's link is checked, the consumer gives the consent with a typed name and one box, and keeps a printable copy.",
  context: ({ input }) => ({
    ...input,
    link: null,
    refusal: null,
    submitted: emptyAuthorization(),
    errors: {},
    confirmedName: null,
    requestId: newSubmissionId(),
    notice: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description:
        'The page says it is checking the link while the database says whether it is valid, unexpired and unused.',
      always: { guard: 'hasNoToken', target: 'refused', actions: assign({ refusal: 'invalid' }) },
      after: { submitTimeout: { target: 'unchecked' } },
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => context.token,
        onDone: [
          {
            guard: { type: 'linkValid', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ link: ({ event }) => (event.output.status === 'valid' ? event.output.link : null) }),
          },
          {
            guard: { type: 'linkExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: assign({ refusal: 'expired' }),
          },
          {
            target: 'refused',
            actions: assign({ refusal: ({ event }) => (event.output.status === 'used' ? 'used' : 'invalid') }),
          },
        ],
        onError: { target: 'unchecked' },
      },
    },
    unchecked: {
      description: 'No answer about the link: the page says so and offers to try again. Nothing was stored.',
      on: { 'link.retry': { target: 'checkingLink' } },
    },
    editing: {
      description:
        "The five elements in plain words, the consent's exact words, the name field and the box (and the optional review of the application). The last submission's messages show under the fields or above the button; what was typed stays.",
      on: {
        'field.edited': {
          actions: assign({
            errors: ({ context, event }) =>
              event.name === 'reviewConfirmed' ? context.errors : { ...context.errors, [event.name]: undefined },
            notice: null,
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
        "Client-side checks: a missing name, one too long or with invisible characters, or the box not ticked gets its message under the field and focus; a name that is not the link's asks the consumer to check it once.",
      always: [
        {
          guard: 'hasInvalidField',
          target: 'editing',
          actions: [
            assign({ errors: ({ context }) => authorizeErrors(context.submitted) }),
            { type: 'focusField', params: ({ context }) => firstAuthorizeError(context.errors) ?? 'signedName' },
          ],
        },
        {
          guard: 'nameNeedsCheck',
          target: 'editing',
          actions: [
            assign({
              notice: { code: 'nameMismatch' },
              confirmedName: ({ context }) => context.submitted.signedName.trim(),
            }),
            { type: 'focusField', params: 'signedName' },
          ],
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      description:
        "Inputs and button disabled, the button reads 'Sending...'. With no answer in time the submission is given up and the consumer may send it again.",
      after: {
        submitTimeout: { target: 'editing', actions: assign({ notice: { code: 'exception' } }) },
      },
      invoke: {
        id: 'submitAuthorization',
        src: 'submitAuthorization',
        input: ({ context }) =>
          toAuthorizeRow(
            context.submitted,
            context.requestId,
            // Only a checked link reaches this state.
            { token: context.token, details: context.link ?? emptyLink },
            context.versions,
            context.page,
          ),
        onDone: [
          {
            guard: { type: 'linkExpiredOnSubmit', params: ({ event }) => event.output },
            target: 'expired',
            actions: assign({ refusal: 'expired' }),
          },
          {
            guard: { type: 'linkRefused', params: ({ event }) => event.output },
            target: 'refused',
            actions: assign({
              refusal: ({ event }) => {
                const refusal = refusalOf(event.output.error?.code)
                return refusal && 'link' in refusal ? refusal.link : 'invalid'
              },
            }),
          },
          {
            guard: { type: 'backendRejected', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign(({ event }) => {
              const error = event.output.error
              const refusal = refusalOf(error?.code)
              return refusal && 'field' in refusal
                ? { errors: { [refusal.field]: refusal.code } }
                : { notice: error ? backendNotice(error) : null }
            }),
          },
          { target: 'confirmed' },
        ],
        onError: { target: 'editing', actions: assign({ notice: { code: 'exception' } }) },
      },
    },
    confirmed: {
      description:
        'The record replaces the form: who, the agent and agency, the exact words, the time, how to take it back; the consumer may print or save a copy.',
      on: { 'copy.print': { actions: 'printCopy' } },
    },
    refused: {
      description:
        'An altered, unknown or used link: the page says to ask the agent for a new link, in its language. Nothing is stored.',
      type: 'final',
    },
    expired: {
      description: 'A link past its expiry: the page says to ask the agent for a new link. Nothing is stored.',
      type: 'final',
    },
  },
})

const emptyLink: LinkDetails = {
  consumerName: '',
  agentName: '',
  agencyName: '',
  language: 'en',
  expiresAt: '',
  applicationSummary: null,
}
