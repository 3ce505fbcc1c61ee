import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { fieldErrorText } from '@copy/browser/fieldErrors'
import { consent, formCopy, smsConsent } from '@copy/browser/forms'
import { toastCopy } from '@copy/browser/formToasts'
import { contactFormMachine, type ContactFormInput, type FormToast } from '../../../machines/contactForm.machine'
import { fieldNames } from '../../../machines/leadChecks'
import {
  ESTIMATE_FIELD,
  HONEYPOT_FIELD,
  type FieldName,
  type FormVariant,
  type LeadFields,
  type TextField,
} from '../../../machines/leadFields'
import type { LeadSource } from '../../../machines/leadOrigin'
import { answersOf, fillKnownAnswers } from '../../lib/chatAnswers'
import { submitLead } from '../../lib/leads'
import { setToasts } from '../../lib/toasts'
import { HELD } from './earlySubmit'

/** The form element on screen (null once it has gone). */
type FormElement = () => HTMLFormElement | null

export type FormActor = ActorRefFrom<typeof contactFormMachine>
export type FormSnapshot = SnapshotFrom<typeof contactFormMachine>

/** What the form on screen shows of its machine, in words: loaded with the machine, so the page's first download carries none of them. */
export type FormView = {
  submitting: boolean
  /** The message under each field the last submission could not use. */
  errors: Partial<Record<FieldName, string>>
}

function viewOf(snapshot: FormSnapshot): FormView {
  const errors: FormView['errors'] = {}
  for (const [field, code] of Object.entries(snapshot.context.errors)) {
    if (code && isFieldName(field)) errors[field] = fieldErrorText(field, code)
  }
  return { submitting: snapshot.matches('submitting'), errors }
}

/** A form's running machine, and what the form on screen tells it (src/lib/useLazyActor.ts hosts it). */
export type LiveForm = {
  actor: FormActor
  /** What the form shows of a snapshot, in words. */
  view: typeof viewOf
  /** The visitor changed an input: the machine hears which field (its value stays in the input). */
  edited: (target: EventTarget) => void
  /** The visitor submits: the machine receives every field as the inputs hold it now, once. */
  submit: () => void
  /** The chat learned the visitor's first name or state (a `CHAT_ANSWERS` event): the empty fields take them. */
  chatAnswered: (event: Event) => void
}

const isFieldName = (name: string): name is FieldName => fieldNames.some((field) => field === name)

function element(form: FormElement, name: string): HTMLInputElement | undefined {
  const found = form()?.elements.namedItem(name)
  return found instanceof HTMLInputElement ? found : undefined
}

function readFields(form: HTMLFormElement | null): LeadFields {
  const data = new FormData(form ?? undefined)
  const text = (name: TextField) => String(data.get(name) ?? '')
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    state: text('state'),
    agreedToContact: data.get('agreedToContact') === 'on',
    agreedToTexts: data.get('agreedToTexts') === 'on',
  }
}

/** The estimate the estimator's callback form carries in its hidden `estimate` input; null on every other form. */
function readEstimate(form: HTMLFormElement | null): string | null {
  const value = form ? new FormData(form).get(ESTIMATE_FIELD) : null
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

let nextToastId = 1

const variantSource: Record<FormVariant, LeadSource> = { home: 'home_callback', sep: 'sep', content: 'content_page' }

/** Which form this is, for the agency: the estimator's callback form is the one that carries an estimate. */
function sourceOf(variant: FormVariant, form: HTMLFormElement | null): LeadSource {
  return form?.elements.namedItem(ESTIMATE_FIELD) ? 'estimator' : variantSource[variant]
}

/**
 * The one place a form's toasts reach the screen: the machine's toast, put in the page's live region whenever it
 * changes, one outcome at a time. The machine drops an error toast when the visitor edits or tries again, so none
 * sits on the form being fixed; until then it stays (or the visitor closes it), so nobody loses an error they had
 * no time to read. A success toast leaves by itself (the machine's successToast delay).
 */
function showToastsOf(actor: FormActor) {
  let shown: FormToast | null = null
  actor.subscribe(({ context: { toast, variant } }) => {
    if (toast === shown) return
    shown = toast
    if (!toast) return setToasts([])
    const id = nextToastId++
    setToasts([{ ...toastCopy(variant, toast), id }])
  })
}

/**
 * Loaded when the visitor first touches a form (xstate stays out of every page's first download, and so does
 * everything here) and starts that form's machine with the real effects. The inputs own what the visitor typed:
 * this reads them at submit, focuses one, or clears them after a success.
 */
export function startContactForm(
  { variant, page }: Omit<ContactFormInput, 'consentVersion' | 'smsConsentVersion'>,
  form: FormElement,
): LiveForm {
  const formInput: ContactFormInput = {
    variant,
    page,
    consentVersion: consent.version,
    smsConsentVersion: smsConsent.version,
  }
  const machine = contactFormMachine.provide({
    // The honeypot as it is when the lead leaves (empty unless a bot filled it in).
    actors: {
      submitLead: fromPromise(({ input: row, signal }) =>
        submitLead(
          row,
          {
            honeypot: element(form, HONEYPOT_FIELD)?.value ?? '',
            source: sourceOf(formInput.variant, form()),
            submitLabel: formCopy[formInput.variant].submit,
            // The wordings the form's boxes show (ContactForm.tsx), which the database holds to those it keeps.
            shown: { consent, texts: smsConsent },
          },
          signal,
        ),
      ),
    },
    actions: {
      focusField: (_, field: FieldName) => element(form, field)?.focus(),
      resetForm: () => form()?.reset(),
    },
  })
  const actor = createActor(machine, { input: formInput })
  showToastsOf(actor)
  actor.start()
  const live: LiveForm = {
    actor,
    view: viewOf,
    edited: (target) => {
      if (target instanceof HTMLInputElement && isFieldName(target.name))
        actor.send({ type: 'field.edited', name: target.name })
    },
    submit: () => actor.send({ type: 'form.submit', fields: readFields(form()), estimate: readEstimate(form()) }),
    chatAnswered: (event) => fillKnownAnswers(form(), answersOf(event)),
  }
  // What the visitor already told the chat fills the fields they left empty (never asked twice).
  fillKnownAnswers(form())
  // A submit the page held before it was interactive (earlySubmit.ts) is sent now, with what the inputs hold.
  const onScreen = form()
  if (onScreen && Reflect.get(onScreen, HELD)) {
    Reflect.deleteProperty(onScreen, HELD)
    live.submit()
  }
  return live
}
