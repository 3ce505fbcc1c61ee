import { useId } from 'react'
import { floridaMedicaid as medicaid } from '../../../content/pages/florida'

/** The Medicaid-to-ACA move in three steps, and the coverage gap Florida's rules leave. */
export function FloridaMedicaidHelp() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{medicaid.heading}</h2>
        <p className="section__intro">{medicaid.intro}</p>
        <ol className="card-grid step-cards">
          {medicaid.steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="note">{medicaid.gapNote}</p>
      </div>
    </section>
  )
}
