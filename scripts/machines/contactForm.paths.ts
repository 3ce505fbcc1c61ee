import type { EventFromLogic, SnapshotFrom } from 'xstate'
import { consent, smsConsent } from '@copy/browser/forms'
import { toastCopy } from '@copy/browser/formToasts'
import { contactFormMachine, type ContactFormInput, type SubmitResult } from '../../machines/contactForm.machine'
import type { LeadFields } from '../../machines/leadFields'
import { everyTransition, type TransitionPath } from './everyTransition'

type Snapshot = SnapshotFrom<typeof contactFormMachine>
type FormEvent = EventFromLogic<typeof contactFormMachine>

const valid: LeadFields = {
  firstName: 'Maria',
  lastName: "O'Neil",
  email: 'maria@example.com',
  phone: '(305) 555-0142',
  state: 'Florida',
  agreedToContact: true,
  agreedToTexts: false,
}

/** The visitor's submissions worth telling apart: one per client-side check, and a complete one. */
export const submissions = {
  complete: valid,
  // The optional text-message box ticked too: stored with the lead, never needed.
  withTexts: { ...valid, agreedToTexts: true },
  blankFirstName: { ...valid, firstName: '  ' },
  blankState: { ...valid, state: '' },
  badEmail: { ...valid, email: 'maria@example' },
  badPhone: { ...valid, phone: '555-0142' },
  noConsent: { ...valid, agreedToContact: false },
  // Texts without calls: the call box is still needed.
  textsOnly: { ...valid, agreedToContact: false, agreedToTexts: true },
} satisfies Record<string, LeadFields>

/** What the backend can answer, as the machine's invoke sees it. */
export const outcomes = {
  stored: { error: null },
  rejected: { error: { message: 'Please enter a valid email address.', code: 'email.invalid', detail: null } },
  // An abuse guard (rate limit, repeat guard, honeypot): its message is shown by every variant.
  refused: {
    error: {
      message:
        'Too many forms were sent from your connection in a short time. Please try again in 5 minutes, or call us.',
      refused: true,
      code: 'rate_limited',
      detail: '300',
    },
  },
} satisfies Record<string, SubmitResult>

// The done/error events of the `submitLead` invoke and the machine's named delays firing, written as XState delivers
// them, so the graph can follow them.
type InvokeEvent =
  | { type: 'xstate.done.actor.submitLead'; output: SubmitResult }
  | { type: 'xstate.error.actor.submitLead'; error: unknown }
const submitTimeout = 'xstate.after.submitTimeout.contactForm.submitting' as const
const successToastGone = 'xstate.after.successToast.contactForm.idle' as const
// Written out for the types; held to the machine's own delayed transitions here.
for (const [state, type] of [
  ['submitting', submitTimeout],
  ['idle', successToastGone],
] as const) {
  if (!contactFormMachine.root.states[state].after.some((transition) => String(transition.eventType) === type))
    throw new Error(`the machine has no ${type}`)
}
type DelayEvent = { type: typeof submitTimeout } | { type: typeof successToastGone }
export type PathEvent = FormEvent | InvokeEvent | DelayEvent

/** Which named delay an event is, if it is one (`contactFormDelays`): the view's replay advances fake time by it. */
export function delayOf(event: PathEvent): 'submitTimeout' | 'successToast' | null {
  return event.type === submitTimeout ? 'submitTimeout' : event.type === successToastGone ? 'successToast' : null
}

function eventsIn(snapshot: Snapshot): PathEvent[] {
  const submits: PathEvent[] = Object.values(submissions).map((fields) => ({ type: 'form.submit', fields }))
  if (snapshot.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.submitLead', output: outcomes.stored },
      { type: 'xstate.done.actor.submitLead', output: outcomes.rejected },
      { type: 'xstate.done.actor.submitLead', output: outcomes.refused },
      { type: 'xstate.error.actor.submitLead', error: new Error('network down') },
      // A second click while the first submission is on its way.
      { type: 'form.submit', fields: submissions.complete },
      // No answer in time.
      { type: submitTimeout },
    ]
  }
  // Editing a field that has an error (blankFirstName, noConsent) and one that has none; a success toast's time up.
  const edits: PathEvent[] = [
    { type: 'field.edited', name: 'firstName' },
    { type: 'field.edited', name: 'agreedToContact' },
  ]
  const timesOut: PathEvent[] = snapshot.context.toast?.tone === 'success' ? [{ type: successToastGone }] : []
  return [...submits, ...edits, ...timesOut]
}

/** A state is what the visitor can tell apart: where the machine is, the toast on screen, the fields marked invalid. */
function serialize(snapshot: Snapshot): string {
  const { toast, errors, variant } = snapshot.context
  const invalid = Object.entries(errors).flatMap(([name, code]) => (code ? [name] : []))
  // The toast as the visitor reads it: two codes worded alike on a variant are one state to the visitor.
  const words = toast && toastCopy(variant, toast)
  return `${JSON.stringify(snapshot.value)} | ${words ? `${words.title}: ${words.description}` : 'no toast'} | invalid: ${invalid.join(', ') || 'none'}`
}

export type FormPath = TransitionPath<PathEvent, Snapshot>

/** Every transition of the machine for one input (everyTransition.ts). */
export function formPaths({
  variant,
  page,
}: Omit<ContactFormInput, 'consentVersion' | 'smsConsentVersion'>): FormPath[] {
  const input: ContactFormInput = {
    variant,
    page,
    consentVersion: consent.version,
    smsConsentVersion: smsConsent.version,
  }
  return everyTransition(contactFormMachine, { input, events: eventsIn, serialize, describe })
}

export function describe(event: PathEvent): string {
  switch (event.type) {
    case 'form.submit':
      return `submit ${Object.entries(submissions).find(([, fields]) => fields === event.fields)?.[0] ?? 'form'}`
    case 'xstate.done.actor.submitLead':
      if (!event.output.error) return 'backend stores'
      return event.output.error.refused ? 'backend refuses (abuse guard)' : 'backend rejects'
    case 'xstate.error.actor.submitLead':
      return 'request fails'
    case 'field.edited':
      return event.name === 'agreedToContact' ? 'tick consent' : `edit ${event.name}`
    case submitTimeout:
      return 'no answer in time'
    case successToastGone:
      return 'success toast times out'
  }
}
