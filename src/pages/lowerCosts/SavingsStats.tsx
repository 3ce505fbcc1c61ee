import { savingsStats } from '@copy/pages/lowerCosts'
import { Section } from '../../components/sections/Section'

/** The agency's savings figures with their period and the results-may-vary line, and what some plans cost. */
export function SavingsStats() {
  return (
    <Section heading={savingsStats.heading} intro={savingsStats.intro}>
      <ul className="stat-row">
        {savingsStats.stats.map((stat) => (
          <li key={stat.label} className="card">
            <strong>{stat.value}</strong> {stat.label}
          </li>
        ))}
      </ul>
      <p className="note">{savingsStats.resultsVary}</p>
    </Section>
  )
}
