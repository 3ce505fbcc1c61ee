import type { CardIconName } from '../../../content/cardIcons'

/** A card's icon: decoration only (the card's heading says what it is), drawn by cardIcons.css. */
export function CardIcon({ name }: { name: CardIconName }) {
  return <span className={`card-icon card-icon--${name}`} aria-hidden="true" />
}
