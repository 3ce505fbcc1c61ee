import { Link } from '@tanstack/react-router'
import { topicCards } from '../../../content/pages/home'
import { CardIcon } from '../../components/icons/CardIcon'
import { Section } from '../../components/sections/Section'

/** Four doors into the guide pages. */
export function TopicCards() {
  return (
    <Section heading={topicCards.heading}>
      <ul className="card-grid">
        {topicCards.cards.map((card) => (
          <li key={card.to} className="card card--link">
            <CardIcon name={card.icon} />
            <h3>
              <Link to={card.to}>{card.title}</Link>
            </h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
