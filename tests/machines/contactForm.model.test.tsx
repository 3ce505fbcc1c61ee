import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { refusalText } from '@copy/browser/backendRefusals'
import { fieldErrorText } from '@copy/browser/fieldErrors'
import { toastCopy } from '@copy/browser/formToasts'
import { consent, formCopy, smsConsent } from '@copy/browser/forms'
import { contactFormDelays, type SubmitResult } from '../../machines/contactForm.machine'
import { emptyFields, fieldNames } from '../../machines/leadChecks'
import type { LeadSource } from '../../machines/leadOrigin'
import { textFields, type FormVariant, type LeadFields, type LeadRow } from '../../machines/leadFields'
import { ContactForm } from '../../src/components/contactForm/ContactForm'
import { Toaster } from '../../src/components/Toaster'
import { dismissToast, getToasts } from '../../src/lib/toasts'
import { delayOf, formPaths, type FormPath } from '../../scripts/machines/contactForm.paths'
import { pathPrefix } from '@copy/language'
import { pathsInThisLanguage } from './languagePaths'
import { useFlowingFakeTimers } from './flowingTime'

/** The backend, held by the test: each submission waits until the path says how the backend answers. */
const backend = vi.hoisted(() => {
  const pending: Array<{ resolve: (result: SubmitResult) => void; reject: (error: Error) => void }> = []
  const submitLead = vi.fn(
    (_row: LeadRow, _form: { honeypot: string; source: LeadSource }) =>
      new Promise<SubmitResult>((resolve, reject) => pending.push({ resolve, reject })),
  )
  return { pending, submitLead }
})
vi.mock('../../src/lib/leads', () => ({ submitLead: backend.submitLead }))

const variants: Array<{ name: string; variant: FormVariant; page: string; initialState?: string }> = [
  { name: 'home', variant: 'home', page: '/' },
  { name: '/sep', variant: 'sep', page: '/sep' },
  { name: 'content page', variant: 'content', page: '/aca-for-families' },
  { name: 'Florida content page', variant: 'content', page: '/health-insurance-florida', initialState: 'Florida' },
]

async function renderForm(variant: FormVariant, page: string, initialState?: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ContactForm variant={variant} initialState={initialState} />
        <Toaster />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [page] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('button', { name: formCopy[variant].submit })
}

const input = (name: keyof LeadFields) => {
  const element = document.querySelector(`[name="${name}"]`)
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${name}`)
  return element
}

function fill(fields: LeadFields) {
  for (const name of textFields) fireEvent.change(input(name), { target: { value: fields[name] } })
  if (input('agreedToContact').checked !== fields.agreedToContact) fireEvent.click(input('agreedToContact'))
  if (input('agreedToTexts').checked !== fields.agreedToTexts) fireEvent.click(input('agreedToTexts'))
}

/** Disabled by its own attribute or by the fieldset around it, as browsers treat it. */
const isDisabled = (element: HTMLInputElement | HTMLButtonElement) =>
  element.disabled || Boolean(element.closest('fieldset')?.disabled)

const submitButton = () => {
  const button = document.querySelector('button[type="submit"]')
  if (!(button instanceof HTMLButtonElement)) throw new Error('no submit button')
  return button
}

/** The form each variant is, for the agency. */
const sources = { home: 'home_callback', sep: 'sep', content: 'content_page' } as const satisfies Record<
  FormVariant,
  LeadSource
>

function lastRow(): LeadRow {
  const row = backend.submitLead.mock.calls.at(-1)?.[0]
  if (!row) throw new Error('nothing was submitted')
  return row
}

/** Where the first invalid field's message is: the element aria-describedby names. */
function describedText(element: HTMLInputElement): string | undefined {
  const id = element.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

async function replay(path: FormPath, variant: FormVariant, page: string, initialState?: string) {
  await renderForm(variant, page, initialState)
  // What the inputs hold: the visitor's typing, cleared after a stored lead. The machine never holds it.
  let onScreen = emptyFields(initialState)
  // Whether the visitor changed a field since the last submission reached the backend.
  let editedSinceAttempt = false
  let previous: FormPath['steps'][number]['state'] | undefined
  for (const { event, state } of path.steps) {
    const callsBefore = backend.submitLead.mock.calls.length
    const previousRow = callsBefore > 0 ? lastRow() : undefined
    const wasSubmitting = previous?.matches('submitting') ?? false
    await act(async () => {
      switch (event.type) {
        case 'form.submit':
          if (!isDisabled(submitButton())) {
            if (!sameValues(onScreen, event.fields)) editedSinceAttempt = true
            fill(event.fields)
            onScreen = event.fields
          }
          fireEvent.click(submitButton())
          break
        case 'field.edited':
          editedSinceAttempt = true
          if (event.name === 'agreedToContact') {
            fireEvent.click(input('agreedToContact'))
            onScreen = { ...onScreen, agreedToContact: !onScreen.agreedToContact }
          } else {
            const value = onScreen[event.name] === 'Mar' ? 'Marta' : 'Mar'
            fireEvent.change(input(event.name), { target: { value } })
            onScreen = { ...onScreen, [event.name]: value }
          }
          break
        case 'xstate.done.actor.submitLead':
          backend.pending.shift()?.resolve(event.output)
          if (wasSubmitting && event.output.error === null) onScreen = emptyFields(initialState)
          break
        case 'xstate.error.actor.submitLead':
          backend.pending.shift()?.reject(new Error('network down'))
          break
        default: {
          // A named delay runs out: fake time moves on by it (the machine's timers are the page's setTimeout).
          const delay = delayOf(event)
          if (!delay) throw new Error(`no replay for ${event.type}`)
          // A submission given up is stopped: its request will never be answered.
          if (delay === 'submitTimeout') backend.pending.shift()
          await vi.advanceTimersByTimeAsync(contactFormDelays[delay])
        }
      }
    })
    previous = state

    // What the visitor sees in this state, as the machine's own snapshot describes it.
    await waitFor(() => {
      const submitting = state.matches('submitting')
      expect(submitButton().textContent).toBe(submitting ? formCopy.submitting : formCopy[variant].submit)
      expect(isDisabled(submitButton())).toBe(submitting)
      for (const name of textFields) expect(isDisabled(input(name))).toBe(submitting)
      const toast = state.context.toast && toastCopy(variant, state.context.toast)
      const region = screen.getByRole('status')
      if (toast) {
        const shown = within(region).getAllByText(toast.title).at(-1)?.closest('.toast')
        expect(shown?.textContent).toContain(toast.description)
      } else {
        expect(region.textContent).toBe('')
      }
      // The inputs keep what was typed (a failure never loses it) and are cleared after a stored lead.
      for (const name of textFields) expect(input(name).value).toBe(onScreen[name])
      expect(input('agreedToContact').checked).toBe(onScreen.agreedToContact)
      expect(input('agreedToTexts').checked).toBe(onScreen.agreedToTexts)
      // Every field the machine marks invalid is marked on screen, with its message under it; no other is.
      for (const name of fieldNames) {
        const error = state.context.errors[name]
        expect(input(name).getAttribute('aria-invalid')).toBe(error ? 'true' : null)
        expect(describedText(input(name))).toBe(error && fieldErrorText(name, error))
      }
    })

    if (event.type === 'xstate.done.actor.submitLead' && event.output.error?.refused) {
      // Every variant shows an abuse guard's own message, worded from its code in the page's language: it says to wait
      // or call, never just 'try again'.
      const { code, detail } = event.output.error
      expect(state.context.toast && toastCopy(variant, state.context.toast).description).toBe(
        refusalText(code ?? null, detail ?? null),
      )
    }

    const entered = state.matches('submitting') && backend.submitLead.mock.calls.length > callsBefore
    if (event.type === 'form.submit' && state.matches('submitting')) {
      // One row per submission: a click while submitting sends nothing more.
      expect(backend.submitLead.mock.calls.length).toBe(entered ? callsBefore + 1 : callsBefore)
    }
    if (entered) {
      const row = lastRow()
      expect(row).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        first_name: onScreen.firstName.trim(),
        last_name: onScreen.lastName.trim(),
        email: onScreen.email.trim(),
        phone: onScreen.phone.trim(),
        state: onScreen.state.trim(),
        agreed_to_contact: onScreen.agreedToContact,
        // The address the form is on: the route with its language's prefix ('/es' + '/sep' on a Spanish page).
        page: pathPrefix + page,
        consent_version: consent.version,
        // The optional text box as ticked, with the version of its wording shown whether ticked or not.
        sms_consent: onScreen.agreedToTexts,
        sms_consent_version: smsConsent.version,
        // Only the estimator's callback form sends an estimate.
        estimate: null,
      })
      // The hidden honeypot goes along empty (a person never sees or reaches it), with which form this is.
      // The words of the button pressed go with the lead, for its record, and the words its boxes showed, whose
      // SHA-256 the database holds to its own.
      expect(backend.submitLead.mock.calls.at(-1)?.[1]).toEqual({
        honeypot: '',
        source: sources[variant],
        submitLabel: formCopy[variant].submit,
        shown: { consent, texts: smsConsent },
      })
      if (previousRow && !previousWasStored(path, previousRow)) {
        // A retry of the very same details after a failure reuses the id, so the database can refuse a second row;
        // edited details are a new lead.
        if (editedSinceAttempt) expect(row.id).not.toBe(previousRow.id)
        else if (sameDetails(previousRow, row)) expect(row.id).toBe(previousRow.id)
      }
      editedSinceAttempt = false
    }
    if (
      !state.matches('submitting') &&
      state.context.toast?.tone === 'error' &&
      event.type === 'form.submit' &&
      variant !== 'sep'
    ) {
      // Focus goes to the first field the visitor has to fix, in screen order.
      const { code } = state.context.toast
      const focusTarget =
        textFields.find((name) => onScreen[name].trim() === '') ??
        (code === 'invalidEmail'
          ? 'email'
          : code === 'invalidPhone'
            ? 'phone'
            : code === 'missingConsent'
              ? 'agreedToContact'
              : undefined)
      if (focusTarget) expect(document.activeElement).toBe(input(focusTarget))
    }
  }
}

function sameValues(a: LeadFields, b: LeadFields): boolean {
  return (
    textFields.every((name) => a[name] === b[name]) &&
    a.agreedToContact === b.agreedToContact &&
    a.agreedToTexts === b.agreedToTexts
  )
}

function sameDetails(a: LeadRow, b: LeadRow): boolean {
  return (
    a.first_name === b.first_name &&
    a.last_name === b.last_name &&
    a.email === b.email &&
    a.phone === b.phone &&
    a.state === b.state &&
    a.agreed_to_contact === b.agreed_to_contact &&
    a.sms_consent === b.sms_consent
  )
}

/** Whether the submission that sent `row` was answered 'stored' in this path (a stored lead never reuses its id). */
function previousWasStored(path: FormPath, row: LeadRow): boolean {
  const index = backend.submitLead.mock.calls.findIndex((call) => call[0] === row)
  let seen = -1
  for (const { event } of path.steps) {
    if (
      event.type === 'xstate.done.actor.submitLead' ||
      event.type === 'xstate.error.actor.submitLead' ||
      delayOf(event) === 'submitTimeout'
    ) {
      seen += 1
      if (seen === index) return event.type === 'xstate.done.actor.submitLead' && event.output.error === null
    }
  }
  return false
}

beforeEach(() => {
  backend.submitLead.mockClear()
  backend.pending.length = 0
  // The machine's named delays run on fake time the replay moves on; the rest of time flows as usual.
  useFlowingFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  for (const toast of getToasts()) dismissToast(toast.id)
})

for (const { name, variant, page, initialState } of variants) {
  describe(`${name} contact form: every transition of the machine, replayed on the real form`, () => {
    const paths = formPaths({ variant, page })
    it('has paths generated from the machine graph', () => {
      expect(paths.length).toBeGreaterThan(20)
    })
    it.each(pathsInThisLanguage(paths, (step) => step.view).map((path) => [path.name, path] as const))(
      '%s',
      async (_, path) => {
        await replay(path, variant, page, initialState)
      },
    )
  })
}
