import { useCallback, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { consent, fieldCopy, formCopy } from '../../../content/forms'
import { HONEYPOT_FIELD, textFields, type FormVariant } from '../../../machines/leadFields'
import type { FormActor, LiveForm } from './liveForm'

type Props = { variant: FormVariant; initialState?: string }

const noSubscription = () => () => {}

/** The live machine's snapshot, or null until the machine has loaded. */
function useFormSnapshot(actor: FormActor | null) {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(actor ? subscribe : noSubscription, () => actor?.getSnapshot() ?? null, () => null)
}

/**
 * A contact form driven by the contact-form machine. The inputs keep what the visitor types in the DOM, so the
 * form works from the first paint; the machine (and xstate) loads on the first touch and reads them on submit.
 */
export function ContactForm({ variant, initialState = '' }: Props) {
  const id = useId()
  const { pathname } = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef<Promise<LiveForm> | null>(null)
  const [live, setLive] = useState<LiveForm | null>(null)
  const snapshot = useFormSnapshot(live?.actor ?? null)
  const submitting = snapshot?.matches('submitting') ?? false

  const load = useCallback(() => {
    loading.current ??= import('./liveForm').then(({ startContactForm }) => {
      const started = startContactForm({ variant, initialState, page: pathname }, () => formRef.current)
      setLive(started)
      return started
    })
    return loading.current
  }, [variant, initialState, pathname])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    ;(await load()).submit()
  }

  return (
    <form ref={formRef} className="contact-form" noValidate onFocus={() => void load()} onChange={(event) => live?.changed(event.target)} onSubmit={onSubmit}>
      <fieldset disabled={submitting} className="contact-form__fields">
        <legend className="visually-hidden">Your contact details</legend>
        <div className="contact-form__grid">
          {textFields.map((name) => {
            const copy = fieldCopy[name]
            return (
              <div key={name} className="contact-form__field">
                <label htmlFor={`${id}-${name}`}>
                  {copy.label} <span aria-hidden="true">*</span>
                </label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type={copy.type}
                  placeholder={copy.placeholder}
                  autoComplete={copy.autoComplete}
                  aria-required="true"
                  defaultValue={name === 'state' ? initialState : ''}
                  inputMode={name === 'phone' ? 'tel' : undefined}
                />
              </div>
            )
          })}
        </div>
        {/* The honeypot: off-screen, hidden from assistive technology, out of the tab order. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{formCopy.honeypot}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <div className="contact-form__consent">
          <input id={`${id}-consent`} name="agreedToContact" type="checkbox" aria-required="true" />
          <label htmlFor={`${id}-consent`}>{consent.text}</label>
        </div>
        <button type="submit" className="btn btn--call btn--large btn--block">
          {submitting ? formCopy.submitting : formCopy[variant].submit}
        </button>
      </fieldset>
      <p className="contact-form__legal">
        {formCopy.legal.before} <Link to="/privacy-policy">{formCopy.legal.privacy}</Link> {formCopy.legal.and}{' '}
        <Link to="/terms-of-service">{formCopy.legal.terms}</Link>.
      </p>
    </form>
  )
}
