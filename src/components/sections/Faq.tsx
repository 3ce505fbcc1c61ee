import { faqHeading } from '@copy/site'
import type { FaqItem } from '../../../content/types'
import { Section } from './Section'

/** Questions and answers as native disclosure widgets; the same items feed the page's FAQPage JSON-LD. */
type Props = {
  items: readonly FaqItem[]
  heading?: string
  tone?: 'plain' | 'tinted'
  /** An anchor target for in-page navigation. */
  id?: string
}

export function Faq({ items, heading = faqHeading, tone, id }: Props) {
  return (
    <Section id={id} heading={heading} tone={tone} width="narrow" className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </Section>
  )
}
