import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { consent, formCopy, smsConsent } from '@copy/browser/forms'
import { savingsCalculatorConversion } from '@copy/pages/savingsCalculator'
import { resultCopy } from '@copy/browser/estimateResult'
import { estimatorCopy } from '@copy/browser/savingsEstimator'
import { stateNames } from '@copy/browser/stateNames'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { ESTIMATE_FIELD, type LeadRow } from '../../machines/leadFields'
import { SavingsEstimator } from '../../src/components/savingsEstimator/SavingsEstimator'
import { pathPrefix } from '@copy/language'

// The backend refuses every lead, so the form keeps what was typed and a second estimate is sent with the same details.
const backend = vi.hoisted(() => ({
  submitLead: vi.fn(
    async (_row: LeadRow, _form: { honeypot: string; source: string }): Promise<SubmitResult> => ({
      error: { message: 'down' },
    }),
  ),
}))
vi.mock('../../src/lib/leads', () => ({ submitLead: backend.submitLead }))

beforeAll(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00'), toFake: ['Date'] }))
afterAll(() => vi.useRealTimers())
afterEach(cleanup)

const FLORIDA_2026 =
  '2026 coverage estimate: Florida, 1 person, $30,000 a year (191% of the poverty line). Tax credit: pays at most $154 a month for the benchmark Silver plan (6.17% of income); Silver plan pays about 87%. Under 2025 rules: at most $49 a month (1.96%). Rules checked 2026-11.'

async function renderEstimator() {
  Element.prototype.scrollIntoView = vi.fn()
  const rootRoute = createRootRoute({ component: () => <SavingsEstimator conversion={savingsCalculatorConversion} /> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/savings-calculator'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('button', { name: estimatorCopy.submit })
}

const byName = <T extends HTMLElement>(name: string) => {
  const element = document.querySelector<T>(`[name="${name}"]`)
  if (!element) throw new Error(`no ${name}`)
  return element
}

async function estimate(year: string, state: string, size: string, income: string) {
  await act(async () => {
    fireEvent.focus(byName('householdSize'))
    fireEvent.click(document.querySelector(`input[name="coverageYear"][value="${year}"]`) as HTMLInputElement)
    fireEvent.change(byName('state'), { target: { value: state } })
    fireEvent.change(byName('householdSize'), { target: { value: size } })
    fireEvent.change(byName('yearlyIncome'), { target: { value: income } })
    fireEvent.click(screen.getByRole('button', { name: estimatorCopy.submit }))
  })
  // The first submit waits for the machine's code, which takes seconds to transform on two busy cores.
  await waitFor(
    () =>
      expect(
        screen.getByRole('heading', { level: 3, name: (name) => name.startsWith(resultCopy.resultHeading) }),
      ).toBeTruthy(),
    { timeout: 10_000 },
  )
}

async function sendCallback() {
  await act(async () => {
    fireEvent.focus(byName('firstName'))
    for (const [name, value] of [
      ['firstName', 'Ana'],
      ['lastName', 'Diaz'],
      ['email', 'ana@example.com'],
      ['phone', '(305) 555-0142'],
    ])
      fireEvent.change(byName(name), { target: { value } })
    if (!byName<HTMLInputElement>('agreedToContact').checked) fireEvent.click(byName('agreedToContact'))
    fireEvent.click(screen.getByRole('button', { name: formCopy.content.submit }))
  })
  await waitFor(() => expect(backend.submitLead).toHaveBeenCalled())
  return backend.submitLead.mock.calls.at(-1)?.[0]
}

/** Florida, 1 person, $30,000 for 2026, then 'Have an agent check this': the callback form open below the result. */
async function openCallbackForFlorida() {
  backend.submitLead.mockClear()
  await renderEstimator()
  await estimate('2026', 'FL', '1', '30000')
  await act(async () => fireEvent.click(screen.getByRole('button', { name: resultCopy.agentCheck })))
  await screen.findByRole('heading', { name: resultCopy.callback.heading })
}

describe("savings estimator: 'Have an agent check this'", () => {
  it('opens the callback form below the result, focused, with the state filled in, and sends the estimate with the lead', async () => {
    await renderEstimator()
    await estimate('2026', 'FL', '1', '30000')
    expect(document.querySelector('form.contact-form')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: resultCopy.agentCheck })))

    // The callback form loads with the result, not with the page.
    expect(await screen.findByRole('heading', { name: resultCopy.callback.heading })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(byName('firstName')))
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
    expect(document.querySelector<HTMLInputElement>('form.contact-form [name="state"]')?.value).toBe(stateNames.FL)

    const row = await sendCallback()
    expect(row).toMatchObject({
      first_name: 'Ana',
      state: stateNames.FL,
      page: `${pathPrefix}/savings-calculator`,
      consent_version: consent.version,
      estimate: FLORIDA_2026,
    })
    expect(backend.submitLead.mock.calls.at(-1)?.[1]).toEqual({
      honeypot: '',
      source: 'estimator',
      submitLabel: formCopy.content.submit,
      shown: { consent, texts: smsConsent },
    })
  })

  it('sends the estimate showing when the visitor estimates again, as a new lead', async () => {
    await openCallbackForFlorida()
    const first = await sendCallback()

    await estimate('2026', 'FL', '1', '40000')
    const second = await sendCallback()
    expect(second?.estimate).toContain('$40,000 a year')
    expect(second?.id).not.toBe(first?.id)
  })

  it('follows a new estimate for another state: the callback form says the state the attached estimate is for', async () => {
    await openCallbackForFlorida()
    const stateField = () => document.querySelector<HTMLInputElement>('form.contact-form [name="state"]')?.value
    const attached = () =>
      document.querySelector<HTMLInputElement>(`form.contact-form [name="${ESTIMATE_FIELD}"]`)?.value
    expect(attached()).toBe(FLORIDA_2026)
    // What the visitor typed in the callback form stays through the new estimate.
    await act(async () => fireEvent.change(byName('firstName'), { target: { value: 'Ana' } }))

    await estimate('2026', 'TX', '1', '30000')
    await waitFor(() => expect(stateField()).toBe(stateNames.TX))
    expect(attached()).toMatch(/^2026 coverage estimate: Texas, 1 person, \$30,000 a year/)
    expect(byName<HTMLInputElement>('firstName').value).toBe('Ana')
    const row = await sendCallback()
    expect(row?.state).toBe(stateNames.TX)
    expect(row?.estimate).toMatch(/^2026 coverage estimate: Texas,/)
  })

  it('keeps a state the visitor typed into the callback form when they estimate again', async () => {
    await openCallbackForFlorida()
    await act(async () =>
      fireEvent.change(document.querySelector('form.contact-form [name="state"]') as HTMLInputElement, {
        target: { value: 'Georgia' },
      }),
    )

    await estimate('2026', 'TX', '1', '30000')
    const row = await sendCallback()
    expect(row?.state).toBe('Georgia')
  })
})
