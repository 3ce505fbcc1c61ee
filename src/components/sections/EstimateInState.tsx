import { Link } from '@tanstack/react-router'
import type { StateCode } from '../../../rules/stateCodes'
import { estimateInStateLead } from '@copy/browser/savingsEstimator'

/**
 * A way from a state's page to the savings estimator, started on that state (the calculator fills the state in
 * and waits for the rest: a preset is not an answer the visitor gave).
 */
export function EstimateInState({ code, name }: { code: StateCode; name: string }) {
  return (
    <p className="estimate-in-state">
      <Link to="/savings-calculator" search={{ state: code }}>
        {`${estimateInStateLead} ${name}`}
      </Link>
    </p>
  )
}
