import { useEffect, useId, useRef, type FormEvent } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { language, pathPrefix } from '@copy/language'
import { siteLocales } from '../../../rules/locales'
import { authorizeCopy } from '@copy/browser/authorizeForm'
import { useActorSnapshot, useLazyActor } from '../../lib/useLazyActor'
import type { AuthorizeView } from './liveAuthorize'

/**
 * The CMS consent form: the link is checked first (its token is after '#', so it never reaches a server or a log),
 * then the five elements in plain words, the consent's exact words, the typed name and one box, and the optional
 * review of the application. The machine (and xstate, supabase-js, the words it says) loads once the page runs, as
 * the opt-out form's does on its first touch: this page has nothing to show before its link is checked.
 */
export function AuthorizeForm() {
  const id = useId()
  const { pathname } = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const focusRef = useRef<HTMLHeadingElement>(null)
  const { live, load } = useLazyActor(
    () => import('./liveAuthorize'),
    ({ startAuthorize }) => startAuthorize(pathPrefix + pathname, window.location.hash.slice(1), () => formRef.current),
  )
  useEffect(() => {
    void load()
  }, [load])
  const snapshot = useActorSnapshot(live?.actor)
  const view = snapshot && live?.view(snapshot)
  const step = view?.step ?? 'checking'

  useEffect(() => {
    if (step === 'confirmed' || step === 'refused' || step === 'expired') focusRef.current?.focus()
  }, [step])

  if (!view || step === 'checking') return <p role="status">{authorizeCopy.checking}</p>
  if (step === 'unchecked')
    return (
      <div role="alert">
        <p>{authorizeCopy.unchecked.text}</p>
        <button type="button" className="btn btn--outline" onClick={() => live?.retry()}>
          {authorizeCopy.unchecked.retry}
        </button>
      </div>
    )
  if (step === 'refused' || step === 'expired') {
    const words = authorizeCopy[step]
    return (
      <div className="authorize__refusal" role="alert">
        <h2 ref={focusRef} tabIndex={-1}>
          {words.heading}
        </h2>
        <p>{words.text}</p>
      </div>
    )
  }
  if (step === 'confirmed') return <Confirmation view={view} focusRef={focusRef} onPrint={() => live?.print()} />

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    live?.submit()
  }
  const copy = authorizeCopy.form
  const link = view.link
  const submitting = step === 'submitting'
  const nameError = view.errors.signedName
  const agreeError = view.errors.agreed
  return (
    <>
      <Elements view={view} />
      <form
        ref={formRef}
        className="contact-form authorize"
        method="dialog"
        noValidate
        onChange={(event) => live?.edited(event.target)}
        onSubmit={onSubmit}
      >
        <fieldset disabled={submitting} className="contact-form__fields">
          <h2>{copy.wordsHeading}</h2>
          <blockquote className="authorize__words">{view.consentText}</blockquote>
          <div className="contact-form__field">
            <label htmlFor={`${id}-name`}>{copy.name.label}</label>
            <p id={`${id}-name-hint`} className="opt-out__hint">
              {copy.name.hint(link?.consumerName ?? '')}
            </p>
            <input
              id={`${id}-name`}
              name="signedName"
              type="text"
              autoComplete="name"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-hint ${id}-name-error` : `${id}-name-hint`}
            />
            {nameError && (
              <p id={`${id}-name-error`} className="contact-form__error">
                {nameError}
              </p>
            )}
          </div>
          <div className="authorize__box">
            <input
              id={`${id}-agree`}
              name="agreed"
              type="checkbox"
              value="yes"
              aria-invalid={agreeError ? true : undefined}
              aria-describedby={agreeError ? `${id}-agree-error` : undefined}
            />
            <label htmlFor={`${id}-agree`}>{copy.agree}</label>
            {agreeError && (
              <p id={`${id}-agree-error`} className="contact-form__error">
                {agreeError}
              </p>
            )}
          </div>
          {link?.applicationSummary && (
            <fieldset className="opt-out__group">
              <legend>{copy.review.legend}</legend>
              <p>{copy.review.intro}</p>
              <h3>{copy.review.summary}</h3>
              <pre className="authorize__summary">{link.applicationSummary}</pre>
              <div className="authorize__box">
                <input id={`${id}-review`} name="reviewConfirmed" type="checkbox" value="yes" />
                <label htmlFor={`${id}-review`}>{view.reviewText}</label>
              </div>
            </fieldset>
          )}
          {view.notice && (
            <p className="contact-form__error" role="alert">
              {view.notice}
            </p>
          )}
          <button type="submit" className="btn btn--call btn--large btn--block">
            {submitting ? copy.submitting : copy.submit}
          </button>
        </fieldset>
      </form>
    </>
  )
}

/** The five elements CMS requires, in plain words, with the link's names. */
function Elements({ view }: { view: AuthorizeView }) {
  const words = authorizeCopy.elements
  const link = view.link
  const today = new Intl.DateTimeFormat(siteLocales[language].intl, { dateStyle: 'long' }).format(new Date())
  return (
    <section className="authorize__elements">
      <h2>{words.heading}</h2>
      <dl>
        <dt>{words.yourName}</dt>
        <dd>{link?.consumerName}</dd>
        <dt>{words.agent}</dt>
        <dd>{words.agentOf(link?.agentName ?? '', link?.agencyName ?? '')}</dd>
        <dt>{words.scope}</dt>
        <dd>{words.scopeText}</dd>
        <dt>{words.duration}</dt>
        <dd>{words.durationText}</dd>
        <dt>{words.revoke}</dt>
        <dd>
          {words.revokeText} <Link to="/opt-out">{words.revokeLink}</Link>
        </dd>
        <dt>{words.date}</dt>
        <dd>{today}</dd>
      </dl>
    </section>
  )
}

/** The record, as the consumer keeps it: on screen, and printed or saved as a PDF by the browser (print styles). */
function Confirmation({
  view,
  focusRef,
  onPrint,
}: {
  view: AuthorizeView
  focusRef: React.RefObject<HTMLHeadingElement | null>
  onPrint: () => void
}) {
  const words = authorizeCopy.confirmation
  const link = view.link
  const reviewed = view.submitted.reviewConfirmed && Boolean(link?.applicationSummary)
  const when = view.confirmedAt
    ? new Intl.DateTimeFormat(siteLocales[language].intl, { dateStyle: 'long', timeStyle: 'long' }).format(
        view.confirmedAt,
      )
    : ''
  return (
    <div className="authorize__record" role="status">
      <h2 ref={focusRef} tabIndex={-1}>
        {words.heading}
      </h2>
      <p>{words.text}</p>
      <dl>
        <dt>{words.signedBy}</dt>
        <dd>{view.submitted.signedName.trim()}</dd>
        <dt>{words.nameOnLink}</dt>
        <dd>{link?.consumerName}</dd>
        <dt>{words.agent}</dt>
        <dd>{link?.agentName}</dd>
        <dt>{words.agency}</dt>
        <dd>{link?.agencyName}</dd>
        <dt>{words.when}</dt>
        <dd>{when}</dd>
        <dt>{words.consent}</dt>
        <dd>{view.consentText}</dd>
        {reviewed && (
          <>
            <dt>{words.summary}</dt>
            <dd>
              <pre className="authorize__summary">{link?.applicationSummary}</pre>
            </dd>
            <dt>{words.review}</dt>
            <dd>{view.reviewText}</dd>
          </>
        )}
      </dl>
      <p>{words.revoke}</p>
      <button type="button" className="btn btn--outline authorize__print" onClick={onPrint}>
        {words.print}
      </button>
    </div>
  )
}
