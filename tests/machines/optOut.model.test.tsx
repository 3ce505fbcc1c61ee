import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pathPrefix } from '@copy/language'
import { localeOfPath } from '../../rules/locales'
import { optOutErrorText, optOutNoticeText } from '@copy/browser/optOutMessages'
import { optOutCopy } from '@copy/optOutForm'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { optOutDelays } from '../../machines/optOut.machine'
import { emptyOptOut, type OptOutFields, type OptOutRow } from '../../machines/optOutChecks'
import { OptOutForm } from '../../src/components/optOut/OptOutForm'
import { isSubmitTimeout, optOutPaths, type OptOutPath } from '../../scripts/machines/optOut.paths'
import { pathsInThisLanguage } from './languagePaths'
import { useFlowingFakeTimers } from './flowingTime'

/** The backend, held by the test: each request waits until the path says how the backend answers. */
const backend = vi.hoisted(() => {
  const pending: Array<{ resolve: (result: SubmitResult) => void; reject: (error: Error) => void }> = []
  const submitOptOut = vi.fn(
    (_row: OptOutRow) => new Promise<SubmitResult>((resolve, reject) => pending.push({ resolve, reject })),
  )
  return { pending, submitOptOut }
})
vi.mock('../../src/lib/optOuts', () => ({ submitOptOut: backend.submitOptOut }))

async function renderForm() {
  const rootRoute = createRootRoute({ component: OptOutForm })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/opt-out'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('button', { name: optOutCopy.form.submit })
}

const input = (name: 'phone' | 'email') => {
  const element = document.querySelector(`input[name="${name}"]`)
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${name}`)
  return element
}
const stopInput = (value: string) => {
  const element = document.querySelector(`input[name="stop"][value="${value}"]`)
  if (!(element instanceof HTMLInputElement)) throw new Error(`no choice ${value}`)
  return element
}
const chosenStop = () => document.querySelector<HTMLInputElement>('input[name="stop"]:checked')?.value
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')
const describedText = (element: HTMLInputElement) => {
  const id = element.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

function fill(fields: OptOutFields) {
  fireEvent.change(input('phone'), { target: { value: fields.phone } })
  fireEvent.change(input('email'), { target: { value: fields.email } })
  fireEvent.click(stopInput(fields.stop))
}

async function replay(path: OptOutPath) {
  await renderForm()
  // What the inputs hold: the visitor's typing. The machine never holds it.
  let onScreen: OptOutFields = emptyOptOut()
  let previousId: string | undefined
  let editedSinceAttempt = false
  for (const { event, state } of path.steps) {
    const callsBefore = backend.submitOptOut.mock.calls.length
    await act(async () => {
      switch (event.type) {
        case 'form.submit':
          if (submitButton() && !submitButton()?.closest('fieldset')?.disabled) {
            if (JSON.stringify(onScreen) !== JSON.stringify(event.fields)) editedSinceAttempt = true
            fill(event.fields)
            onScreen = event.fields
          }
          fireEvent.click(submitButton() ?? document.body)
          break
        case 'form.restart':
          fireEvent.click(screen.getByRole('button', { name: optOutCopy.confirmation.again }))
          onScreen = emptyOptOut()
          break
        case 'field.edited':
          editedSinceAttempt = true
          if (event.name === 'stop') {
            const next = onScreen.stop === 'texts' ? 'calls' : 'texts'
            fireEvent.click(stopInput(next))
            onScreen = { ...onScreen, stop: next }
          } else {
            const value = onScreen[event.name] === '3055550100' ? '3055550199' : '3055550100'
            fireEvent.change(input(event.name), { target: { value } })
            onScreen = { ...onScreen, [event.name]: value }
          }
          break
        case 'xstate.done.actor.submitOptOut':
          backend.pending.shift()?.resolve(event.output)
          break
        case 'xstate.error.actor.submitOptOut':
          backend.pending.shift()?.reject(new Error('network down'))
          break
        default:
          // The named delay runs out: fake time moves on by it, and the request given up is never answered.
          if (!isSubmitTimeout(event)) throw new Error('no replay for this event')
          backend.pending.shift()
          await vi.advanceTimersByTimeAsync(optOutDelays.submitTimeout)
      }
    })

    await waitFor(() => {
      if (state.matches('confirmed')) {
        // The confirmation replaces the form, says when the agency stops, and names nobody.
        expect(screen.getByRole('status').textContent).toContain(optOutCopy.confirmation.text)
        expect(document.querySelector('form')).toBeNull()
        return
      }
      const submitting = state.matches('submitting')
      expect(submitButton()?.textContent).toBe(submitting ? optOutCopy.form.submitting : optOutCopy.form.submit)
      expect(Boolean(submitButton()?.closest('fieldset')?.disabled)).toBe(submitting)
      // A refused or failed request keeps what the visitor typed.
      expect(input('phone').value).toBe(onScreen.phone)
      expect(input('email').value).toBe(onScreen.email)
      expect(chosenStop()).toBe(onScreen.stop)
      for (const name of ['phone', 'email'] as const) {
        const error = state.context.errors[name]
        expect(input(name).getAttribute('aria-invalid')).toBe(error ? 'true' : null)
        expect(describedText(input(name))).toBe(error && optOutErrorText(name, error))
      }
      const notice = state.context.notice
      const alert = document.querySelector('[role="alert"]')
      expect(alert?.textContent).toBe(
        notice
          ? notice.code === 'exception'
            ? optOutNoticeText(null, null)
            : optOutNoticeText(notice.reason, notice.detail)
          : undefined,
      )
    })

    const entered = state.matches('submitting') && backend.submitOptOut.mock.calls.length > callsBefore
    if (event.type === 'form.submit' && state.matches('submitting'))
      expect(backend.submitOptOut.mock.calls.length).toBe(entered ? callsBefore + 1 : callsBefore)
    if (event.type === 'form.submit' && !state.matches('submitting')) {
      // A submission the page refuses sends nothing, and focus goes to the first field to fix.
      expect(backend.submitOptOut.mock.calls.length).toBe(callsBefore)
      const first = state.context.errors.phone ? 'phone' : 'email'
      expect(document.activeElement).toBe(input(first))
    }
    if (entered) {
      const row = backend.submitOptOut.mock.calls.at(-1)?.[0]
      expect(row).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        phone: onScreen.phone.trim() || null,
        email: onScreen.email.trim() || null,
        stop: onScreen.stop,
        // The address the form is on, with its language's prefix, and that language.
        page: `${pathPrefix}/opt-out`,
        language: localeOfPath(`${pathPrefix}/opt-out`),
      })
      // A retry of the same request reuses its id (stored once); an edited one is a new request.
      if (previousId && !editedSinceAttempt) expect(row?.id).toBe(previousId)
      if (previousId && editedSinceAttempt) expect(row?.id).not.toBe(previousId)
      previousId = row?.id
      editedSinceAttempt = false
    }
    if (state.matches('confirmed')) previousId = undefined
  }
}

beforeEach(() => {
  backend.submitOptOut.mockClear()
  backend.pending.length = 0
  useFlowingFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

describe('opt-out form: every transition of the machine, replayed on the real form', () => {
  const paths = optOutPaths({ page: `${pathPrefix}/opt-out`, language: localeOfPath(`${pathPrefix}/opt-out`) })
  it('has paths generated from the machine graph', () => {
    expect(paths.length).toBeGreaterThan(20)
  })
  it('offers no "Stop helping me" where the agency does not ask for the CMS consent (the default build)', async () => {
    await renderForm()
    expect(document.querySelector('input[name="stop"][value="help"]')).toBeNull()
    expect(document.querySelectorAll('input[name="stop"]')).toHaveLength(4)
  })
  it.each(pathsInThisLanguage(paths, (step) => step.view).map((path) => [path.name, path] as const))(
    '%s',
    async (_, path) => {
      await replay(path)
    },
  )
})
