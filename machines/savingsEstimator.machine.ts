import { assign, setup, stateIn } from 'xstate'
import { estimatorFieldOrder, type EstimatorFields, type EstimatorTextField } from './estimatorFields'
import { toEstimateInput } from './estimatorInput'
import { estimateSavings, type Estimate, type EstimateField, type EstimateRefusals } from '../rules/savingsEstimate'

export type SavingsEstimatorInput = {
  /** The year the form starts on (coverageYearChoices picks it from today's date). */
  coverageYear: number
  /** The state the form starts on, as a postal code ('FL' on the Florida pages), or '' for none. */
  state?: string
}

/** The callback form 'Have an agent check this' opens below the result, as the estimator keeps it. */
export type AgentCallback = {
  /**
   * The estimate the form sends with the lead, whose state it fills in: the latest one estimated since it opened (the
   * one showing, or while the visitor changes an answer and no result shows, the last one).
   */
  estimate: Estimate
  /** Presses of 'Have an agent check this': each brings the form into view again. */
  presses: number
}

export type SavingsEstimatorContext = {
  fields: EstimatorFields
  /** Why each invalid field cannot be used, as a code (the view words it: one plain sentence under the field). */
  errors: EstimateRefusals
  /** The estimate on screen, or null. */
  estimate: Estimate | null
  /** The callback form, once opened (it stays open, so what the visitor typed in it is never lost), else null. */
  callback: AgentCallback | null
}

export type SavingsEstimatorEvent =
  | { type: 'field.changed'; name: EstimatorTextField; value: string }
  | { type: 'otherCoverage.changed'; value: boolean }
  /** Submit; `fields` carries what the inputs hold, read from the page (typed before the machine loaded). */
  | { type: 'form.submit'; fields?: EstimatorFields }
  /** 'Have an agent check this', under a result. */
  | { type: 'callback.opened' }

function initialFields(input: SavingsEstimatorInput): EstimatorFields {
  return {
    coverageYear: String(input.coverageYear),
    state: input.state ?? '',
    householdSize: '',
    yearlyIncome: '',
    hasOtherCoverage: false,
  }
}

function firstInvalid(errors: EstimateRefusals): EstimateField {
  return estimatorFieldOrder.find((field) => errors[field] !== undefined) ?? 'coverageYear'
}

/**
 * The savings estimator form: the visitor answers five questions and sees what the household would pay at most for
 * the benchmark Silver plan under the rules of the coverage year. The estimate itself is the pure
 * `estimateSavings`; the only effect, `focusField`, is a stub here and real in src/.
 */
export const savingsEstimatorMachine = setup({
  types: {
    input: {} as SavingsEstimatorInput,
    context: {} as SavingsEstimatorContext,
    events: {} as SavingsEstimatorEvent,
  },
  actions: {
    focusField: (_, _field: EstimateField) => {},
    setField: assign({
      fields: ({ context, event }) => {
        if (event.type === 'field.changed') return { ...context.fields, [event.name]: event.value }
        if (event.type === 'otherCoverage.changed') return { ...context.fields, hasOtherCoverage: event.value }
        return context.fields
      },
      // The visitor is fixing a field: its error has done its job.
      errors: ({ context, event }) => {
        if (event.type !== 'field.changed') return context.errors
        const { [event.name]: _fixed, ...rest } = context.errors
        return rest
      },
    }),
    estimate: assign(({ context, event }) => {
      const fields = event.type === 'form.submit' && event.fields ? event.fields : context.fields
      const result = estimateSavings(toEstimateInput(fields))
      if (!result.ok) return { fields, errors: result.errors, estimate: null }
      // An open callback form follows the new estimate: the lead it sends and the state it names are this one's.
      return {
        fields,
        errors: {},
        estimate: result.estimate,
        callback: context.callback && { ...context.callback, estimate: result.estimate },
      }
    }),
    openCallback: assign({
      callback: ({ context }) =>
        context.estimate
          ? { estimate: context.estimate, presses: (context.callback?.presses ?? 0) + 1 }
          : context.callback,
    }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    editsLastInvalidField: ({ context, event }) =>
      event.type === 'field.changed' && Object.keys(context.errors).every((field) => field === event.name),
    changesYear: ({ event }) => event.type === 'field.changed' && event.name === 'coverageYear',
    // The button that opens the callback form is under a result.
    showsResult: stateIn({ form: 'showingResult' }),
  },
}).createMachine({
  id: 'savingsEstimator',
  description:
    "The savings estimator: coverage year, state, household size, yearly income and other coverage in; one plain result out, and under it the callback form 'Have an agent check this' that sends the result with the visitor's details.",
  context: ({ input }) => ({ fields: initialFields(input), errors: {}, estimate: null, callback: null }),
  type: 'parallel',
  states: {
    form: {
      description: 'The five questions and their result.',
      initial: 'editing',
      states: {
        editing: {
          description:
            'The form with no result and no errors: the coverage year (chosen by date, the other year one tap away), state, household size, income, job-based coverage or Medicare.',
          on: {
            'field.changed': { actions: 'setField' },
            'otherCoverage.changed': { actions: 'setField' },
            'form.submit': { target: 'estimating', actions: 'estimate' },
          },
        },
        estimating: {
          description: 'Checks the answers and computes the estimate under the coverage year’s rules (instant, pure).',
          always: [
            {
              guard: 'hasErrors',
              target: 'invalid',
              actions: { type: 'focusField', params: ({ context }) => firstInvalid(context.errors) },
            },
            { target: 'showingResult' },
          ],
        },
        invalid: {
          description:
            'A plain message under each invalid field (a year without published tables is refused, never guessed); focus on the first one. Editing a field removes its message; with none left the form is back to editing.',
          on: {
            'field.changed': [
              { guard: 'editsLastInvalidField', target: 'editing', actions: 'setField' },
              { actions: 'setField' },
            ],
            'otherCoverage.changed': { actions: 'setField' },
            'form.submit': { target: 'estimating', actions: 'estimate' },
          },
        },
        showingResult: {
          description:
            'The result: its plain words in a polite live region, announced once; then the numbers, the 2025 comparison, what the year’s facts add (the Medicaid work requirement, who may get the credit, a state program not approved for the year), the basis, the sources, when the rules were last checked, and call / text / agent actions. Another coverage year re-estimates at once; any other change clears the result until the next submit.',
          on: {
            'field.changed': [
              // Switching the coverage year (one tap, for special enrollment) estimates the same household again at once.
              { guard: 'changesYear', target: 'estimating', actions: ['setField', 'estimate'] },
              { target: 'editing', actions: ['setField', assign({ estimate: null })] },
            ],
            'otherCoverage.changed': { target: 'editing', actions: ['setField', assign({ estimate: null })] },
            'form.submit': { target: 'estimating', actions: 'estimate' },
          },
        },
      },
    },
    callback: {
      description:
        "The callback form 'Have an agent check this' opens below a result; the estimator owns what it sends.",
      initial: 'closed',
      states: {
        closed: {
          description: "No callback form yet: the result's 'Have an agent check this' opens it.",
          on: { 'callback.opened': { guard: 'showsResult', target: 'open', actions: 'openCallback' } },
        },
        open: {
          description:
            'The callback form below the result, scrolled to with the cursor in its first field, the state filled in and the estimate sent with the lead. A new estimate (another state, another year) becomes the one it sends and the state it fills in, unless the visitor typed a state of their own; while an answer changes and no result shows it keeps the last one, and it stays open with what the visitor typed. Another press brings it into view again.',
          on: { 'callback.opened': { guard: 'showsResult', actions: 'openCallback' } },
        },
      },
    },
  },
})
