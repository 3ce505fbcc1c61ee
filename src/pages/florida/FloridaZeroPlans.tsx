import { floridaZeroPlans as zeroPlans } from '@copy/pages/florida'
import { Checklist, Section } from '../../components/sections/Section'

export function FloridaZeroPlans() {
  return (
    <Section heading={zeroPlans.heading} intro={zeroPlans.intro} tone="tinted" width="narrow">
      <Checklist items={zeroPlans.points} />
      <p className="note">{zeroPlans.note}</p>
    </Section>
  )
}
