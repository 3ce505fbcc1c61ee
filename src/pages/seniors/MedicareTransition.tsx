import { seniorsMedicare as medicare } from '@copy/pages/seniors'
import { Section } from '../../components/sections/Section'
import { StepCards } from '../../components/sections/StepCards'

/** The Initial Enrollment Period and the three steps that avoid a gap or a double premium at 65. */
export function MedicareTransition() {
  return (
    <Section heading={medicare.heading} intro={medicare.intro} tone="tinted">
      {medicare.disclaimer && <p className="callout">{medicare.disclaimer}</p>}
      <StepCards steps={medicare.steps} />
      <p className="callout">{medicare.warning}</p>
    </Section>
  )
}
