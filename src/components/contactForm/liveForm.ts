import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { contactFormMachine, type ContactFormInput } from '../../../machines/contactForm.machine'
import { HONEYPOT_FIELD, textFields, type LeadFields, type TextField } from '../../../machines/leadFields'
import { submitLead } from '../../lib/leads'
import { dismissErrorToasts, showToast } from '../../lib/toasts'

/** The form element on screen (null once it has gone). */
type FormElement = () => HTMLFormElement | null

function input(form: FormElement, name: string): HTMLInputElement | undefined {
  const element = form()?.elements.namedItem(name)
  return element instanceof HTMLInputElement ? element : undefined
}

export type FormActor = ActorRefFrom<typeof contactFormMachine>

/** A form's running machine, and what the form on screen tells it. */
export type LiveForm = {
  actor: FormActor
  /** An input changed: the machine hears the field's new value. */
  changed: (target: EventTarget) => void
  /** The visitor submits: the machine gets every field as the form holds it now. */
  submit: () => void
}

function isTextField(name: string): name is TextField {
  return textFields.some((field) => field === name)
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
  }
}

/**
 * Loaded when the visitor first touches a form (xstate stays out of every page's first download, and so does
 * everything here) and starts that form's machine with the real effects.
 */
export function startContactForm(formInput: ContactFormInput, form: FormElement): LiveForm {
  const machine = contactFormMachine.provide({
    // The honeypot as it is when the lead leaves (empty unless a bot filled it in).
    actors: { submitLead: fromPromise(({ input: row }) => submitLead(row, input(form, HONEYPOT_FIELD)?.value ?? '')) },
    actions: {
      notify: (_, toast) => showToast(toast),
      clearErrorToast: () => dismissErrorToasts(),
      focusField: (_, field: TextField) => input(form, field)?.focus(),
      resetForm: () => form()?.reset(),
    },
  })
  const actor = createActor(machine, { input: formInput }).start()
  return {
    actor,
    changed: (target) => {
      if (!(target instanceof HTMLInputElement)) return
      if (target.name === 'agreedToContact') actor.send({ type: 'consent.changed', value: target.checked })
      else if (isTextField(target.name)) actor.send({ type: 'field.changed', name: target.name, value: target.value })
    },
    submit: () => actor.send({ type: 'form.submit', fields: readFields(form()) }),
  }
}
