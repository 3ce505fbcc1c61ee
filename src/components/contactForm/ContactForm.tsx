import { useCallback, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { consent, fieldCopy, formCopy } from '../../../content/forms'
import type { ActorRefFrom } from 'xstate'
import type { contactFormMachine } from '../../../machines/contactForm.machine'
import { textFields, type FormVariant, type LeadFields, type TextField } from '../../../machines/leadFields'

type FormActor = ActorRefFrom<typeof contactFormMachine>

type Props = { variant: FormVariant; initialState?: string }

const noSubscription = () => () => {}

/** The honeypot: a field people never see or reach, which bots fill in. The database refuses a filled one. */
const HONEYPOT = 'website'

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

function readFields(form: HTMLFormElement): LeadFields {
  const data = new FormData(form)
  const text = (name: TextField) => String(data.get(name) ?? '')
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    state: text('state'),
    agreedToContact: data.get('agreedToContact') === 'on',
  }
}

function isTextField(name: string): name is TextField {
  return textFields.some((field) => field === name)
}

/**
 * A contact form driven by the contact-form machine. The inputs keep what the visitor types in the DOM, so the
 * form works from the first paint; the machine (and xstate) loads on the first touch and reads them on submit.
 */
export function ContactForm({ variant, initialState = '' }: Props) {
  const id = useId()
  const { pathname } = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef<Promise<FormActor> | null>(null)
  const [actor, setActor] = useState<FormActor | null>(null)
  const snapshot = useFormSnapshot(actor)
  const submitting = snapshot?.matches('submitting') ?? false

  const load = useCallback(() => {
    loading.current ??= import('./liveForm').then(({ startContactForm }) => {
      const started = startContactForm(
        { variant, initialState, page: pathname },
        {
          focusField: (field) => {
            const input = formRef.current?.elements.namedItem(field)
            if (input instanceof HTMLInputElement) input.focus()
          },
          resetForm: () => formRef.current?.reset(),
          honeypot: () => {
            const trap = formRef.current?.elements.namedItem(HONEYPOT)
            return trap instanceof HTMLInputElement ? trap.value : ''
          },
        },
      )
      setActor(started)
      return started
    })
    return loading.current
  }, [variant, initialState, pathname])

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target
    if (!actor || !(target instanceof HTMLInputElement)) return
    if (target.name === 'agreedToContact') actor.send({ type: 'consent.changed', value: target.checked })
    else if (isTextField(target.name)) actor.send({ type: 'field.changed', name: target.name, value: target.value })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const live = await load()
    live.send({ type: 'form.submit', fields: readFields(form) })
  }

  return (
    <form ref={formRef} className="contact-form" noValidate onFocus={() => void load()} onChange={onChange} onSubmit={onSubmit}>
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
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT}`}>{formCopy.honeypot}</label>
          <input id={`${id}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
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
