import { useEffect, useId, useRef, type FormEvent } from 'react'
import { Link, ScriptOnce, useLocation } from '@tanstack/react-router'
import { consent, contactDetailsLegend, fieldCopy, formCopy, smsConsent } from '@copy/browser/forms'
import { ESTIMATE_FIELD, HONEYPOT_FIELD, textFields, type FormVariant } from '../../../machines/leadFields'
import { config } from '../../lib/env'
import { HELD, holdEarlySubmits } from './earlySubmit'
import { pathPrefix } from '@copy/language'
import { withEnglishNames } from '../englishNames'
import { CHAT_ANSWERS } from '../../lib/chatAnswersEvent'
import { useActorSnapshot, useLazyActor } from '../../lib/useLazyActor'

type Props = {
  variant: FormVariant
  initialState?: string
  /** The savings estimate this form is sent from (the estimator's callback form): stored with the lead. */
  estimate?: string
}

/**
 * A contact form driven by the contact-form machine. The inputs own what the visitor types, so the form works
 * from the first paint; the machine (and xstate) loads on the first touch, hears which field changed, receives
 * the values once at submit, and says what to show: the toast, the errors under the fields, 'Submitting...'.
 */
export function ContactForm({ variant, initialState = '', estimate }: Props) {
  const id = useId()
  const { pathname } = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const { live, load } = useLazyActor(
    () => import('./liveForm'),
    ({ startContactForm }) => startContactForm({ variant, page: pathPrefix + pathname }, () => formRef.current),
  )
  // What the machine says to show, in words (null until the machine has loaded).
  const snapshot = useActorSnapshot(live?.actor)
  const view = snapshot && live?.view(snapshot)
  const submitting = view?.submitting ?? false
  const errors = view?.errors ?? {}

  // A preset state that changes (the estimator's callback form, estimated again for another state) follows into the
  // field, unless the visitor has typed a state of their own there: what they typed is never overwritten.
  const preset = useRef(initialState)
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('state')
    if (preset.current === initialState || !(field instanceof HTMLInputElement)) return
    if (field.value === preset.current) {
      field.value = initialState
      live?.edited(field)
    }
    preset.current = initialState
  }, [initialState, live])

  // What the visitor tells the chat on this page fills this form's empty fields: the form's code loads to do it.
  useEffect(() => {
    const answered = (event: Event) => void load().then((started) => started.chatAnswered(event))
    window.addEventListener(CHAT_ANSWERS, answered)
    return () => window.removeEventListener(CHAT_ANSWERS, answered)
  }, [load])

  // A submit the page held while its JavaScript was loading: the machine sends it as soon as it has started.
  useEffect(() => {
    if (formRef.current && Reflect.get(formRef.current, HELD)) void load()
  }, [load])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    ;(await load()).submit()
  }

  const described = (name: string, error: string | undefined) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-${name}-error` : undefined,
  })
  const message = (name: string, error: string | undefined) =>
    error && (
      <p id={`${id}-${name}-error`} className="contact-form__error">
        {error}
      </p>
    )

  return (
    // method="dialog": a submit before the page is interactive never becomes a GET with the details in the URL.
    <form
      ref={formRef}
      className="contact-form"
      method="dialog"
      noValidate
      onFocus={() => void load()}
      onChange={(event) => live?.edited(event.target)}
      onSubmit={onSubmit}
    >
      {/* Rendered into the prerendered page only (it removes itself before hydration); the string stays out of the browser bundle. */}
      <ScriptOnce>{import.meta.env.SSR ? holdEarlySubmits : ''}</ScriptOnce>
      <fieldset disabled={submitting} className="contact-form__fields">
        <legend className="visually-hidden">{contactDetailsLegend}</legend>
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
                  {...described(name, errors[name])}
                  defaultValue={name === 'state' ? initialState : ''}
                  inputMode={name === 'phone' ? 'tel' : undefined}
                />
                {message(name, errors[name])}
              </div>
            )
          })}
        </div>
        {/* The honeypot: off-screen, hidden from assistive technology, out of the tab order. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{formCopy.honeypot}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        {/* What the estimator showed: read once at the press, like the inputs, so a new estimate goes with the lead. */}
        {estimate ? <input type="hidden" name={ESTIMATE_FIELD} value={estimate} /> : null}
        <div className="contact-form__consent">
          <input
            id={`${id}-consent`}
            name="agreedToContact"
            type="checkbox"
            aria-required="true"
            {...described('consent', errors.agreedToContact)}
          />
          <label htmlFor={`${id}-consent`}>{withEnglishNames(consent.text(config.agencyLegalName))}</label>
        </div>
        {message('consent', errors.agreedToContact)}
        {/* Texts have their own box, optional and unticked: the carriers refuse a text program whose consent is a
            condition of the form. The policy and terms it names sit right beside it, outside the label. */}
        <div className="contact-form__consent contact-form__consent--texts">
          <input id={`${id}-texts`} name="agreedToTexts" type="checkbox" />
          <label htmlFor={`${id}-texts`}>{withEnglishNames(smsConsent.text(config.agencyLegalName))}</label>
          <p className="contact-form__consent-links">
            <Link to="/privacy-policy">{formCopy.legal.privacy}</Link> ·{' '}
            <Link to="/terms-of-service">{formCopy.legal.terms}</Link>
          </p>
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
