import { heroEstimatorStart as copy } from '@copy/pages/home'
import { estimatorCopy } from '@copy/browser/savingsEstimator'
import { statesByName } from '@copy/browser/stateNames'
import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import type { CarriedField, carriedIncomeKey } from '../savingsCalculator/carriedAnswers'

// The names /savings-calculator reads (type-only imports, held equal by the type checker: no shared chunk for
// three strings).
const stateName: CarriedField = 'state'
const householdSizeName: CarriedField = 'householdSize'
const incomeStateKey: typeof carriedIncomeKey = 'estimatorYearlyIncome'
const incomeId = 'hero-start-income'

/**
 * The first step of the savings estimator in the home hero: state, household size and income, sent to
 * /savings-calculator, which asks the coverage year (chosen by date) and shows the estimate at once.
 *
 * State and household size go in the address, so the form works as a plain GET form before the page has hydrated.
 * The income field has no name, so it never enters an address: once the page runs, the form opens the calculator
 * itself and hands the income over in the history entry's state (see carriedAnswers.ts for why).
 */
export function HeroEstimatorStart() {
  const navigate = useNavigate()
  const carryOver = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value.trim()) query.set(name, value.trim())
    const income = form.elements.namedItem(incomeId)
    void navigate({
      href: query.size > 0 ? `/savings-calculator?${query}` : '/savings-calculator',
      state: (previous) => ({ ...previous, [incomeStateKey]: income instanceof HTMLInputElement ? income.value : '' }),
    })
  }
  return (
    <form
      className="hero-start"
      action="/savings-calculator"
      method="get"
      aria-labelledby="hero-start-heading"
      onSubmit={carryOver}
    >
      <h2 id="hero-start-heading" className="hero-start__heading">
        {copy.heading}
      </h2>
      <p className="hero-start__intro">{copy.intro}</p>
      <div className="hero-start__field">
        <label htmlFor="hero-start-state">{estimatorCopy.state.label}</label>
        <select id="hero-start-state" name={stateName} defaultValue="" autoComplete="address-level1">
          <option value="">{estimatorCopy.state.placeholder}</option>
          {statesByName.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="hero-start__row">
        <div className="hero-start__field">
          <label htmlFor="hero-start-size">{estimatorCopy.householdSize.label}</label>
          <input id="hero-start-size" name={householdSizeName} inputMode="numeric" autoComplete="off" />
        </div>
        <div className="hero-start__field">
          <label htmlFor={incomeId}>{estimatorCopy.yearlyIncome.label}</label>
          <input id={incomeId} inputMode="decimal" autoComplete="off" />
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--large btn--block">
        {copy.submit}
      </button>
    </form>
  )
}
