import type { EventFromLogic, SnapshotFrom } from 'xstate'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { optOutMachine, type OptOutInput } from '../../machines/optOut.machine'
import type { OptOutFields } from '../../machines/optOutChecks'
import { everyTransition, type TransitionPath } from './everyTransition'

type Snapshot = SnapshotFrom<typeof optOutMachine>
type OptOutMachineEvent = EventFromLogic<typeof optOutMachine>

/** The visitor's submissions worth telling apart: one per client-side check, and complete ones. */
export const submissions = {
  phoneOnly: { phone: '(305) 555-0142', email: '', stop: 'all' },
  emailOnly: { phone: '', email: 'maria@example.com', stop: 'texts' },
  neither: { phone: '  ', email: '', stop: 'calls' },
  badPhone: { phone: '555-0142', email: '', stop: 'all' },
  badEmail: { phone: '', email: 'maria@example', stop: 'emails' },
  tooLongEmail: { phone: '', email: `${'m'.repeat(250)}@example.com`, stop: 'all' },
  invisiblePhone: { phone: '(305) 555\u200b-0142', email: '', stop: 'all' },
} satisfies Record<string, OptOutFields>

/** What the backend can answer, as the machine's invoke sees it. */
export const outcomes = {
  stored: { error: null },
  // The database refuses a field (its hint): the message goes under that field.
  rejectedEmail: {
    error: { message: 'Please enter a valid email address.', code: 'opt_out.email_invalid', detail: null },
  },
  refused: {
    error: {
      message: 'Too many forms were sent from your connection in a short time.',
      refused: true,
      code: 'rate_limited',
      detail: '300',
    },
  },
} satisfies Record<string, SubmitResult>

type InvokeEvent =
  | { type: 'xstate.done.actor.submitOptOut'; output: SubmitResult }
  | { type: 'xstate.error.actor.submitOptOut'; error: unknown }
const submitTimeout = 'xstate.after.submitTimeout.optOut.submitting' as const
if (!optOutMachine.root.states.submitting.after.some((edge) => String(edge.eventType) === submitTimeout))
  throw new Error(`the machine has no ${submitTimeout}`)
type DelayEvent = { type: typeof submitTimeout }
export type PathEvent = OptOutMachineEvent | InvokeEvent | DelayEvent

export const isSubmitTimeout = (event: { type: string }) => event.type === submitTimeout

function eventsIn(snapshot: Snapshot): PathEvent[] {
  if (snapshot.matches('confirmed')) return [{ type: 'form.restart' }]
  const submits: PathEvent[] = Object.values(submissions).map((fields) => ({ type: 'form.submit', fields }))
  if (snapshot.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.submitOptOut', output: outcomes.stored },
      { type: 'xstate.done.actor.submitOptOut', output: outcomes.rejectedEmail },
      { type: 'xstate.done.actor.submitOptOut', output: outcomes.refused },
      { type: 'xstate.error.actor.submitOptOut', error: new Error('network down') },
      { type: 'form.submit', fields: submissions.phoneOnly },
      { type: submitTimeout },
    ]
  }
  return [
    ...submits,
    { type: 'field.edited', name: 'phone' },
    { type: 'field.edited', name: 'email' },
    { type: 'field.edited', name: 'stop' },
  ]
}

/** A state is what the visitor can tell apart: where the machine is, the fields marked invalid, a form-wide notice. */
function serialize(snapshot: Snapshot): string {
  const { errors, notice } = snapshot.context
  const invalid = Object.entries(errors).flatMap(([name, code]) => (code ? [`${name}:${code}`] : []))
  return `${JSON.stringify(snapshot.value)} | notice: ${notice ? notice.code : 'none'} | invalid: ${invalid.join(', ') || 'none'}`
}

export type OptOutPath = TransitionPath<PathEvent, Snapshot>

/** Every transition of the machine: the shortest path to each reachable state, extended by each event it accepts (everyTransition.ts). */
export function optOutPaths(input: OptOutInput): OptOutPath[] {
  return everyTransition(optOutMachine, { input, events: eventsIn, serialize, describe })
}

export function describe(event: PathEvent): string {
  switch (event.type) {
    case 'form.submit':
      return `submit ${Object.entries(submissions).find(([, fields]) => fields === event.fields)?.[0] ?? 'form'}`
    case 'form.restart':
      return "press 'Send another request'"
    case 'field.edited':
      return event.name === 'stop' ? 'choose what to stop' : `edit ${event.name}`
    case 'xstate.done.actor.submitOptOut':
      if (!event.output.error) return 'backend stores'
      return event.output.error.refused ? 'backend refuses (abuse guard)' : 'backend rejects a field'
    case 'xstate.error.actor.submitOptOut':
      return 'request fails'
    case submitTimeout:
      return 'no answer in time'
  }
}
