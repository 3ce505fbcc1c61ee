import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useLocation } from '@tanstack/react-router'
import { pathPrefix } from '@copy/language'
import { optOutCopy } from '@copy/optOutForm'
import { optOutHelpCopy } from '@copy/optOutHelp'
import { authorizePageShown } from '../../../rules/authorizePage'
import { stopChoices } from '../../../rules/optOutStops'
import { useActorSnapshot, useLazyActor } from '../../lib/useLazyActor'

const fields = ['phone', 'email'] as const
// "Stop helping me" takes back the CMS consent of /authorize: offered only where the agency asks for that consent.
// authorizePageShown is the build's constant, so a build without the consent leaves its words out of the page.
const stops = stopChoices.filter((stop) => stop !== 'help' || authorizePageShown)
const stopLabel = (stop: (typeof stops)[number]) =>
  stop === 'help' ? (authorizePageShown ? optOutHelpCopy.choice : '') : optOutCopy.form.stop[stop]

/**
 * The opt-out form: a phone number and/or an email address, and what to stop; no consent box (nothing is agreed
 * to). The inputs own what the visitor types, so the form works from the first paint and a refused request keeps
 * it; the machine (and xstate, supabase-js, the messages) loads on the first touch, as the contact forms' does.
 */
export function OptOutForm() {
  const id = useId()
  const { pathname } = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLHeadingElement>(null)
  const { live, load } = useLazyActor(
    () => import('./liveOptOut'),
    ({ startOptOut }) => startOptOut(pathPrefix + pathname, () => formRef.current),
  )
  const snapshot = useActorSnapshot(live?.actor)
  const view = snapshot && live?.view(snapshot)
  const copy = optOutCopy.form

  const confirmed = view?.confirmed ?? false
  useEffect(() => {
    if (confirmed) confirmationRef.current?.focus()
  }, [confirmed])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    ;(await load()).submit()
  }

  if (confirmed) {
    return (
      <div className="opt-out__confirmation" role="status">
        <h2 ref={confirmationRef} tabIndex={-1}>
          {optOutCopy.confirmation.heading}
        </h2>
        <p>
          {authorizePageShown && view?.stopped === 'help' ? optOutHelpCopy.confirmation : optOutCopy.confirmation.text}
        </p>
        <button type="button" className="btn btn--outline" onClick={() => live?.restart()}>
          {optOutCopy.confirmation.again}
        </button>
      </div>
    )
  }

  const errors = view?.errors ?? {}
  const submitting = view?.submitting ?? false
  return (
    // method="dialog": a submit before the page is interactive never becomes a GET with the details in the URL.
    <form
      ref={formRef}
      className="contact-form opt-out"
      method="dialog"
      noValidate
      onFocus={() => void load()}
      onChange={(event) => live?.edited(event.target)}
      onSubmit={onSubmit}
    >
      <fieldset disabled={submitting} className="contact-form__fields">
        <fieldset className="opt-out__group" aria-describedby={`${id}-hint`}>
          <legend>{copy.contactLegend}</legend>
          <p id={`${id}-hint`} className="opt-out__hint">
            {copy.contactHint}
          </p>
          <div className="contact-form__grid">
            {fields.map((name) => {
              const error = errors[name]
              return (
                <div key={name} className="contact-form__field">
                  <label htmlFor={`${id}-${name}`}>{copy[name].label}</label>
                  <input
                    id={`${id}-${name}`}
                    name={name}
                    type={name === 'phone' ? 'tel' : 'email'}
                    inputMode={name === 'phone' ? 'tel' : 'email'}
                    autoComplete={name === 'phone' ? 'tel' : 'email'}
                    placeholder={copy[name].placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${name}-error` : undefined}
                  />
                  {error && (
                    <p id={`${id}-${name}-error`} className="contact-form__error">
                      {error}
                    </p>
                  )}
                </div>
              )
            })}
          </div>
        </fieldset>
        <fieldset className="opt-out__group">
          <legend>{copy.stopLegend}</legend>
          {stops.map((stop) => (
            <div key={stop} className="opt-out__choice">
              <input id={`${id}-stop-${stop}`} type="radio" name="stop" value={stop} defaultChecked={stop === 'all'} />
              <label htmlFor={`${id}-stop-${stop}`}>{stopLabel(stop)}</label>
            </div>
          ))}
        </fieldset>
        {view?.notice && (
          <p className="contact-form__error" role="alert">
            {view.notice}
          </p>
        )}
        <button type="submit" className="btn btn--call btn--large btn--block">
          {submitting ? copy.submitting : copy.submit}
        </button>
      </fieldset>
      <p className="contact-form__legal">{optOutCopy.privacyNote}</p>
    </form>
  )
}
