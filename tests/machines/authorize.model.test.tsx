import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pathPrefix } from '@copy/language'
import { authorizeCopy } from '@copy/browser/authorizeForm'
import { currentAuthorization, currentReview } from '@copy/browser/authorization'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { authorizeDelays } from '../../machines/authorize.machine'
import type { AuthorizeFields, AuthorizeRow, LinkCheck } from '../../machines/authorizeChecks'
import { AuthorizeForm } from '../../src/components/authorize/AuthorizeForm'
import { authorizePaths, isDelay, type AuthorizePath } from '../../scripts/machines/authorize.paths'
import { pathsInThisLanguage } from './languagePaths'
import { useFlowingFakeTimers } from './flowingTime'

const TOKEN = '0b6f5d3e-8a0e-4c3a-9f00-5b1b7d0e2a11.1796551200.c2lnbmF0dXJlLW9mLXRoZS1saW5r'

/** The backend, held by the test: each request waits until the path says how the backend answers. */
const backend = vi.hoisted(() => {
  type Pending<T> = Array<{ resolve: (value: T) => void; reject: (error: Error) => void }>
  const checks: Pending<LinkCheck> = []
  const submissions: Pending<SubmitResult> = []
  const checkLink = vi.fn(
    (_token: string) => new Promise<LinkCheck>((resolve, reject) => checks.push({ resolve, reject })),
  )
  const submitAuthorization = vi.fn(
    (_row: AuthorizeRow) => new Promise<SubmitResult>((resolve, reject) => submissions.push({ resolve, reject })),
  )
  return { checks, submissions, checkLink, submitAuthorization }
})
vi.mock('../../src/lib/authorizations', () => ({
  checkLink: backend.checkLink,
  submitAuthorization: backend.submitAuthorization,
}))

async function renderForm() {
  window.location.hash = `#${TOKEN}`
  const rootRoute = createRootRoute({ component: AuthorizeForm })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/authorize'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByText(authorizeCopy.checking)
  // The machine's code loads once the page runs: the link is being checked once it has.
  await waitFor(() => expect(backend.checkLink).toHaveBeenCalledWith(TOKEN, expect.anything()), { timeout: 10_000 })
}

const nameInput = () => document.querySelector<HTMLInputElement>('input[name="signedName"]')
const box = (name: 'agreed' | 'reviewConfirmed') => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')
const describedText = (element: HTMLInputElement | null) =>
  (element?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('')

function fill(fields: AuthorizeFields) {
  fireEvent.change(nameInput() ?? document.body, { target: { value: fields.signedName } })
  const agreed = box('agreed')
  if (agreed && agreed.checked !== fields.agreed) fireEvent.click(agreed)
  const review = box('reviewConfirmed')
  if (review && review.checked !== fields.reviewConfirmed) fireEvent.click(review)
}

async function replay(path: AuthorizePath) {
  await renderForm()
  let typed: AuthorizeFields | null = null
  for (const { event, state } of path.steps) {
    const callsBefore = backend.submitAuthorization.mock.calls.length
    await act(async () => {
      switch (event.type) {
        case 'form.submit':
          if (!submitButton()?.closest('fieldset')?.disabled) {
            fill(event.fields)
            typed = event.fields
          }
          fireEvent.click(submitButton() ?? document.body)
          break
        case 'field.edited': {
          if (event.name === 'agreed') fireEvent.click(box('agreed') ?? document.body)
          else {
            const value = nameInput()?.value === 'Ana Díaz' ? 'Ana María Díaz' : 'Ana Díaz'
            fireEvent.change(nameInput() ?? document.body, { target: { value } })
          }
          typed = null
          break
        }
        case 'copy.print':
          fireEvent.click(screen.getByRole('button', { name: authorizeCopy.confirmation.print }))
          break
        case 'link.retry':
          fireEvent.click(screen.getByRole('button', { name: authorizeCopy.unchecked.retry }))
          break
        case 'xstate.done.actor.checkLink':
          backend.checks.shift()?.resolve(event.output)
          break
        case 'xstate.error.actor.checkLink':
          backend.checks.shift()?.reject(new Error('network down'))
          break
        case 'xstate.done.actor.submitAuthorization':
          backend.submissions.shift()?.resolve(event.output)
          break
        case 'xstate.error.actor.submitAuthorization':
          backend.submissions.shift()?.reject(new Error('network down'))
          break
        default:
          if (!isDelay(event)) throw new Error('no replay for this event')
          // The named delay runs out: the request given up is never answered.
          if (event.type.endsWith('checkingLink')) backend.checks.shift()
          else backend.submissions.shift()
          await vi.advanceTimersByTimeAsync(authorizeDelays.submitTimeout)
      }
    })

    await waitFor(() => {
      const link = state.context.link
      if (state.matches('checkingLink')) {
        expect(screen.getByRole('status').textContent).toBe(authorizeCopy.checking)
        return
      }
      if (state.matches('unchecked')) {
        expect(screen.getByRole('alert').textContent).toContain(authorizeCopy.unchecked.text)
        return
      }
      if (state.matches('refused') || state.matches('expired')) {
        // A clear page in its language, and no form: nothing more can be sent with this link.
        const words = state.matches('expired') ? authorizeCopy.expired : authorizeCopy.refused
        expect(screen.getByRole('heading', { name: words.heading })).toBeTruthy()
        expect(screen.getByRole('alert').textContent).toContain(words.text)
        expect(document.querySelector('form')).toBeNull()
        return
      }
      const names = {
        consumerName: link?.consumerName ?? '',
        agentName: link?.agentName ?? '',
        agencyLegalName: link?.agencyName ?? '',
      }
      if (state.matches('confirmed')) {
        // The record replaces the form: both names, the exact words, and a printable copy.
        const record = screen.getByRole('status').textContent ?? ''
        expect(document.querySelector('form')).toBeNull()
        expect(record).toContain(authorizeCopy.confirmation.heading)
        expect(record).toContain(state.context.submitted.signedName.trim())
        expect(record).toContain(names.consumerName)
        expect(record).toContain(currentAuthorization.text(names))
        const reviewed = state.context.submitted.reviewConfirmed && Boolean(link?.applicationSummary)
        expect(record.includes(currentReview.text(names))).toBe(reviewed)
        return
      }
      // The five elements, in the page's words, with the link's names; the consent's exact words.
      const page = document.body.textContent ?? ''
      for (const part of [
        authorizeCopy.elements.scopeText,
        authorizeCopy.elements.durationText,
        authorizeCopy.elements.agentOf(names.agentName, names.agencyLegalName),
        currentAuthorization.text(names),
      ])
        expect(page).toContain(part)
      expect(Boolean(box('reviewConfirmed'))).toBe(Boolean(link?.applicationSummary))
      const submitting = state.matches('submitting')
      expect(submitButton()?.textContent).toBe(submitting ? authorizeCopy.form.submitting : authorizeCopy.form.submit)
      expect(Boolean(submitButton()?.closest('fieldset')?.disabled)).toBe(submitting)
      // A refused submission keeps what was typed.
      if (typed) expect(nameInput()?.value).toBe(typed.signedName)
      const nameError = state.context.errors.signedName
      expect(nameInput()?.getAttribute('aria-invalid')).toBe(nameError ? 'true' : null)
      expect(describedText(nameInput())).toBe(nameError ? authorizeCopy.errors.signedName[nameError] : '')
      const agreeError = state.context.errors.agreed
      expect(describedText(box('agreed'))).toBe(agreeError ? authorizeCopy.errors.agreed[agreeError] : '')
      const notice = state.context.notice
      const alert = document.querySelector('[role="alert"]')?.textContent
      if (!notice) expect(alert).toBeUndefined()
      else if (notice.code === 'nameMismatch')
        expect(alert).toBe(
          authorizeCopy.notices.nameMismatch(state.context.submitted.signedName.trim(), names.consumerName),
        )
      else
        expect(alert).toBe(
          notice.code === 'exception' ? authorizeCopy.notices.exception : authorizeCopy.notices.backendError,
        )
    })

    if (event.type === 'copy.print') expect(window.print).toHaveBeenCalled()
    const entered = state.matches('submitting') && backend.submitAuthorization.mock.calls.length > callsBefore
    if (event.type === 'form.submit' && !state.matches('submitting'))
      expect(backend.submitAuthorization.mock.calls.length).toBe(callsBefore)
    if (entered) {
      const { submitted, link } = state.context
      const reviewed = submitted.reviewConfirmed && Boolean(link?.applicationSummary)
      expect(backend.submitAuthorization.mock.calls.at(-1)?.[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        link: TOKEN,
        signed_name: submitted.signedName.trim(),
        agreed: true,
        consent_version: currentAuthorization.version,
        review_version: reviewed ? currentReview.version : null,
        review_confirmed: reviewed ? true : null,
        page: `${pathPrefix}/authorize`,
      })
    }
  }
}

beforeEach(() => {
  backend.checkLink.mockClear()
  backend.submitAuthorization.mockClear()
  backend.checks.length = 0
  backend.submissions.length = 0
  window.print = vi.fn()
  useFlowingFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

describe('CMS consent page: every transition of the machine, replayed on the real form', () => {
  const paths = authorizePaths({
    token: TOKEN,
    page: `${pathPrefix}/authorize`,
    versions: { consent: currentAuthorization.version, review: currentReview.version },
  })
  it('has paths generated from the machine graph', () => {
    expect(paths.length).toBeGreaterThan(50)
  })
  it.each(pathsInThisLanguage(paths, (step) => step.view).map((path) => [path.name, path] as const))(
    '%s',
    async (_, path) => {
      await replay(path)
    },
  )
})
