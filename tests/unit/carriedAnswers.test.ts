import { describe, expect, it } from 'vitest'
import { carriedAnswers, carriedIncome, carriedIncomeKey } from '../../src/pages/savingsCalculator/carriedAnswers'

describe('answers carried to /savings-calculator', () => {
  it('reads state, household size and an optional coverage year from the address', () => {
    expect(carriedAnswers('?state=FL&householdSize=2')).toEqual({ state: 'FL', householdSize: '2' })
    expect(carriedAnswers('?coverageYear=2026&state=TX')).toEqual({ coverageYear: '2026', state: 'TX' })
  })

  it('never reads an income from the address: it comes from the history entry’s state', () => {
    expect(carriedAnswers('?state=FL&householdSize=2&yearlyIncome=40%2C000')).toEqual({
      state: 'FL',
      householdSize: '2',
    })
    expect(carriedAnswers('?state=FL&householdSize=2', carriedIncome({ [carriedIncomeKey]: ' 40,000 ' }))).toEqual({
      state: 'FL',
      householdSize: '2',
      yearlyIncome: '40,000',
    })
  })

  it('takes only a string under its own key from the history state', () => {
    expect(carriedIncome(null)).toBeNull()
    expect(carriedIncome({ yearlyIncome: '40000' })).toBeNull()
    expect(carriedIncome({ [carriedIncomeKey]: 40000 })).toBeNull()
    expect(carriedIncome({ [carriedIncomeKey]: '   ' })).toBeNull()
    expect(carriedIncome({ [carriedIncomeKey]: '9'.repeat(50) })).toBe('9'.repeat(20))
  })

  it('carries nothing from an empty form or an address without answers', () => {
    expect(carriedAnswers('')).toBeNull()
    expect(carriedAnswers('?state=&householdSize=')).toBeNull()
    expect(carriedAnswers('?utm_source=ad')).toBeNull()
  })

  it('ignores other names and cuts long values', () => {
    expect(carriedAnswers(`?hasOtherCoverage=on&householdSize=${'9'.repeat(50)}`)).toEqual({
      householdSize: '9'.repeat(20),
    })
  })
})
