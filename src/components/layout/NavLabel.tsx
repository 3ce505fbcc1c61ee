import type { navLinks } from '../../../content/navigation'

/** A top link's words: the label everyone sees, then any hidden detail that says where a vague label leads. */
export function NavLabel({ link }: { link: (typeof navLinks)[number] }) {
  return (
    <>
      {link.label}
      {'hiddenDetail' in link && <span className="visually-hidden">{` ${link.hiddenDetail}`}</span>}
    </>
  )
}
