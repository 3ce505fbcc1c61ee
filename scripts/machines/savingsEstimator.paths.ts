import type { EventFromLogic, SnapshotFrom } from 'xstate'
import type { EstimatorFields } from '../../machines/estimatorFields'
import { savingsEstimatorMachine, type SavingsEstimatorInput } from '../../machines/savingsEstimator.machine'
import { everyTransition, type TransitionPath } from './everyTransition'

type Snapshot = SnapshotFrom<typeof savingsEstimatorMachine>
export type EstimatorEvent = EventFromLogic<typeof savingsEstimatorMachine>

const credit: EstimatorFields = {
  coverageYear: '2027',
  state: 'FL',
  householdSize: '1',
  yearlyIncome: '30,000',
  hasOtherCoverage: false,
}

/** The visitor's answers worth telling apart: one per kind of result, and one per kind of refusal. */
export const answers = {
  credit,
  medicaid: { ...credit, state: 'OH', yearlyIncome: '20000' },
  coverageGap: { ...credit, state: 'TX', yearlyIncome: '$14,000' },
  // Georgia Pathways is not approved for 2027: the gap, unless it is renewed; approved for 2026, one tap away.
  georgiaGap: { ...credit, state: 'GA', yearlyIncome: '14000' },
  aboveLimit: { ...credit, state: 'TX', householdSize: '4', yearlyIncome: '140000' },
  otherCoverage: { ...credit, hasOtherCoverage: true },
  blank: { ...credit, state: '', householdSize: '', yearlyIncome: '' },
  noSize: { ...credit, householdSize: '0' },
  unpublishedYear: { ...credit, coverageYear: '2028' },
} satisfies Record<string, EstimatorFields>

export type AnswerName = keyof typeof answers

function eventsFor(names: readonly AnswerName[]): () => EstimatorEvent[] {
  return () => [
    ...names.map((name): EstimatorEvent => ({ type: 'form.submit', fields: answers[name] })),
    { type: 'field.changed', name: 'yearlyIncome', value: '31000' },
    { type: 'field.changed', name: 'coverageYear', value: '2026' },
    { type: 'otherCoverage.changed', value: true },
    { type: 'callback.opened' },
  ]
}

/**
 * What the visitor can tell apart: where the form is, which fields show an error, which result shows with which
 * caveats, and whether the callback form is open (which estimate it sends is checked on every step, not told apart:
 * the paths would multiply by every earlier result).
 */
function serialize(snapshot: Snapshot): string {
  const { errors, estimate } = snapshot.context
  const result = estimate
    ? [estimate.coverageYear, estimate.outcome.kind, ...estimate.caveats.map((caveat) => caveat.kind)].join(' ')
    : 'no result'
  return `${JSON.stringify(snapshot.value)} | errors: ${Object.keys(errors).sort().join(',') || 'none'} | ${result}`
}

export type EstimatorPath = TransitionPath<EstimatorEvent, Snapshot>

/**
 * Every transition of the machine (everyTransition.ts). `names` limits the answers submitted (the page offers only
 * the years open on the day: the view's replay leaves out the unpublished one).
 */
export function estimatorPaths(
  input: SavingsEstimatorInput,
  names: readonly AnswerName[] = Object.keys(answers) as AnswerName[],
): EstimatorPath[] {
  return everyTransition(savingsEstimatorMachine, {
    input,
    events: eventsFor(names),
    serialize,
    describe: describeEvent,
  })
}

export function describeEvent(event: EstimatorEvent): string {
  switch (event.type) {
    case 'form.submit':
      return `submit ${Object.entries(answers).find(([, fields]) => fields === event.fields)?.[0] ?? 'form'}`
    case 'field.changed':
      return `set ${event.name} to ${event.value}`
    case 'otherCoverage.changed':
      return `tick 'job-based coverage or Medicare'`
    case 'callback.opened':
      return `press 'Have an agent check this'`
  }
}
