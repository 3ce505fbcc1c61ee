import { useId } from 'react'
import { formCopy } from '../../../content/forms'
import type { FormVariant } from '../../../machines/leadFields'
import { ContactForm } from '../contactForm/ContactForm'

type Props = {
  variant: FormVariant
  /** The state the form starts with (the Florida page presets 'Florida'). */
  initialState?: string
  heading?: string
}

/** A page's contact form block: heading, one line on what happens next, and the form. */
export function ContactFormSection({ variant, initialState, heading = 'Get Your Free Quote' }: Props) {
  const headingId = useId()
  return (
    <section className="section contact-section" aria-labelledby={headingId} id="quote">
      <div className="container container--narrow card">
        <h2 id={headingId}>{heading}</h2>
        <p>{formCopy[variant].intro}</p>
        <ContactForm variant={variant} initialState={initialState} />
      </div>
    </section>
  )
}
