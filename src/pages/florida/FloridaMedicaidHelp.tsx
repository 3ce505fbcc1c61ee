import { useId } from 'react'
import { floridaMedicaid as medicaid } from '../../../content/pages/florida'
import { StepCards } from '../../components/sections/StepCards'

/** The Medicaid-to-ACA move in three steps, and the coverage gap Florida's rules leave. */
export function FloridaMedicaidHelp() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{medicaid.heading}</h2>
        <p className="section__intro">{medicaid.intro}</p>
        <StepCards steps={medicaid.steps} />
        <p className="note">{medicaid.gapNote}</p>
      </div>
    </section>
  )
}
