import { createActor, type ActorRefFrom } from 'xstate'
import type { EstimatorFields, EstimatorTextField } from '../../../machines/estimatorFields'
import type { EstimateField } from '../../../rules/savingsEstimate'
import { savingsEstimatorMachine, type SavingsEstimatorInput } from '../../../machines/savingsEstimator.machine'
export { describeEstimate } from './resultCopy'
export { estimateRefusalText } from '@copy/browser/estimateRefusals'

export type EstimatorActor = ActorRefFrom<typeof savingsEstimatorMachine>

export type LiveEstimator = {
  actor: EstimatorActor
  /** An input changed: the machine hears its new value. */
  changed: (target: EventTarget) => void
  /** The visitor submits: the machine gets every answer as the form holds it now. */
  submit: () => void
  /** 'Have an agent check this': the machine opens the callback form (or brings it into view again). */
  openCallback: () => void
}

const textFields: readonly EstimatorTextField[] = ['coverageYear', 'state', 'householdSize', 'yearlyIncome']

function isTextField(name: string): name is EstimatorTextField {
  return textFields.some((field) => field === name)
}

function readFields(form: HTMLFormElement | null): EstimatorFields {
  const data = new FormData(form ?? undefined)
  const text = (name: EstimatorTextField) => String(data.get(name) ?? '')
  return {
    coverageYear: text('coverageYear'),
    state: text('state'),
    householdSize: text('householdSize'),
    yearlyIncome: text('yearlyIncome'),
    hasOtherCoverage: data.get('hasOtherCoverage') === 'on',
  }
}

/**
 * Loaded when the visitor first touches the estimator: xstate, the machine and the year tables stay out of the
 * page's first download. Starts the machine with the real focus effect.
 */
export function startEstimator(input: SavingsEstimatorInput, form: () => HTMLFormElement | null): LiveEstimator {
  const machine = savingsEstimatorMachine.provide({
    actions: {
      focusField: (_, field: EstimateField) => {
        // The year is a radio group: focus its checked option (or the first).
        const root = form()
        const target =
          root?.querySelector<HTMLElement>(`[name="${field}"]:checked`) ??
          root?.querySelector<HTMLElement>(`[name="${field}"]`)
        target?.focus()
      },
    },
  })
  const actor = createActor(machine, { input }).start()
  return {
    actor,
    changed: (target) => {
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return
      if (target.name === 'hasOtherCoverage' && target instanceof HTMLInputElement)
        actor.send({ type: 'otherCoverage.changed', value: target.checked })
      else if (isTextField(target.name)) actor.send({ type: 'field.changed', name: target.name, value: target.value })
    },
    submit: () => actor.send({ type: 'form.submit', fields: readFields(form()) }),
    openCallback: () => actor.send({ type: 'callback.opened' }),
  }
}
