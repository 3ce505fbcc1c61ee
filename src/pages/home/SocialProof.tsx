import { socialProof } from '../../../content/pages/home'
import { Section } from '../../components/sections/Section'

/** The agency's numbers and what clients say. */
export function SocialProof() {
  return (
    <Section heading={socialProof.heading} tone="tinted">
      <ul className="stat-row">
        {socialProof.stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong> {stat.label}
          </li>
        ))}
      </ul>
      <ul className="card-grid testimonials">
        {socialProof.testimonials.map((item) => (
          <li key={item.name} className="card">
            <figure>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>, {item.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
