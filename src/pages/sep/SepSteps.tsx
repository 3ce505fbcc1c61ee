import { useId } from 'react'
import { sepSteps } from '../../../content/pages/sep'
import { StepCards } from '../../components/sections/StepCards'

/** The three steps from a phone call to coverage, as a numbered list. */
export function SepSteps() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{sepSteps.heading}</h2>
        <StepCards steps={sepSteps.items} />
      </div>
    </section>
  )
}
