import { formCopy, quoteHeading } from '@copy/browser/forms'
import type { FormVariant } from '../../../machines/leadFields'
import { ContactForm } from '../contactForm/ContactForm'
import { Section } from './Section'

type Props = {
  variant: FormVariant
  /** The state the form starts with (the Florida page presets 'Florida'). */
  initialState?: string
  heading?: string
}

/** A page's contact form block: heading, one line on what happens next, and the form in its card. */
export function ContactFormSection({ variant, initialState, heading = quoteHeading }: Props) {
  return (
    <Section heading={heading} intro={formCopy[variant].intro} width="narrow" id="quote" className="contact-section">
      <div className="card">
        <ContactForm variant={variant} initialState={initialState} />
      </div>
    </Section>
  )
}
