import { selfEmployedIncomeTips as tips } from '@copy/pages/selfEmployed'
import { Section } from '../../components/sections/Section'

/** Plain steps for estimating a variable income, the question self-employed callers ask most. */
export function IncomeTips() {
  return (
    <Section heading={tips.heading} intro={tips.intro} width="narrow">
      <ol className="steps-list">
        {tips.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  )
}
