import { Link, type LinkProps } from '@tanstack/react-router'
import { Section } from './Section'

export type RelatedLink = { to: NonNullable<LinkProps['to']>; label: string; text?: string }

type Props = { heading: string; links: readonly RelatedLink[] }

/** 'Related pages' cards: each card's link names the page it opens, with a line on why to read it. */
export function RelatedLinks({ heading, links }: Props) {
  return (
    <Section heading={heading} tone="tinted">
      <ul className="card-grid related-links">
        {links.map((link) => (
          <li key={link.to} className="card">
            <Link to={link.to} className="related-links__link">
              {link.label}
            </Link>
            {link.text ? <p>{link.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
