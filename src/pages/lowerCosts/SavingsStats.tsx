import { useId } from 'react'
import { savingsStats } from '../../../content/pages/lowerCosts'

/** The headline savings: the most, the average and the typical monthly price after savings. */
export function SavingsStats() {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{savingsStats.heading}</h2>
        <p className="section__intro">{savingsStats.intro}</p>
        <ul className="stat-row">
          {savingsStats.stats.map((stat) => (
            <li key={stat.label} className="card">
              <strong>{stat.value}</strong> {stat.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
