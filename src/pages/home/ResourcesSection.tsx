import { stateLinks } from '@copy/navigation'
import { resources } from '@copy/pages/home'
import { LinkList } from '../../components/layout/LinkList'
import { Section } from '../../components/sections/Section'
import { LinkCardGrid } from './LinkCardGrid'

/** Pages by situation, so every visitor finds the one written for them, then the state pages. */
export function ResourcesSection() {
  return (
    <Section heading={resources.heading} intro={resources.intro} tone="tinted">
      <LinkCardGrid cards={resources.links} />
      <h3 className="resources__states">{resources.statesHeading}</h3>
      <LinkList links={stateLinks} className="link-list" />
    </Section>
  )
}
