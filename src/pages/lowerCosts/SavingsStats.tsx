import { savingsStats } from '../../../content/pages/lowerCosts'
import { Section } from '../../components/sections/Section'

/** The headline savings: the most, the average and the typical monthly price after savings. */
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
    </Section>
  )
}
