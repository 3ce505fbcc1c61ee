import { createActor, fromPromise } from 'xstate'
import { contactFormMachine, type ContactFormInput } from '../../../machines/contactForm.machine'
import type { TextField } from '../../../machines/leadFields'
import { submitLead } from '../../lib/leads'
import { dismissErrorToasts, showToast } from '../../lib/toasts'

export type FormEffects = {
  focusField: (field: TextField) => void
  resetForm: () => void
  /** The hidden honeypot field's value at the moment of sending (empty unless a bot filled it in). */
  honeypot: () => string
}

/**
 * Loaded when the visitor first touches a form (xstate stays out of every page's first download) and
 * starts that form's machine with the real effects.
 */
export function startContactForm(input: ContactFormInput, effects: FormEffects) {
  const machine = contactFormMachine.provide({
    actors: { submitLead: fromPromise(({ input: row }) => submitLead(row, effects.honeypot())) },
    actions: {
      notify: (_, toast) => showToast(toast),
      clearErrorToast: () => dismissErrorToasts(),
      focusField: (_, field) => effects.focusField(field),
      resetForm: () => effects.resetForm(),
    },
  })
  return createActor(machine, { input }).start()
}
