import { useEffect, useId, useRef } from 'react'
import { resultCopy as copy } from '@copy/browser/estimateResult'
import { ContactForm } from '../contactForm/ContactForm'

type Props = {
  /** The state's name, filled in from the estimate. */
  state: string
  /** The estimate in one line (estimateForAgent), stored with the lead. */
  estimate: string
  /** Bumped on every press of 'Have an agent check this': each press brings the form into view again. */
  opened: number
}

/**
 * 'Have an agent check this': the content-page callback form, right below the result that opened it, with the
 * state filled in and the estimate sent along with the lead. Each press scrolls to it and puts the cursor in
 * the first field, so a keyboard or screen-reader visitor lands where the next step is.
 */
export function AgentCallback({ state, estimate, opened }: Props) {
  const id = useId()
  const ref = useRef<HTMLElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `opened` counts the presses: each one scrolls and focuses again
  useEffect(() => {
    const section = ref.current
    if (!section) return
    section.scrollIntoView({ block: 'start' })
    section.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true })
  }, [opened])

  return (
    <section ref={ref} className="estimator__callback" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{copy.callback.heading}</h3>
      <p>{copy.callback.intro}</p>
      <ContactForm variant="content" initialState={state} estimate={estimate} />
    </section>
  )
}
