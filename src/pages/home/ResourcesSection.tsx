import { Link } from '@tanstack/react-router'
import { stateLinks } from '../../../content/navigation'
import { resources } from '../../../content/pages/home'

/** Pages by situation, so every visitor finds the one written for them. */
export function ResourcesSection() {
  return (
    <section className="section section--tinted" aria-labelledby="resources-heading">
      <div className="container">
        <h2 id="resources-heading">{resources.heading}</h2>
        <p className="section__intro">{resources.intro}</p>
        <ul className="card-grid">
          {resources.links.map((link) => (
            <li key={link.to} className="card card--link">
              <h3>
                <Link to={link.to}>{link.title}</Link>
              </h3>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
        <h3 className="resources__states">{resources.statesHeading}</h3>
        <ul className="link-list">
          {stateLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
