import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { estimateRefusalText } from '@copy/browser/estimateRefusals'
import { yearHint } from '@copy/browser/estimatorYearHint'
import { savingsCalculatorConversion } from '@copy/pages/savingsCalculator'
import { resultCopy } from '@copy/browser/estimateResult'
import { estimatorCopy } from '@copy/browser/savingsEstimator'
import { stateNames } from '@copy/browser/stateNames'
import { coverageYearChoices, type EstimatorFields } from '../../machines/estimatorFields'
import { ESTIMATE_FIELD } from '../../machines/leadFields'
import { maxHouseholdSize, type EstimateField } from '../../rules/savingsEstimate'
import { SavingsEstimator } from '../../src/components/savingsEstimator/SavingsEstimator'
import { describeEstimate } from '../../src/components/savingsEstimator/resultCopy'
import {
  answers,
  estimatorPaths,
  type AnswerName,
  type EstimatorPath,
} from '../../scripts/machines/savingsEstimator.paths'
import { pathsInThisLanguage } from './languagePaths'

/** Open enrollment for 2027: the page offers 2027 and 2026. */
beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00'), toFake: ['Date'] })
  Element.prototype.scrollIntoView = vi.fn()
})
afterAll(() => vi.useRealTimers())
afterEach(cleanup)

const control = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector)
  if (!element) throw new Error(`nothing matches ${selector}`)
  return element
}
const field = (name: Exclude<EstimateField, 'coverageYear'>) =>
  control<HTMLInputElement | HTMLSelectElement>(`.estimator__form [name="${name}"]`)
const yearRadio = (year: string) => control<HTMLInputElement>(`input[name="coverageYear"][value="${year}"]`)
const otherCoverage = () => control<HTMLInputElement>('[name="hasOtherCoverage"]')
const submitButton = () => screen.getByRole('button', { name: estimatorCopy.submit })

/** Sets a field as a visitor would; setting the value it already has still reports the edit, as retyping does. */
function setText(element: HTMLInputElement | HTMLSelectElement, value: string) {
  if (element.value === value)
    fireEvent.change(element, { target: { value: element instanceof HTMLSelectElement ? '' : `${value}0` } })
  fireEvent.change(element, { target: { value } })
}

/**
 * Fills the form as a visitor would, the year last: the first retyped field clears a result showing, so the year's
 * one-tap re-estimate (which an open callback form would follow) never fires on the way to a submit.
 */
function fill(fields: EstimatorFields) {
  setText(field('state'), fields.state)
  setText(field('householdSize'), fields.householdSize)
  setText(field('yearlyIncome'), fields.yearlyIncome)
  if (otherCoverage().checked !== fields.hasOtherCoverage) fireEvent.click(otherCoverage())
  fireEvent.click(yearRadio(fields.coverageYear))
}

/** The estimator on its page: the callback form it opens needs the router (its links, the page it stores with the lead). */
async function renderEstimator() {
  const rootRoute = createRootRoute({ component: () => <SavingsEstimator conversion={savingsCalculatorConversion} /> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/savings-calculator'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('button', { name: estimatorCopy.submit })
}

const resultHeading = () =>
  screen.queryByRole('heading', { level: 3, name: (name) => name.startsWith(resultCopy.resultHeading) })

async function replay(path: EstimatorPath) {
  await renderEstimator()
  for (const { event, state } of path.steps) {
    await act(async () => {
      switch (event.type) {
        case 'form.submit':
          if (!event.fields) throw new Error('paths always submit answers')
          fill(event.fields)
          fireEvent.click(submitButton())
          break
        case 'field.changed':
          if (event.name === 'coverageYear') fireEvent.click(yearRadio(event.value))
          else setText(field(event.name), event.value)
          break
        case 'otherCoverage.changed':
          // Already ticked: untick and tick again, so the form still reports the visitor's change.
          if (otherCoverage().checked) fireEvent.click(otherCoverage())
          fireEvent.click(otherCoverage())
          break
        case 'callback.opened': {
          // The button shows under a result only: where there is none, the visitor cannot press it, and nothing changes.
          const button = screen.queryByRole('button', { name: resultCopy.agentCheck })
          if (button) fireEvent.click(button)
          break
        }
      }
    })

    // What the visitor sees in this state, as the machine's own snapshot describes it.
    await waitFor(() => {
      const { errors, estimate, callback } = state.context
      const status = screen.getByRole('status')
      if (state.matches({ form: 'showingResult' }) && estimate) {
        const copy = describeEstimate(estimate)
        expect(status.textContent).toBe(copy.headline)
        expect(resultHeading()?.textContent).toBe(
          `${resultCopy.resultHeading}: ${estimatorCopy.year.option(estimate.coverageYear)}`,
        )
        for (const line of [...copy.details, ...copy.caveats, copy.lastChecked])
          expect(screen.getByText(line)).toBeTruthy()
        // Plain words, then the numbers, what the year's facts add, the basis, the sources, the last check, the actions.
        const text = document.querySelector('.estimator__result')?.textContent ?? ''
        const order = [
          copy.details[0],
          ...copy.caveats,
          copy.basis,
          resultCopy.sourcesHeading,
          copy.lastChecked,
          resultCopy.call,
        ].map((part) => text.indexOf(part))
        expect(order.every((index, at) => index >= 0 && (at === 0 || index > order[at - 1]))).toBe(true)
      } else {
        expect(status.textContent).toBe('')
        expect(resultHeading()).toBeNull()
      }
      // The callback form names the state of the estimate it sends, and sends the machine's.
      const callbackForm = document.querySelector('form.contact-form')
      if (state.matches({ callback: 'open' }) && callback) {
        expect(callbackForm?.querySelector<HTMLInputElement>('[name="state"]')?.value).toBe(
          stateNames[callback.estimate.state.code],
        )
        expect(callbackForm?.querySelector<HTMLInputElement>(`[name="${ESTIMATE_FIELD}"]`)?.value).toBe(
          describeEstimate(callback.estimate).forAgent,
        )
      } else expect(callbackForm).toBeNull()
      for (const name of ['state', 'householdSize', 'yearlyIncome'] as const) {
        const message = errors[name]
        expect(field(name).getAttribute('aria-invalid')).toBe(message ? 'true' : null)
        const describedBy = (field(name).getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
        if (message) expect(describedBy).toContain(estimateRefusalText(message))
        else expect(document.body.textContent).not.toContain(estimateErrorFor(name))
      }
    })
    if (event.type === 'form.submit' && state.matches({ form: 'invalid' })) {
      const first = (['state', 'householdSize', 'yearlyIncome'] as const).find((name) => state.context.errors[name])
      if (first) expect(document.activeElement).toBe(field(first))
    }
  }
}

/** A refusal of each field, to check none shows where the machine has none. */
function estimateErrorFor(name: 'state' | 'householdSize' | 'yearlyIncome'): string {
  const refusal = {
    state: { code: 'stateUnknown' },
    householdSize: { code: 'householdSizeOutOfRange', min: 1, max: maxHouseholdSize },
    yearlyIncome: { code: 'incomeNotAmount' },
  } as const
  return estimateRefusalText(refusal[name])
}

describe('savings estimator: every transition of the machine, replayed on the real form', () => {
  // The page offers only the years open today: an unpublished year is replayed below on its own day.
  const names = (Object.keys(answers) as AnswerName[]).filter((name) => name !== 'unpublishedYear')
  const paths = estimatorPaths({ coverageYear: 2027 }, names)
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

describe('savings estimator on days without facts for the year on sale', () => {
  it('offers only the year it has facts for, and says the year on sale is not in it yet', () => {
    vi.setSystemTime(new Date('2027-11-23T12:00:00'))
    render(<SavingsEstimator conversion={savingsCalculatorConversion} />)
    expect(
      [...document.querySelectorAll<HTMLInputElement>('input[name="coverageYear"]')].map((radio) => [
        radio.value,
        radio.checked,
      ]),
    ).toEqual([['2027', true]])
    expect(screen.getByText(yearHint(coverageYearChoices('2027-11-23')))).toBeTruthy()
    vi.setSystemTime(new Date('2026-11-23T12:00:00'))
  })

  it('with no year it has facts for, starts on the year on sale and refuses it in plain words under the year, focusing it', async () => {
    vi.setSystemTime(new Date('2029-06-01T12:00:00'))
    render(<SavingsEstimator conversion={savingsCalculatorConversion} />)
    expect(yearRadio('2029').checked).toBe(true)
    await act(async () => {
      fill({ ...answers.credit, coverageYear: '2029' })
      fireEvent.click(submitButton())
    })
    await waitFor(
      () => expect(screen.getByText(estimateRefusalText({ code: 'yearNotPublished', year: 2029 }))).toBeTruthy(),
      { timeout: 10_000 },
    )
    expect(document.activeElement).toBe(yearRadio('2029'))
    vi.setSystemTime(new Date('2026-11-23T12:00:00'))
  })
})
