import { useId } from 'react'
import { seniorsMedicare as medicare } from '../../../content/pages/seniors'
import { StepCards } from '../../components/sections/StepCards'

/** The Initial Enrollment Period and the three steps that avoid a gap or a double premium at 65. */
export function MedicareTransition() {
  const headingId = useId()
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{medicare.heading}</h2>
        <p className="section__intro">{medicare.intro}</p>
        <StepCards steps={medicare.steps} />
        <p className="callout">{medicare.warning}</p>
      </div>
    </section>
  )
}
