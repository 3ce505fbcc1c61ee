import { socialProof } from '../../../content/pages/home'
import { resultsMayVary, testimonials } from '../../../content/testimonials'

/** The agency's numbers, then what clients say: only real, consented testimonials (content/testimonials.ts). */
export function SocialProof() {
  return (
    <section className="section section--tinted" aria-labelledby="proof-heading">
      <div className="container">
        <h2 id="proof-heading">{socialProof.heading}</h2>
        <ul className="stat-row">
          {socialProof.stats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong> {stat.label}
            </li>
          ))}
        </ul>
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
      </div>
    </section>
  )
}
