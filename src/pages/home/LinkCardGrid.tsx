import { Link, type LinkProps } from '@tanstack/react-router'
import type { CardIconName } from '../../../content/cardIcons'
import { CardIcon } from '../../components/icons/CardIcon'

type LinkCard = { to: NonNullable<LinkProps['to']>; icon: CardIconName; title: string; text: string }

/** Cards that each lead to a page: icon, linked title (the whole card is the link's target), one line of text. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.to} className="card card--link">
          <CardIcon name={card.icon} />
          <h3>
            <Link to={card.to}>{card.title}</Link>
          </h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
