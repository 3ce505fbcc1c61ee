import { sepSteps } from '@copy/pages/sep'
import { Section } from '../../components/sections/Section'
import { StepCards } from '../../components/sections/StepCards'

/** The three steps from a phone call to coverage, as a numbered list. */
export function SepSteps() {
  return (
    <Section heading={sepSteps.heading}>
      <StepCards steps={sepSteps.items} />
    </Section>
  )
}
