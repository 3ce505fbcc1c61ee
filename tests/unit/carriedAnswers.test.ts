import { describe, expect, it } from 'vitest'
import { carriedAnswers } from '../../src/pages/savingsCalculator/carriedAnswers'

describe('answers carried to /savings-calculator in the address', () => {
  it('reads the home hero’s three answers and an optional coverage year', () => {
    expect(carriedAnswers('?state=FL&householdSize=2&yearlyIncome=40%2C000')).toEqual({ state: 'FL', householdSize: '2', yearlyIncome: '40,000' })
    expect(carriedAnswers('?coverageYear=2026&state=TX')).toEqual({ coverageYear: '2026', state: 'TX' })
  })

  it('carries nothing from an empty form or an address without answers', () => {
    expect(carriedAnswers('')).toBeNull()
    expect(carriedAnswers('?state=&householdSize=&yearlyIncome=')).toBeNull()
    expect(carriedAnswers('?utm_source=ad')).toBeNull()
  })

  it('ignores other names and cuts long values', () => {
    expect(carriedAnswers(`?hasOtherCoverage=on&yearlyIncome=${'9'.repeat(50)}`)).toEqual({ yearlyIncome: '9'.repeat(20) })
  })
})
