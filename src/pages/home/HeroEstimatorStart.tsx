import { stateMedicaid } from '../../../content/acaRules/medicaid'
import { heroEstimatorStart as copy } from '../../../content/pages/home'
import { estimatorCopy } from '../../../content/savingsEstimator'
import type { CarriedField } from '../savingsCalculator/carriedAnswers'

// The names /savings-calculator reads from its address (a type-only import: no shared chunk for three strings).
const stateName: CarriedField = 'state'
const householdSizeName: CarriedField = 'householdSize'
const yearlyIncomeName: CarriedField = 'yearlyIncome'

/**
 * The first step of the savings estimator in the home hero: state, household size and income. A plain GET form to
 * /savings-calculator, which takes the answers from the address, asks the coverage year (chosen by date) and shows
 * the estimate at once. No JavaScript of its own: it works before the page has hydrated, and costs no download.
 */
export function HeroEstimatorStart() {
  return (
    <form className="hero-start" action="/savings-calculator" method="get" aria-labelledby="hero-start-heading">
      <h2 id="hero-start-heading" className="hero-start__heading">
        {copy.heading}
      </h2>
      <p className="hero-start__intro">{copy.intro}</p>
      <div className="hero-start__field">
        <label htmlFor="hero-start-state">{estimatorCopy.state.label}</label>
        <select id="hero-start-state" name={stateName} defaultValue="" autoComplete="address-level1">
          <option value="">{estimatorCopy.state.placeholder}</option>
          {stateMedicaid.map((state) => (
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
          <label htmlFor="hero-start-income">{estimatorCopy.yearlyIncome.label}</label>
          <input id="hero-start-income" name={yearlyIncomeName} inputMode="decimal" autoComplete="off" />
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--large btn--block">
        {copy.submit}
      </button>
    </form>
  )
}
