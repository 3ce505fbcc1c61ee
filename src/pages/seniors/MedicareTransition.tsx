import { useId } from 'react'
import { seniorsMedicare as medicare } from '../../../content/pages/seniors'

/** The Initial Enrollment Period and the three steps that avoid a gap or a double premium at 65. */
export function MedicareTransition() {
  const headingId = useId()
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{medicare.heading}</h2>
        <p className="section__intro">{medicare.intro}</p>
        <ol className="card-grid step-cards">
          {medicare.steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="callout">{medicare.warning}</p>
      </div>
    </section>
  )
}
