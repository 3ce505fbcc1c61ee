import { Link } from '@tanstack/react-router'
import { topicCards } from '../../../content/pages/home'

/** Four doors into the guide pages. */
export function TopicCards() {
  return (
    <section className="section" aria-labelledby="topics-heading">
      <div className="container">
        <h2 id="topics-heading">{topicCards.heading}</h2>
        <ul className="card-grid">
          {topicCards.cards.map((card) => (
            <li key={card.to} className="card card--link">
              <h3>
                <Link to={card.to}>{card.title}</Link>
              </h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
