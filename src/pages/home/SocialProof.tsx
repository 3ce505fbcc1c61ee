import { socialProof as proof } from '@copy/pages/home'
import { reviewsSourceSlot } from '../../../content/models/slots'
import { config } from '../../lib/env'
import { resultsMayVary, testimonials } from '@copy/testimonials'
import { Section } from '../../components/sections/Section'
import { withEnglishNames } from '../../components/englishNames'

/** The agency's numbers, then what clients say: only real, consented testimonials (content/en/testimonials.ts). */
export function SocialProof() {
  return (
    <Section heading={proof.heading} tone="tinted">
      <ul className="stat-row">
        {proof.stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>{' '}
            {withEnglishNames(stat.label.replace(reviewsSourceSlot, config.trust.reviewsSource))}
          </li>
        ))}
      </ul>
      <p className="note">{proof.resultsVary}</p>
      {testimonials.length > 0 && (
        <>
          <ul className="card-grid testimonials">
            {testimonials.map((item) => (
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
          <p className="note">{resultsMayVary}</p>
        </>
      )}
    </Section>
  )
}
