import { useId } from 'react'
import { floridaZeroPlans as zeroPlans } from '../../../content/pages/florida'

export function FloridaZeroPlans() {
  const headingId = useId()
  return (
    <section className="section section--tinted" aria-labelledby={headingId}>
      <div className="container container--narrow">
        <h2 id={headingId}>{zeroPlans.heading}</h2>
        <p>{zeroPlans.intro}</p>
        <ul className="checklist">
          {zeroPlans.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
