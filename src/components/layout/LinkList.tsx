import { Link, type LinkProps } from '@tanstack/react-router'

type Props = { links: readonly { to: NonNullable<LinkProps['to']>; label: string }[]; className?: string }

/** A plain list of links to the site's pages, each named by its label (footer columns, state links, popular pages). */
export function LinkList({ links, className }: Props) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
}
