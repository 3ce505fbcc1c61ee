import type { ReactNode } from 'react'
import { Checklist, Section } from './Section'
import { YearRulesNote } from './YearRulesNote'
import { withEnglishNames } from '../englishNames'

/**
 * A card. Its icon is an element the page passes (the home page's CardIcon), so the icons' drawings stay in the
 * pages that show them instead of every page that shows cards.
 */
export type Feature = { title: string; text: string; points?: readonly string[]; icon?: ReactNode }

type Props = {
  heading: string
  intro?: string
  items: readonly Feature[]
  tone?: 'plain' | 'tinted'
  /** An anchor target for in-page navigation. */
  id?: string
  /** The coverage year whose rules the cards follow (SPEC's 2025 copy): says so, and links the estimator. */
  rulesYear?: number
}

/** A heading and a grid of titled cards: benefits, coverage items, protections. */
export function FeatureGrid({ heading, intro, items, tone, id, rulesYear }: Props) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.title} className="card">
            {item.icon}
            <h3>{withEnglishNames(item.title)}</h3>
            <p>{withEnglishNames(item.text)}</p>
            {item.points ? <Checklist items={item.points} /> : null}
          </li>
        ))}
      </ul>
      {rulesYear ? <YearRulesNote year={rulesYear} /> : null}
    </Section>
  )
}
