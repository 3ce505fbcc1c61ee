import { useId } from 'react'
import type { FaqItem } from '../../../content/types'

/** Questions and answers as native disclosure widgets; the same items feed the page's FAQPage JSON-LD. */
export function Faq({ items, heading = 'Frequently Asked Questions' }: { items: readonly FaqItem[]; heading?: string }) {
  const headingId = useId()
  return (
    <section className="section faq" aria-labelledby={headingId}>
      <div className="container container--narrow">
        <h2 id={headingId}>{heading}</h2>
        {items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
