import type { EventFromLogic, SnapshotFrom } from 'xstate'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { authorizeMachine, type AuthorizeInput } from '../../machines/authorize.machine'
import type { AuthorizeFields, LinkCheck, LinkDetails } from '../../machines/authorizeChecks'
import { everyTransition, type TransitionPath } from './everyTransition'

type Snapshot = SnapshotFrom<typeof authorizeMachine>
type AuthorizeMachineEvent = EventFromLogic<typeof authorizeMachine>

const details: LinkDetails = {
  consumerName: 'Ana María Díaz',
  agentName: 'Sam Agent',
  agencyName: 'ACA Health Plan Advisors',
  language: 'en',
  expiresAt: '2026-12-06T10:00:00+00:00',
  applicationSummary: null,
}

/** What the database can say of a link. */
export const linkChecks = {
  valid: { status: 'valid', link: details },
  validWithSummary: {
    status: 'valid',
    link: { ...details, applicationSummary: 'Household of 2.\nIncome $40,000. No other coverage.' },
  },
  expired: { status: 'expired' },
  used: { status: 'used' },
  invalid: { status: 'invalid' },
} satisfies Record<string, LinkCheck>

/** The consumer's submissions worth telling apart: one per client-side check, a name not the link's, complete ones. */
export const submissions = {
  complete: { signedName: 'Ana María Díaz', agreed: true, reviewConfirmed: false },
  completeReviewed: { signedName: ' ana maría díaz ', agreed: true, reviewConfirmed: true },
  otherName: { signedName: 'Anna Diaz', agreed: true, reviewConfirmed: false },
  missingName: { signedName: '  ', agreed: true, reviewConfirmed: false },
  tooLongName: { signedName: 'A'.repeat(101), agreed: true, reviewConfirmed: false },
  invisibleName: { signedName: 'Ana\u200b Díaz', agreed: true, reviewConfirmed: false },
  notAgreed: { signedName: 'Ana María Díaz', agreed: false, reviewConfirmed: false },
} satisfies Record<string, AuthorizeFields>

/** What the backend can answer a submission. */
export const outcomes = {
  stored: { error: null },
  linkExpired: {
    error: {
      message: 'This link cannot be used: ask your agent for a new one.',
      code: 'authorization.link_expired',
      detail: null,
    },
  },
  linkUsed: {
    error: {
      message: 'This link cannot be used: ask your agent for a new one.',
      code: 'authorization.link_used',
      detail: null,
    },
  },
  rejectedName: {
    error: { message: 'Please type your full name.', code: 'authorization.name_invalid', detail: null },
  },
  refused: {
    error: { message: 'Too many forms were sent.', refused: true, code: 'rate_limited', detail: '300' },
  },
} satisfies Record<string, SubmitResult>

type InvokeEvent =
  | { type: 'xstate.done.actor.checkLink'; output: LinkCheck }
  | { type: 'xstate.error.actor.checkLink'; error: unknown }
  | { type: 'xstate.done.actor.submitAuthorization'; output: SubmitResult }
  | { type: 'xstate.error.actor.submitAuthorization'; error: unknown }
const submitTimeout = 'xstate.after.submitTimeout.authorize.submitting' as const
const checkTimeout = 'xstate.after.submitTimeout.authorize.checkingLink' as const
for (const [state, delay] of [
  ['submitting', submitTimeout],
  ['checkingLink', checkTimeout],
] as const)
  if (!authorizeMachine.root.states[state].after.some((edge) => String(edge.eventType) === delay))
    throw new Error(`the machine has no ${delay}`)
type DelayEvent = { type: typeof submitTimeout } | { type: typeof checkTimeout }
export type PathEvent = AuthorizeMachineEvent | InvokeEvent | DelayEvent

export const isDelay = (event: { type: string }): event is DelayEvent =>
  event.type === submitTimeout || event.type === checkTimeout

function eventsIn(snapshot: Snapshot): PathEvent[] {
  if (snapshot.matches('checkingLink'))
    return [
      ...Object.values(linkChecks).map((output): PathEvent => ({ type: 'xstate.done.actor.checkLink', output })),
      { type: 'xstate.error.actor.checkLink', error: new Error('network down') },
      { type: checkTimeout },
    ]
  if (snapshot.matches('unchecked')) return [{ type: 'link.retry' }]
  if (snapshot.matches('confirmed')) return [{ type: 'copy.print' }]
  if (snapshot.matches('submitting'))
    return [
      ...Object.values(outcomes).map(
        (output): PathEvent => ({ type: 'xstate.done.actor.submitAuthorization', output }),
      ),
      { type: 'xstate.error.actor.submitAuthorization', error: new Error('network down') },
      { type: 'form.submit', fields: submissions.complete },
      { type: submitTimeout },
    ]
  if (!snapshot.matches('editing')) return []
  return [
    ...Object.values(submissions).map((fields): PathEvent => ({ type: 'form.submit', fields })),
    { type: 'field.edited', name: 'signedName' },
    { type: 'field.edited', name: 'agreed' },
  ]
}

/** A state as the consumer tells it apart: the step, the link's summary, the fields marked invalid, a notice. */
function serialize(snapshot: Snapshot): string {
  const { errors, notice, link, confirmedName } = snapshot.context
  const invalid = Object.entries(errors).flatMap(([name, code]) => (code ? [`${name}:${code}`] : []))
  return [
    JSON.stringify(snapshot.value),
    `summary: ${link?.applicationSummary ? 'yes' : 'no'}`,
    `notice: ${notice ? notice.code : 'none'}`,
    `invalid: ${invalid.join(', ') || 'none'}`,
    `name checked: ${confirmedName ?? 'none'}`,
  ].join(' | ')
}

export type AuthorizePath = TransitionPath<PathEvent, Snapshot>

/** Every transition of the machine (everyTransition.ts). */
export function authorizePaths(input: AuthorizeInput): AuthorizePath[] {
  return everyTransition(authorizeMachine, { input, events: eventsIn, serialize, describe })
}

export function describe(event: PathEvent): string {
  switch (event.type) {
    case 'form.submit':
      return `submit ${Object.entries(submissions).find(([, fields]) => fields === event.fields)?.[0] ?? 'form'}`
    case 'field.edited':
      return `edit ${event.name}`
    case 'copy.print':
      return "press 'Print or Save a Copy'"
    case 'link.retry':
      return "press 'Try Again'"
    case 'xstate.done.actor.checkLink':
      return `link is ${Object.entries(linkChecks).find(([, check]) => check === event.output)?.[0] ?? event.output.status}`
    case 'xstate.error.actor.checkLink':
      return 'link check fails'
    case 'xstate.done.actor.submitAuthorization':
      return `backend: ${Object.entries(outcomes).find(([, outcome]) => outcome === event.output)?.[0] ?? 'answers'}`
    case 'xstate.error.actor.submitAuthorization':
      return 'request fails'
    case submitTimeout:
      return 'no answer in time'
    case checkTimeout:
      return 'no answer about the link in time'
  }
}
