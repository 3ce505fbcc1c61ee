import { useId } from 'react'
import { sepSteps } from '../../../content/pages/sep'

/** The three steps from a phone call to coverage, as a numbered list. */
export function SepSteps() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{sepSteps.heading}</h2>
        <ol className="card-grid step-cards">
          {sepSteps.items.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
