import { floridaMedicaid as medicaid } from '@copy/pages/florida'
import { Section } from '../../components/sections/Section'
import { StepCards } from '../../components/sections/StepCards'

/** The Medicaid-to-ACA move in three steps, and the coverage gap Florida's rules leave. */
export function FloridaMedicaidHelp() {
  return (
    <Section heading={medicaid.heading} intro={medicaid.intro}>
      <StepCards steps={medicaid.steps} />
      <p className="note">{medicaid.gapNote}</p>
    </Section>
  )
}
