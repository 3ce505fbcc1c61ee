import { socialProof } from '../../../content/pages/home'

/** The agency's numbers and what clients say. */
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
      </div>
    </section>
  )
}
