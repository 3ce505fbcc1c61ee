import { describe, expect, it } from 'vitest'
import { checkClaims } from '../support/claims'
import { latestCoverageYear } from '../../rules/yearFacts'

const rules = (text: string) => checkClaims(text).map((problem) => problem.rule)

describe('the claims reader', () => {
  it.each([
    'Open Enrollment for 2027 coverage (November 1 – December 15, 2026). Outside it, you need a Special Enrollment Period.',
    'Open Enrollment for 2026 coverage ran November 1, 2025 – January 15, 2026.',
    'On HealthCare.gov, choose a plan by December 15, 2026 for coverage from January 1, 2027.',
    'Depending on your income, age and ZIP code, some plans, often Bronze, can cost $0 to $10 a month after tax credits.',
    'In 2025, about 42% of enrollees chose a plan costing $0-$10 a month.',
    'Under 2027 rules nobody pays $0 for the benchmark Silver plan.',
    'In 2027 the out-of-pocket maximum is $12,000 for one person (reported by secondary sources).',
    'A tax credit is possible up to $63,840 for one person in 2027 (400% of the 2026 poverty line); $22,024 is 138%.',
    'Deductibles of $6,000 to $8,000.',
    'Our clients saved $8.7M+ in 2025.',
    'In 2025 nobody paid more than 8.5% of income for the benchmark plan.',
    'Plans cheaper than the benchmark, often Bronze, cost less, down to $0 where the credit is larger than the price; your own savings also depend on your age and ZIP code.',
    'For 2027 coverage you are a U.S. citizen or a green card holder (other lawfully present immigrants cannot get the credit for 2027 coverage).',
    'Single adult, $19,500 a year',
  ])('lets a true claim pass: %s', (text) => {
    expect(checkClaims(text)).toEqual([])
  })

  it.each([
    ['Open Enrollment runs November 1 to January 15.', '"January 15"'],
    [
      'Open Enrollment for 2027 coverage (November 1, 2026 – January 15, 2027).',
      'open enrollment for 2027 coverage is',
    ],
    [`Open Enrollment for ${latestCoverageYear() + 1} coverage starts soon.`, 'does not know'],
    ['Choose a plan by January 15, 2027 for coverage from January 1, 2027.', 'a plan chosen by December 15, 2026'],
    ['Most of our clients pay $0 to $10 a month.', '"$0 to $10"'],
    ['Many people pay just $1-$10 a month after tax credits.', '"$0 to $10"'],
    ['A $0 benchmark Silver plan is likely under 150% of the federal poverty level.', 'benchmark'],
    ['Households under 250% of the federal poverty level can often find a $0 plan.', 'below an income line'],
    ['If you received too much you may pay some back.', 'pay some back'],
    ['Nobody pays more than 8.5% of income.', '8.5%'],
    ['For 2027 you must be a U.S. citizen or lawfully present.', 'lawfully present'],
    ['Major carriers include Florida Blue and Aetna CVS Health.', 'Aetna'],
    ['In 2027 the out-of-pocket maximum is $12,000 for one person.', 'secondary'],
    ['The out-of-pocket maximum is $9,200 for one person.', 'without naming 2025'],
    ['Single adults earning under about $21,870 a year often qualify.', '$21,870 is no income line'],
    ['Households under $19,500 a year can get a $0 plan.', '$19,500 is no income line'],
    ['A $0 benchmark Silver plan is yours when a plan costs less than the credit.', 'benchmark'],
    ['For 2027 coverage, lawfully present immigrants can get the credit.', 'lawfully present'],
    ['Households earning up to $60,240 (1 person) qualify for tax credits in 2025.', '$60,240 is no income line'],
    ['2 people: $29,580 a year, $2,465 a month.', '$29,580 is no income line'],
  ])('flags %s', (text, rule) => {
    expect(rules(text).join(' | ')).toContain(rule)
  })
})
