import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { estimatorFieldOrder, coverageYearChoices } from '../../machines/estimatorFields'
import { parseAmount, toEstimateInput } from '../../machines/estimatorInput'
import { estimateRefusalText } from '@copy/browser/estimateRefusals'
import { yearHint } from '@copy/browser/estimatorYearHint'
import { estimateSavings, type Estimate } from '../../rules/savingsEstimate'
import { savingsEstimatorMachine } from '../../machines/savingsEstimator.machine'
import { latestCoverageYear } from '../../rules/yearFacts'
import { estimatorPaths, type EstimatorPath } from '../../scripts/machines/savingsEstimator.paths'

const paths = estimatorPaths({ coverageYear: 2027, state: 'FL' })
/** The latest coverage year rules/ has a file for, the next (on sale from its November, with no rules yet), and the one after. */
const latest = latestCoverageYear()
const [unknown, afterUnknown] = [latest + 1, latest + 2]

/** Replays a path on a real actor, with the focus effect provided as the view would, and checks every step. */
function walk(path: EstimatorPath) {
  const focusField = vi.fn()
  const actor = createActor(
    savingsEstimatorMachine.provide({ actions: { focusField: (_, field) => focusField(field) } }),
    { input: { coverageYear: 2027, state: 'FL' } },
  )
  actor.start()
  let latest: Estimate | null = null
  for (const { event, state: expected } of path.steps) {
    const focusBefore = focusField.mock.calls.length
    const before = actor.getSnapshot()
    actor.send(event)
    const snapshot = actor.getSnapshot()
    const { fields, errors, estimate, callback } = snapshot.context
    expect(snapshot.value).toEqual(expected.value)
    if (event.type === 'form.submit') expect(fields).toEqual(event.fields)
    const computed = estimateSavings(toEstimateInput(fields))
    if (snapshot.matches({ form: 'invalid' })) {
      // Refused: a message under each invalid field, exactly those the pure estimate names, and focus on the first.
      expect(computed.ok).toBe(false)
      if (event.type === 'form.submit') expect(!computed.ok && errors).toEqual(!computed.ok && computed.errors)
      else expect(Object.keys(errors).every((field) => !computed.ok && field in computed.errors)).toBe(true)
      expect(Object.keys(errors).length).toBeGreaterThan(0)
      expect(estimate).toBeNull()
      if (event.type === 'form.submit') {
        expect(focusField.mock.calls.slice(focusBefore)).toEqual([[estimatorFieldOrder.find((field) => errors[field])]])
      }
      if (event.type === 'field.changed') expect(errors[event.name]).toBeUndefined()
    } else {
      expect(focusField.mock.calls.length).toBe(focusBefore)
      expect(errors).toEqual({})
    }
    if (snapshot.matches({ form: 'showingResult' })) {
      expect(computed.ok && estimate).toEqual(computed.ok && computed.estimate)
      expect(String(estimate?.coverageYear)).toBe(fields.coverageYear)
    }
    if (snapshot.matches({ form: 'editing' })) expect(estimate).toBeNull()
    if (before.matches({ form: 'showingResult' }) && event.type === 'field.changed' && event.name === 'coverageYear') {
      // One tap on the other year estimates the same household again under that year's rules.
      expect(snapshot.matches({ form: 'showingResult' }) && estimate?.coverageYear).toBe(Number(event.value))
    }
    latest = estimate ?? latest
    if (event.type === 'callback.opened') {
      // The button is under a result: each press there opens the form or brings it back into view.
      const pressed = before.matches({ form: 'showingResult' })
      expect(snapshot.matches({ callback: 'open' })).toBe(pressed || before.matches({ callback: 'open' }))
      expect(callback?.presses ?? 0).toBe((before.context.callback?.presses ?? 0) + (pressed ? 1 : 0))
    }
    if (snapshot.matches({ callback: 'open' })) {
      // The callback form sends the latest estimate and names its state: the one showing, else the last one shown.
      expect(callback?.estimate).toBe(latest)
      if (estimate) expect(callback?.estimate).toBe(estimate)
    } else expect(callback).toBeNull()
  }
  actor.stop()
}

describe('savings estimator machine, every path of its graph', () => {
  it('reaches every state the visitor can tell apart', () => {
    const ends = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)))
    expect([...ends].sort()).toEqual(
      ['editing', 'invalid', 'showingResult']
        .flatMap((form) => ['closed', 'open'].map((callback) => JSON.stringify({ form, callback })))
        .sort(),
    )
    const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.context.estimate?.outcome.kind)))
    expect(kinds).toEqual(new Set([undefined, 'credit', 'medicaid', 'coverageGap', 'aboveLimit', 'otherCoverage']))
    const caveats = new Set(
      paths.flatMap((path) =>
        path.steps.flatMap((step) => step.state.context.estimate?.caveats.map((caveat) => caveat.kind) ?? []),
      ),
    )
    expect(caveats).toEqual(new Set(['medicaidWorkRequirement', 'creditEligibility', 'programNotApproved']))
  })

  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => walk(path))
})

describe('savings estimator, details', () => {
  it('starts on the year and state it is given, with nothing else filled in', () => {
    const actor = createActor(savingsEstimatorMachine, { input: { coverageYear: 2027, state: 'FL' } }).start()
    expect(actor.getSnapshot().context).toEqual({
      fields: { coverageYear: '2027', state: 'FL', householdSize: '', yearlyIncome: '', hasOtherCoverage: false },
      errors: {},
      estimate: null,
      callback: null,
    })
  })

  it('refuses a year without published tables by code under the year, which the view words', () => {
    const actor = createActor(savingsEstimatorMachine, { input: { coverageYear: unknown } }).start()
    actor.send({
      type: 'form.submit',
      fields: {
        coverageYear: String(unknown),
        state: 'TX',
        householdSize: '1',
        yearlyIncome: '20000',
        hasOtherCoverage: false,
      },
    })
    const { errors } = actor.getSnapshot().context
    expect(errors).toEqual({ coverageYear: { code: 'yearNotPublished', year: unknown } })
    expect(errors.coverageYear && estimateRefusalText(errors.coverageYear)).toMatch(
      new RegExp(`^The ${unknown} rules are not out yet`),
    )
  })

  it("keeps the callback form on the current estimate: Florida, 'Have an agent check this', then Texas sends Texas", () => {
    const actor = createActor(savingsEstimatorMachine, { input: { coverageYear: 2026 } }).start()
    const household = { coverageYear: '2026', householdSize: '1', yearlyIncome: '30000', hasOtherCoverage: false }
    actor.send({ type: 'form.submit', fields: { ...household, state: 'FL' } })
    actor.send({ type: 'callback.opened' })
    expect(actor.getSnapshot().context.callback).toMatchObject({ estimate: { state: { code: 'FL' } }, presses: 1 })

    actor.send({ type: 'form.submit', fields: { ...household, state: 'TX' } })
    const { value, context } = actor.getSnapshot()
    expect(value).toEqual({ form: 'showingResult', callback: 'open' })
    expect(context.callback?.estimate).toBe(context.estimate)
    expect(context.callback?.estimate.state.code).toBe('TX')
    actor.stop()
  })

  it('keeps the last estimate in the open callback form while an answer changes or is refused', () => {
    const actor = createActor(savingsEstimatorMachine, { input: { coverageYear: 2026 } }).start()
    const fields = {
      coverageYear: '2026',
      state: 'FL',
      householdSize: '1',
      yearlyIncome: '30000',
      hasOtherCoverage: false,
    }
    actor.send({ type: 'form.submit', fields })
    actor.send({ type: 'callback.opened' })
    const shown = actor.getSnapshot().context.estimate
    actor.send({ type: 'field.changed', name: 'state', value: 'TX' })
    expect(actor.getSnapshot().context.callback?.estimate).toBe(shown)
    actor.send({ type: 'form.submit', fields: { ...fields, state: 'TX', householdSize: '0' } })
    expect(actor.getSnapshot().value).toEqual({ form: 'invalid', callback: 'open' })
    expect(actor.getSnapshot().context.callback?.estimate).toBe(shown)
    // No result, no button: a press does nothing.
    actor.send({ type: 'callback.opened' })
    expect(actor.getSnapshot().context.callback?.presses).toBe(1)
    actor.stop()
  })

  it('reads amounts as people type them', () => {
    expect(parseAmount('$30,000')).toBe(30000)
    expect(parseAmount(' 62756.50 ')).toBe(62756.5)
    expect(parseAmount('1,234,567')).toBe(1234567)
    expect(parseAmount('')).toBeNaN()
    expect(parseAmount('-5')).toBeNaN()
    expect(parseAmount('30k')).toBeNaN()
    expect(parseAmount('3,0000')).toBeNaN()
  })

  it.each([
    // day, the year the form starts on, the other year one tap away
    ['2026-10-31', 2026, []],
    ['2026-11-01', 2027, [2026]],
    ['2026-11-30', 2027, [2026]],
    ['2026-12-01', 2027, []],
    ['2026-12-15', 2027, []],
    ['2026-12-16', 2027, []],
    ['2027-01-01', 2027, []],
    ['2027-06-01', 2027, []],
    // The year after the latest is on sale but rules/ has no facts for it: not offered.
    [`${latest}-11-23`, latest, []],
    // No year with facts: the year on sale, which the estimate refuses in plain words.
    [`${afterUnknown}-06-01`, afterUnknown, []],
  ])('on %s the form starts on %i, with %j one tap away', (day, preferred, others) => {
    expect(coverageYearChoices(day)).toMatchObject({ preferred, others })
  })

  it.each([
    [
      '2026-10-31',
      'Open enrollment for 2026 coverage ended on January 15, 2026: after a qualifying life event (losing coverage, moving, marrying, a baby), you can still sign up through special enrollment.',
    ],
    [
      '2026-11-01',
      'Open enrollment for 2027 coverage: November 1 – December 15, 2026. Buying after a qualifying life event (losing coverage, moving, marrying, a baby) for the rest of 2026? Choose 2026.',
    ],
    ['2026-12-15', 'Open enrollment for 2027 coverage: November 1 – December 15, 2026.'],
    [
      '2026-12-16',
      'Open enrollment for 2027 coverage ended on December 15, 2026: after a qualifying life event (losing coverage, moving, marrying, a baby), you can still sign up through special enrollment.',
    ],
    [
      '2027-01-01',
      'Open enrollment for 2027 coverage ended on December 15, 2026: after a qualifying life event (losing coverage, moving, marrying, a baby), you can still sign up through special enrollment.',
    ],
    [
      `${latest}-11-23`,
      `The ${unknown} rules are not in this estimator yet, so it estimates ${latest} coverage. An agent can help you with ${unknown}.`,
    ],
    [`${afterUnknown}-06-01`, `Coverage for ${afterUnknown}.`],
  ])('on %s the line under the years reads: %s', (day, hint) => {
    expect(yearHint(coverageYearChoices(day))).toBe(hint)
  })
})
