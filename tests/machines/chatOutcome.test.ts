import { describe, expect, it } from 'vitest'
import { stateFacts } from '../../rules/stateFacts'
import type { StateCode } from '../../rules/stateCodes'
import { workRequirementIn } from '../../rules/workRequirement'
import type { CoverageYear } from '../../rules/years'
import { chatIncomeBands, chatOutcome, type ChatAnswers, type ChatOutcome } from '../../rules/chatOutcome'
import { estimateSavings, type Estimate, type Outcome } from '../../rules/savingsEstimate'

/**
 * The chat's outcome against the estimator beside it: for every served state, household of 1 to 4, coverage year on
 * sale and income button, the estimator at the button's lowest and highest income gives the chat's outcome, and one
 * dollar over the top gives a different answer (so every edge is a line that changes something).
 */

function estimate(year: CoverageYear, state: StateCode, householdSize: number, yearlyIncome: number): Estimate {
  const result = estimateSavings({ coverageYear: year, state, householdSize, yearlyIncome, hasOtherCoverage: false })
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
  return result.estimate
}

/** The chat's name for each of the estimator's outcomes a household without other coverage can get. */
const chatKindOf = {
  medicaid: 'medicaidLikely',
  coverageGap: 'coverageGap',
  credit: 'creditLikely',
  aboveLimit: 'noCredit',
  otherCoverage: null,
} as const satisfies Record<Outcome['kind'], ChatOutcome['kind'] | null>

const answers = (input: Partial<ChatAnswers> & Pick<ChatAnswers, 'year' | 'state' | 'band'>): ChatAnswers => ({
  householdSize: 1,
  age: 30,
  coverage: 'none',
  ...input,
})

const servedStates = stateFacts.map(({ code }) => code)
const oracleYears: readonly CoverageYear[] = [2026, 2027]
const cases = oracleYears.flatMap((year) =>
  servedStates.flatMap((state) =>
    [1, 2, 3, 4].flatMap((householdSize) =>
      chatIncomeBands(year, state, householdSize).map((band) => ({ year, state, householdSize, band })),
    ),
  ),
)

describe('the oracle: the chat agrees with the estimator at both ends of every income button', () => {
  it('covers 11 states, 4 household sizes, 2 years and 4 buttons each', () => {
    expect(servedStates).toHaveLength(11)
    expect(cases).toHaveLength(11 * 4 * 2 * 4)
  })

  it.each(cases)('$year $state household of $householdSize: $band.code ($band.from to $band.to)', (item) => {
    const { year, state, householdSize, band } = item
    const low = estimate(year, state, householdSize, band.from)
    const high = estimate(year, state, householdSize, band.to ?? band.from * 2)
    const outcome = chatOutcome(answers({ year, state, householdSize, band: band.code }))
    expect(outcome.kind).toBe(chatKindOf[low.outcome.kind])
    expect(outcome.kind).toBe(chatKindOf[high.outcome.kind])
    if (band.to !== null) {
      const over = estimate(year, state, householdSize, band.to + 1).outcome
      const changed =
        over.kind !== high.outcome.kind ||
        (over.kind === 'credit' &&
          high.outcome.kind === 'credit' &&
          over.silverPlanPays !== high.outcome.silverPlanPays)
      expect(changed).toBe(true)
    }
    if (outcome.kind === 'creditLikely' && low.outcome.kind === 'credit' && high.outcome.kind === 'credit') {
      expect(outcome.monthlyMax).toEqual({ from: low.outcome.monthlyMax, to: high.outcome.monthlyMax })
      const pays = { from: low.outcome.silverPlanPays, to: high.outcome.silverPlanPays }
      expect(outcome.silverPlanPays).toEqual(pays.from === null ? null : pays)
      if (year === 2027)
        expect(outcome.caveats).toContainEqual({ kind: 'creditEligibility', rule: 'citizensAndSomeImmigrants' })
    }
    if (outcome.kind === 'medicaidLikely') {
      const work = workRequirementIn(state, year)
      expect(outcome.workRequirement).toEqual(work ? { from: work.from } : null)
    }
  })

  it.each(oracleYears.flatMap((year) => servedStates.map((state) => ({ year, state }))))(
    '$year $state: the buttons run from $0 up with no gap and no overlap',
    ({ year, state }) => {
      for (const householdSize of [1, 2, 3, 4]) {
        const bands = chatIncomeBands(year, state, householdSize)
        expect(bands[0].from).toBe(0)
        expect(bands[bands.length - 1].to).toBeNull()
        for (const [index, band] of bands.slice(1).entries()) expect(band.from).toBe((bands[index].to ?? -1) + 1)
      }
    },
  )
})

describe('the buttons are the year’s own lines', () => {
  it('one person in Ohio for 2027: up to $22,024 / up to $39,900 / up to $63,840 / more', () => {
    expect(chatIncomeBands(2027, 'OH', 1)).toEqual([
      { code: 'toMedicaidLine', from: 0, to: 22024 },
      { code: 'withCostSharing', from: 22025, to: 39900 },
      { code: 'toLimit', from: 39901, to: 63840 },
      { code: 'overLimit', from: 63841, to: null },
    ])
  })

  it('one person in Texas for 2026: under the $15,650 poverty line is its own button, and 138% is no edge', () => {
    expect(chatIncomeBands(2026, 'TX', 1)).toEqual([
      { code: 'belowPovertyLine', from: 0, to: 15649 },
      { code: 'withCostSharing', from: 15650, to: 39125 },
      { code: 'toLimit', from: 39126, to: 62600 },
      { code: 'overLimit', from: 62601, to: null },
    ])
  })

  it('one person in Ohio for 2027: at most $65 to $288 a month with cost-sharing, then $288 to $544', () => {
    const pays = (band: 'withCostSharing' | 'toLimit') => chatOutcome(answers({ year: 2027, state: 'OH', band }))
    expect(pays('withCostSharing')).toMatchObject({
      kind: 'creditLikely',
      monthlyMax: { from: 65, to: 288 },
      silverPlanPays: { from: 94, to: 73 },
    })
    expect(pays('toLimit')).toMatchObject({
      kind: 'creditLikely',
      monthlyMax: { from: 288, to: 544 },
      silverPlanPays: null,
    })
  })
})

describe('Medicaid and its work requirement', () => {
  it('Nebraska 2026: Medicaid likely, with the work requirement from 2026-05-01', () => {
    expect(chatOutcome(answers({ year: 2026, state: 'NE', band: 'toMedicaidLine' }))).toMatchObject({
      kind: 'medicaidLikely',
      workRequirement: { from: '2026-05-01' },
    })
  })

  it('Ohio 2026: Medicaid likely, with no work requirement during the year', () => {
    expect(chatOutcome(answers({ year: 2026, state: 'OH', band: 'toMedicaidLine' }))).toMatchObject({
      kind: 'medicaidLikely',
      workRequirement: null,
    })
  })

  it('a 30-year-old on Medicaid in Ohio under 138% for 2027: Medicaid likely with the work requirement, never Medicare', () => {
    const outcome = chatOutcome(answers({ year: 2027, state: 'OH', band: 'toMedicaidLine', coverage: 'medicaid' }))
    expect(outcome).toEqual({
      kind: 'medicaidLikely',
      program: null,
      workRequirement: { from: '2027-01-01' },
      caveats: [],
    })
  })

  it('someone denied Medicaid whose age the chat did not ask: the answer of their state and income, not Medicare', () => {
    const outcome = chatOutcome(
      answers({ year: 2027, state: 'MO', band: 'withCostSharing', coverage: 'medicaid', age: null }),
    )
    expect(outcome.kind).toBe('creditLikely')
  })

  it('Wisconsin under the poverty line: BadgerCare, with no expansion work requirement', () => {
    const outcome = chatOutcome(answers({ year: 2027, state: 'WI', band: 'belowPovertyLine' }))
    expect(outcome).toMatchObject({
      kind: 'medicaidLikely',
      program: { state: 'WI' },
      workRequirement: null,
    })
  })
})

describe('the coverage gap', () => {
  it('a Texan household of one under the poverty line: the gap, for 2026 and 2027', () => {
    for (const year of oracleYears)
      expect(chatOutcome(answers({ year, state: 'TX', band: 'belowPovertyLine' }))).toMatchObject({
        kind: 'coverageGap',
        program: null,
      })
  })

  it('Georgia: Pathways in 2026; for 2027 the gap, with Pathways not approved', () => {
    expect(chatOutcome(answers({ year: 2026, state: 'GA', band: 'belowPovertyLine' }))).toMatchObject({
      kind: 'coverageGap',
      program: { state: 'GA' },
    })
    const later = chatOutcome(answers({ year: 2027, state: 'GA', band: 'belowPovertyLine' }))
    expect(later).toMatchObject({ kind: 'coverageGap', program: null })
    expect(later.kind === 'coverageGap' && later.caveats.map(({ kind }) => kind)).toContain('programNotApproved')
  })
})

describe('Medicare', () => {
  it('65 or older: Medicare, whatever the state and income', () => {
    expect(chatOutcome(answers({ year: 2027, state: 'OH', band: 'toLimit', age: 65 }))).toEqual({
      kind: 'medicare',
      because: 'age',
    })
  })

  it('on Medicare at 40: Medicare', () => {
    expect(chatOutcome(answers({ year: 2027, state: 'TX', band: 'toLimit', age: 40, coverage: 'medicare' }))).toEqual({
      kind: 'medicare',
      because: 'onMedicare',
    })
  })
})

describe('depends: only what the answers cannot decide', () => {
  it('no state from the ZIP code: depends on the state', () => {
    expect(chatOutcome(answers({ year: 2027, state: null, band: null }))).toEqual({
      kind: 'depends',
      on: 'stateUnknown',
    })
  })

  it('no button, or one the state does not have: depends on the income', () => {
    expect(chatOutcome(answers({ year: 2027, state: 'OH', band: null }))).toEqual({
      kind: 'depends',
      on: 'incomeUnknown',
    })
    expect(chatOutcome(answers({ year: 2027, state: 'OH', band: 'belowPovertyLine' }))).toEqual({
      kind: 'depends',
      on: 'incomeUnknown',
    })
  })

  it('job-based or other coverage on a credit button: depends on it, with the credit without it', () => {
    const credit = chatOutcome(answers({ year: 2027, state: 'FL', band: 'withCostSharing' }))
    expect(credit.kind).toBe('creditLikely')
    expect(chatOutcome(answers({ year: 2027, state: 'FL', band: 'withCostSharing', coverage: 'employer' }))).toEqual({
      kind: 'depends',
      on: 'employerCoverage',
      withoutIt: credit,
    })
    expect(chatOutcome(answers({ year: 2027, state: 'FL', band: 'withCostSharing', coverage: 'other' }))).toEqual({
      kind: 'depends',
      on: 'otherCoverage',
      withoutIt: credit,
    })
  })

  it('job-based coverage does not change Medicaid, the gap or no credit', () => {
    const employer = (state: StateCode, band: ChatAnswers['band']) =>
      chatOutcome(answers({ year: 2027, state, band, coverage: 'employer' })).kind
    expect(employer('OH', 'toMedicaidLine')).toBe('medicaidLikely')
    expect(employer('TX', 'belowPovertyLine')).toBe('coverageGap')
    expect(employer('TX', 'overLimit')).toBe('noCredit')
  })
})

it('2025, a year without an upper limit: over 400% still a credit, with no top to its monthly range', () => {
  expect(chatOutcome(answers({ year: 2025, state: 'FL', band: 'overLimit' }))).toMatchObject({
    kind: 'creditLikely',
    monthlyMax: { to: null },
    silverPlanPays: null,
  })
})
