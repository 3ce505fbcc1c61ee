import { topicCards } from '@copy/pages/home'
import { Section } from '../../components/sections/Section'
import { LinkCardGrid } from './LinkCardGrid'

/** Four doors into the guide pages. */
export function TopicCards() {
  return (
    <Section heading={topicCards.heading}>
      <LinkCardGrid cards={topicCards.cards} />
    </Section>
  )
}
