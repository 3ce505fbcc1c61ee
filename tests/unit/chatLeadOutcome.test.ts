// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  chatIncomeDollars,
  chatLeadOutcome,
} from '../../supabase/functions/_shared/leadDelivery/chatLeadOutcome.generated.js'

/**
 * The staff line an agent reads for a chat lead, recomputed from the answers as the database stores them. Read from
 * the generated bundle, the very file server/, the Edge Function and `npm run leads` run (tests/db/schema.test.ts
 * holds it to supabase/chatLeadOutcome.ts and the rules).
 */

/** A chat lead's stored answers: a 30-year-old household of one in Columbus, Ohio, for 2027. */
function stored(answers: Record<string, unknown> = {}) {
  return {
    source: 'chat',
    zip_code: '43215',
    medicaid_denied: false,
    age_range: 'age26to35',
    current_insurance: 'none',
    household_size: 1,
    income_band: 'toMedicaidLine',
    coverage_year: 2027,
    income_range: null,
    ...answers,
  }
}

const CHECKED = 'Rules checked 2026-11.'

describe("a chat lead's staff line", () => {
  it('a 30-year-old on Medicaid in Ohio for 2027: Medicaid likely, with the work requirement from its date', () => {
    expect(chatLeadOutcome(stored({ current_insurance: 'medicaid' }))).toEqual({
      code: 'medicaidLikely',
      depends_on: null,
      line: `Likely Medicaid in Ohio (2027, at or under 138%): work requirement applies from Jan 1, 2027. Household of 1, income $0-$22,024 a year. ${CHECKED}`,
    })
  })

  it('the same answers after "I was denied Medicaid" (no insurance asked) give the same outcome', () => {
    const denied = stored({ medicaid_denied: true, current_insurance: null })
    expect(chatLeadOutcome(denied)?.line).toBe(chatLeadOutcome(stored({ current_insurance: 'medicaid' }))?.line)
  })

  it("Nebraska's work requirement for 2026 starts on its own date, for a household of three", () => {
    const line = chatLeadOutcome(stored({ zip_code: '68102', coverage_year: 2026, household_size: 3 }))?.line
    expect(line).toBe(
      `Likely Medicaid in Nebraska (2026, at or under 138%): work requirement applies from May 1, 2026; a lawfully present immigrant under 100% gets no credit (2026). Household of 3, income $0-$36,777 a year. ${CHECKED}`,
    )
  })

  it("a Wisconsin household under the poverty line: the state's own program", () => {
    expect(chatLeadOutcome(stored({ zip_code: '53201', income_band: 'belowPovertyLine' }))?.line).toBe(
      `Likely Medicaid in Wisconsin (2027, BadgerCare Plus, under 100%). Household of 1, income $0-$15,959 a year. ${CHECKED}`,
    )
  })

  it('a 67-year-old: Medicare, whatever else was answered, without a household or income', () => {
    const answers = stored({ age_range: 'age65plus', household_size: null, income_band: null })
    expect(chatLeadOutcome(answers)).toEqual({
      code: 'medicare',
      depends_on: null,
      line: `Medicare (65 or older). ${CHECKED}`,
    })
  })

  it('someone under 65 on Medicare today: Medicare, because they said so', () => {
    const answers = stored({ current_insurance: 'medicare', household_size: null, income_band: null })
    expect(chatLeadOutcome(answers)?.line).toBe(`Medicare (on Medicare today). ${CHECKED}`)
  })

  it('a Texan household of one under the poverty line: the coverage gap', () => {
    expect(chatLeadOutcome(stored({ zip_code: '75201', income_band: 'belowPovertyLine' }))).toEqual({
      code: 'coverageGap',
      depends_on: null,
      line: `Coverage gap in Texas (2027). Household of 1, income $0-$15,959 a year. ${CHECKED}`,
    })
  })

  it('Georgia under the poverty line: the gap, and Pathways not approved for the year', () => {
    expect(chatLeadOutcome(stored({ zip_code: '30301', income_band: 'belowPovertyLine' }))?.line).toBe(
      `Coverage gap in Georgia (2027); Georgia Pathways to Coverage not approved for 2027. Household of 1, income $0-$15,959 a year. ${CHECKED}`,
    )
  })

  it('a credit button: the most the household pays for the benchmark, at both ends, with cost sharing and the immigration caveat', () => {
    expect(chatLeadOutcome(stored({ income_band: 'withCostSharing' }))).toEqual({
      code: 'creditLikely',
      depends_on: null,
      line: `Credit likely: pays at most $65-$288/month for the benchmark Silver plan (2027); cost-sharing reductions: a Silver plan pays 94-73% of costs; immigration status decides the credit (2027: citizens and some immigrants only). Household of 1, income $22,025-$39,900 a year. ${CHECKED}`,
    })
    expect(chatLeadOutcome(stored({ income_band: 'toLimit', current_insurance: 'individual' }))?.line).toBe(
      `Credit likely: pays at most $288-$544/month for the benchmark Silver plan (2027); immigration status decides the credit (2027: citizens and some immigrants only). Household of 1, income $39,901-$63,840 a year. ${CHECKED}`,
    )
  })

  it('over the limit: no credit, with the limit', () => {
    expect(chatLeadOutcome(stored({ income_band: 'overLimit' }))).toEqual({
      code: 'noCredit',
      depends_on: null,
      line: `No credit (2027: over 400% of the poverty line). Household of 1, income over $63,840 a year. ${CHECKED}`,
    })
  })

  it('job-based or other coverage on a credit button: depends, with the credit if it does not bar one', () => {
    expect(chatLeadOutcome(stored({ income_band: 'withCostSharing', current_insurance: 'employer' }))).toEqual({
      code: 'depends',
      depends_on: 'employerCoverage',
      line: `Depends: job-based coverage (if not affordable: pays at most $65-$288/month for the benchmark Silver plan). Household of 1, income $22,025-$39,900 a year. ${CHECKED}`,
    })
    expect(chatLeadOutcome(stored({ income_band: 'toLimit', current_insurance: 'other' }))?.line).toBe(
      `Depends: other coverage (if it does not bar the credit: pays at most $288-$544/month for the benchmark Silver plan). Household of 1, income $39,901-$63,840 a year. ${CHECKED}`,
    )
  })

  it('a ZIP code with no known state: depends, without the ZIP code (the chat channel never gets it)', () => {
    const answers = stored({ zip_code: '00901', household_size: null, income_band: null })
    expect(chatLeadOutcome(answers)).toEqual({
      code: 'depends',
      depends_on: 'stateUnknown',
      line: `Depends: the ZIP code names no state the rules know. ${CHECKED}`,
    })
  })

  it('a coverage year the rules do not have: depends, naming the year, or the year on sale when none was stored', () => {
    expect(chatLeadOutcome(stored({ coverage_year: 2029, household_size: 2, income_band: 'toLimit' }))).toEqual({
      code: 'depends',
      depends_on: 'yearUnknown',
      line: `Depends: no rules yet for 2029. Household of 2. ${CHECKED}`,
    })
    const noYear = stored({ coverage_year: null, household_size: null, income_band: null })
    expect(chatLeadOutcome(noYear)?.line).toBe(`Depends: no rules yet for the coverage year on sale. ${CHECKED}`)
  })

  it("an income band the state's buttons do not have: depends on the income, never another state's answer", () => {
    expect(chatLeadOutcome(stored({ zip_code: '75201', income_band: 'toMedicaidLine' }))).toEqual({
      code: 'depends',
      depends_on: 'incomeUnknown',
      line: `Depends: no income answer for Texas's lines. Household of 1. ${CHECKED}`,
    })
  })

  it('a lead stored with the retired answers says they predate the outcome rather than guessing one', () => {
    const older = {
      source: 'chat',
      zip_code: '43215',
      medicaid_denied: false,
      age_range: 'age26to35',
      income_range: 'under30k',
      current_insurance: 'medicaidOrMedicare',
      household_size: null,
      income_band: null,
      coverage_year: null,
    }
    const predates = {
      code: 'answersPredateOutcome',
      depends_on: null,
      line: 'No outcome: the answers predate it (stored before the chat asked the household size); read the answers.',
    }
    expect(chatLeadOutcome(older)).toEqual(predates)
    expect(chatLeadOutcome({ ...older, current_insurance: 'none' })).toEqual(predates)
    expect(chatLeadOutcome({ ...older, income_range: null })).toEqual(predates)
  })

  it("a form's lead has none", () => {
    expect(chatLeadOutcome({ source: 'sep', zip_code: null })).toBeNull()
    expect(chatLeadOutcome({ source: null })).toBeNull()
  })
})

describe("a stored income button's dollars", () => {
  it("are the year's lines for the state of the ZIP code and the household", () => {
    expect(chatIncomeDollars(stored())).toBe('$0-$22,024 a year')
    expect(chatIncomeDollars(stored({ income_band: 'overLimit', household_size: 2 }))).toBe('over $86,560 a year')
  })

  it('are null where the rules cannot make them', () => {
    expect(chatIncomeDollars(stored({ coverage_year: 2029 }))).toBeNull()
    expect(chatIncomeDollars(stored({ zip_code: '00901' }))).toBeNull()
    expect(chatIncomeDollars(stored({ household_size: null }))).toBeNull()
  })
})
