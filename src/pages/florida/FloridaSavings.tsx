import { floridaSavingsStats as savings } from '@copy/pages/florida'
import { EstimateInState } from '../../components/sections/EstimateInState'
import { Section } from '../../components/sections/Section'

/** What Floridians saved (the agency's figures, with their period), and the estimator preset to Florida. */
export function FloridaSavings() {
  return (
    <Section heading={savings.heading} tone="tinted">
      <ul className="stat-row">
        {savings.items.map((item) => (
          <li key={item.label}>
            <strong>{item.value}</strong> {item.label}
          </li>
        ))}
      </ul>
      <p className="section__intro">{savings.text}</p>
      <p className="note">{savings.resultsVary}</p>
      <EstimateInState code="FL" name="Florida" />
    </Section>
  )
}
