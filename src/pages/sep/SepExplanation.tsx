import { sepExplanation } from '@copy/pages/sep'
import { Section } from '../../components/sections/Section'

/** What a Special Enrollment Period is and how long it lasts. */
export function SepExplanation() {
  return (
    <Section heading={sepExplanation.heading} width="narrow">
      {sepExplanation.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="callout">{sepExplanation.deadlineNote}</p>
    </Section>
  )
}
