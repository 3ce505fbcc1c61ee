import { useId } from 'react'
import { selfEmployedIncomeTips as tips } from '../../../content/pages/selfEmployed'

/** Plain steps for estimating a variable income, the question self-employed callers ask most. */
export function IncomeTips() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container container--narrow">
        <h2 id={headingId}>{tips.heading}</h2>
        <p>{tips.intro}</p>
        <ol className="steps-list">
          {tips.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}
