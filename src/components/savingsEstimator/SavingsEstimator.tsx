import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, type FormEvent } from 'react'
import type { StateCode } from '../../../rules/stateCodes'
import { yearHint } from '@copy/browser/estimatorYearHint'
import { estimatorCopy as copy } from '@copy/browser/savingsEstimator'
import { stateNames, statesByName } from '@copy/browser/stateNames'
import type { PageConversion } from '../../../content/types'
import { coverageYearChoices, estimatorFieldOrder } from '../../../machines/estimatorFields'
import type { EstimateField } from '../../../rules/savingsEstimate'
import { useEstimator, useHydrated, useToday } from './useEstimator'

type Props = {
  /** The state the form starts on (Florida on the Florida pages). */
  initialState?: StateCode
  conversion: PageConversion
  /** Answers carried from another page (field name to value): filled in; typed ones (size, income) estimated at once. */
  carried?: Readonly<Record<string, string>> | null
}

// The callback form (and the contact form's code) loads once a result shows, never with the page: the page's
// first download stays within the content-page budget.
const loadAgentCallback = () => import('./AgentCallback')
const AgentCallback = lazy(() => loadAgentCallback().then(({ AgentCallback }) => ({ default: AgentCallback })))
// The result's markup loads with the machine, on the first touch: no result shows before the machine has computed one.
const loadEstimateResult = () => import('./EstimateResult')
const EstimateResult = lazy(() => loadEstimateResult().then(({ EstimateResult }) => ({ default: EstimateResult })))

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="estimator__error">
      {message}
    </p>
  ) : null
}

/**
 * The savings estimator: five questions, then what the household would pay at most for the benchmark Silver
 * plan. The form is plain HTML from the first paint; the machine and the year tables load on the first touch.
 */
export function SavingsEstimator({ initialState, conversion, carried }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const today = useToday()
  const hydrated = useHydrated()
  const choices = useMemo(() => coverageYearChoices(today), [today])
  const input = useMemo(() => ({ coverageYear: choices.preferred, state: initialState ?? '' }), [choices, initialState])
  const { live, snapshot, load: loadMachine } = useEstimator(input, formRef)
  // The machine and the result's markup together: a result never waits for its markup after the machine computed it.
  const load = useCallback(
    () => Promise.all([loadMachine(), loadEstimateResult()]).then(([started]) => started),
    [loadMachine],
  )
  // The machine's refusal codes, in words: the message under each field it cannot use.
  const errors: Partial<Record<EstimateField, string>> = {}
  for (const field of estimatorFieldOrder) {
    const refusal = snapshot?.context.errors[field]
    if (refusal && live) errors[field] = live.estimateRefusalText(refusal)
  }
  const estimate = snapshot?.matches({ form: 'showingResult' }) ? snapshot.context.estimate : null
  const result = estimate && live ? live.describeEstimate(estimate) : null
  // The callback form 'Have an agent check this' opened, as the machine keeps it: it sends the latest estimate and
  // names its state, and stays open while answers change, so typed details are never lost.
  const callback = snapshot?.matches({ callback: 'open' }) ? snapshot.context.callback : null
  const sent = callback && live ? live.describeEstimate(callback.estimate).forAgent : null
  useEffect(() => {
    if (estimate) void loadAgentCallback()
  }, [estimate])

  const fieldId = (field: EstimateField | 'hasOtherCoverage') => `${id}-${field}`
  const describedBy = (field: EstimateField, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined

  useEffect(() => {
    const form = formRef.current
    if (!carried || !form) return
    for (const [name, value] of Object.entries(carried)) {
      const field = form.elements.namedItem(name)
      if (field instanceof RadioNodeList) field.value = value
      else if (field instanceof HTMLInputElement && field.type === 'radio') field.checked = field.value === value
      else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value
    }
    // Answers the visitor typed elsewhere (household size, income) are estimated at once, saying under its field
    // what is still missing; a page's preset (a state, a coverage year) only fills in and waits for the rest.
    if ('householdSize' in carried || 'yearlyIncome' in carried) void load().then((started) => started.submit())
  }, [carried, load])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    ;(await load()).submit()
  }

  const years = [choices.preferred, ...choices.others]
  return (
    <section className="section estimator" aria-labelledby={`${id}-heading`}>
      <div className="container container--narrow">
        <div className="card estimator__card">
          <h2 id={`${id}-heading`}>{copy.heading}</h2>
          <p>{copy.intro}</p>
          <form
            ref={formRef}
            className="estimator__form"
            data-rendered-day={today}
            noValidate
            onFocus={() => void load()}
            onChange={(event) => live?.changed(event.target)}
            onSubmit={onSubmit}
          >
            <fieldset className="estimator__years" aria-describedby={describedBy('coverageYear', true)}>
              <legend>{copy.year.legend}</legend>
              <p id={`${fieldId('coverageYear')}-hint`} className="estimator__hint">
                {yearHint(choices)}
              </p>
              <div className="estimator__choices">
                {years.map((year) => (
                  <label key={year} className="estimator__choice">
                    <input type="radio" name="coverageYear" value={year} defaultChecked={year === choices.preferred} />
                    {copy.year.option(year)}
                  </label>
                ))}
              </div>
              <FieldError id={`${fieldId('coverageYear')}-error`} message={errors.coverageYear} />
            </fieldset>

            <div className="estimator__field">
              <label htmlFor={fieldId('state')}>{copy.state.label}</label>
              <select
                id={fieldId('state')}
                name="state"
                defaultValue={initialState ?? ''}
                autoComplete="address-level1"
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={describedBy('state')}
              >
                <option value="">{copy.state.placeholder}</option>
                {statesByName.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${fieldId('state')}-error`} message={errors.state} />
            </div>

            <div className="estimator__field">
              <label htmlFor={fieldId('householdSize')}>{copy.householdSize.label}</label>
              <p id={`${fieldId('householdSize')}-hint`} className="estimator__hint">
                {copy.householdSize.hint}
              </p>
              <input
                id={fieldId('householdSize')}
                name="householdSize"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={errors.householdSize ? true : undefined}
                aria-describedby={describedBy('householdSize', true)}
              />
              <FieldError id={`${fieldId('householdSize')}-error`} message={errors.householdSize} />
            </div>

            <div className="estimator__field">
              <label htmlFor={fieldId('yearlyIncome')}>{copy.yearlyIncome.label}</label>
              <p id={`${fieldId('yearlyIncome')}-hint`} className="estimator__hint">
                {copy.yearlyIncome.hint}
              </p>
              <input
                id={fieldId('yearlyIncome')}
                name="yearlyIncome"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={errors.yearlyIncome ? true : undefined}
                aria-describedby={describedBy('yearlyIncome', true)}
              />
              <FieldError id={`${fieldId('yearlyIncome')}-error`} message={errors.yearlyIncome} />
            </div>

            <div className="estimator__check">
              <input id={fieldId('hasOtherCoverage')} name="hasOtherCoverage" type="checkbox" />
              <label htmlFor={fieldId('hasOtherCoverage')}>{copy.otherCoverage.label}</label>
            </div>

            {/* Disabled until the page runs: a submit before then would reload the page and lose the answers. */}
            <button type="submit" className="btn btn--primary btn--large btn--block" disabled={!hydrated}>
              {copy.submit}
            </button>
          </form>

          {/* The one live region: the plain-words line of each new result, announced once. */}
          <p role="status" className="estimator__headline">
            {result?.headline ?? ''}
          </p>
          {estimate && result ? (
            <Suspense fallback={null}>
              <EstimateResult
                estimate={estimate}
                copy={result}
                conversion={conversion}
                onAgentCheck={() => live?.openCallback()}
              />
            </Suspense>
          ) : null}
          {callback && sent ? (
            <Suspense fallback={null}>
              <AgentCallback
                state={stateNames[callback.estimate.state.code]}
                estimate={sent}
                opened={callback.presses}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  )
}
