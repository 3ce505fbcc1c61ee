import { useId } from 'react'

export type Feature = { title: string; text: string; points?: readonly string[] }

type Props = { heading: string; intro?: string; items: readonly Feature[]; tone?: 'plain' | 'tinted' }

/** A heading and a responsive grid of titled cards: benefits, coverage items, protections. */
export function FeatureGrid({ heading, intro, items, tone = 'plain' }: Props) {
  const headingId = useId()
  return (
    <section className={`section section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{heading}</h2>
        {intro ? <p className="section__intro">{intro}</p> : null}
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              {item.points ? (
                <ul className="checklist">
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
