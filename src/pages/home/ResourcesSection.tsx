import { Link } from '@tanstack/react-router'
import { stateLinks } from '../../../content/navigation'
import { resources } from '../../../content/pages/home'
import { CardIcon } from '../../components/icons/CardIcon'
import { LinkList } from '../../components/layout/LinkList'
import { Section } from '../../components/sections/Section'

/** Pages by situation, so every visitor finds the one written for them, then the state pages. */
export function ResourcesSection() {
  return (
    <Section heading={resources.heading} intro={resources.intro} tone="tinted">
      <ul className="card-grid">
        {resources.links.map((link) => (
          <li key={link.to} className="card card--link">
            <CardIcon name={link.icon} />
            <h3>
              <Link to={link.to}>{link.title}</Link>
            </h3>
            <p>{link.text}</p>
          </li>
        ))}
      </ul>
      <h3 className="resources__states">{resources.statesHeading}</h3>
      <LinkList links={stateLinks} className="link-list" />
    </Section>
  )
}
