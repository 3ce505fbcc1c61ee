import { en } from '../../format'
import { lines } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { enrollmentRules, sep } from '../figures'
import { pageIncomeGuide } from '../householdTables'
import { selfEmployedModel } from '../../models/selfEmployed'
import { lowPricePlans } from './savingsClaims'
import { fullRepaymentFrom, medicaidInstead } from './creditRules'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { singleCreditLimits } from '../../models/selfEmployed'
import { openEnrollment } from '../enrollmentDates'
import { capAboveLimit, noLimitYear } from '../../models/sharedFigures'

/** /insurance-for-self-employed is the page search engines index. */
export const selfEmployedMeta: PageMeta = {
  path: '/insurance-for-self-employed',
  title: 'Health Insurance for Self-Employed & 1099 Workers | ACA',
  description: `ACA health plans for freelancers, 1099 contractors and gig workers, with tax credits based on net income. Prices depend on income, age and ZIP code.`,
}

/** /self-employed-coverage shows the same page; its canonical URL points at the original so only one is indexed. */
export const selfEmployedCoverageMeta: PageMeta = {
  ...selfEmployedMeta,
  path: '/self-employed-coverage',
  canonicalPath: selfEmployedMeta.path,
}

export const selfEmployedConversion: PageConversion = {
  smsBody: "Hi! I'm self-employed and I'd like to check which ACA plans and savings I qualify for.",
  callLabel: 'self_employed_phone_click',
}

export const selfEmployedHero = {
  eyebrow: 'For 1099 contractors, freelancers, gig and part-time workers',
  heading: 'Health Insurance for the Self-Employed',
  intro: `No employer plan? Your premium tax credit is based on your net self-employment income, not a paycheck. ${lowPricePlans} A licensed agent can compare plans for you at no cost.`,
}

export const selfEmployedBenefits = {
  heading: 'Why Self-Employed Workers Choose ACA Plans',
  intro:
    'Marketplace plans are built for people who buy their own coverage, whether you drive for an app, freelance full time or piece together part-time jobs.',
  items: [
    {
      title: 'Savings based on net income',
      text: 'Tax credits use your yearly net profit: business expenses lower it, and the credit follows the whole year’s income, not one month’s.',
    },
    {
      title: 'Coverage that is yours',
      text: 'Your plan belongs to you, not to a client or an employer. Change gigs, add clients or take a season off and your coverage stays. Moving out of its area ends it, and the move lets you pick a new one.',
    },
    {
      title: 'Premiums may be tax-deductible',
      text: 'Self-employed people can often deduct the part of the premium they pay themselves. Ask your tax preparer how the deduction applies to you.',
    },
    {
      title: 'Update your income anytime',
      text: `Report changes as soon as they happen, so your monthly credit stays close to what you will be owed${fullRepaymentFrom ? `: from ${fullRepaymentFrom}, any extra credit must be paid back in full at tax time` : ''}.`,
    },
    {
      title: 'Every essential benefit, no health questions',
      text: 'Every plan covers the 10 essential health benefits, and you cannot be denied or charged more for a pre-existing condition.',
    },
    {
      title: 'Free help from a licensed agent',
      text: 'We compare carriers, doctors and prescriptions in your area and apply your savings at no cost to you: insurers pay our agency.',
    },
  ],
} as const

/** One person's benchmark Silver plan at an income line, in words. */
function atLine({ yearlyIncome, monthlyMax }: { yearlyIncome: number; monthlyMax: number | null }) {
  return {
    income: en.money(yearlyIncome),
    benchmark: monthlyMax === null ? 'No tax credit' : `At most about ${en.money(monthlyMax)}`,
  }
}
const medicaidLine = en.money(selfEmployedModel.medicaidLineIncome)
const guideTop = atLine(selfEmployedModel.guideTop)
/** No credit above the line from 2026 (none in 2025): what the row above the income guide says, with the years. */
const creditLimits = singleCreditLimits
/** What the benchmark plan cost at most above 400% of the poverty line in the year without an upper limit, in percent. */
const capAboveLimitPercent = capAboveLimit / 100

export const selfEmployedPremiums = {
  rulesYear: pageYear,
  heading: 'Premium Examples by Income',
  intro: `The most a single self-employed person pays each month for the benchmark Silver plan with ${pageYear} tax credits, by yearly net income (your profit after business expenses). Cheaper plans cost less and pricier ones more; your price depends on your age, ZIP code and the plan you choose.`,
  examples: {
    caption: `Benchmark Silver plan for one person by yearly net income, ${pageYear} coverage (${selfEmployedModel.guidelineYear} poverty guidelines, 48 states and DC)`,
    columns: ['Yearly net income (1 person)', 'Benchmark Silver plan each month', 'Why'] as const,
    rows: [
      [
        `Up to ${medicaidLine}`,
        'Medicaid in states that expanded it',
        `Adults at or under ${lines.medicaidExpansion}% of the poverty line ${medicaidInstead} there; elsewhere a tax credit applies from the poverty line up.`,
      ],
      ...selfEmployedModel.silverLines.map((level) => {
        const line = atLine(level)
        return [
          line.income,
          `${line.benchmark} a month`,
          `A Silver plan pays about ${level.silverPlanPays}% of covered costs at this income; cheaper plans, often Bronze, can cost less.`,
        ] as const
      }),
      [
        guideTop.income,
        `${guideTop.benchmark} a month`,
        `The top of the ${pageYear} income guide: a tax credit applies only if the benchmark plan costs you more than this.`,
      ],
      [
        `Over ${guideTop.income}`,
        'The plan’s full price',
        `In ${noLimitYear} a tax credit still applied here when the benchmark Silver plan cost more than ${capAboveLimitPercent}% of income. From ${creditLimits[0].year} there is no tax credit above ${creditLimits[0].percent}% of the poverty line (${creditLimits.map((limit) => `${limit.amount} for ${limit.year}`).join(', ')}); an agent can find the lowest-cost plan in your area.`,
      ],
    ] as const,
  },
  householdHeading: 'Income Limits by Household Size',
  householdIntro: 'If you cover a spouse or children, the limits rise with the size of your household.',
  household: { caption: pageIncomeGuide.caption, columns: pageIncomeGuide.columns, rows: pageIncomeGuide.rows },
  note: 'Alaska and Hawaii have higher limits. Amounts are after tax credits; your agent confirms your exact price before you enroll.',
}

export const selfEmployedIncomeTips = {
  heading: 'How to Estimate Self-Employment Income',
  intro:
    'The marketplace asks for your expected income for the coverage year. For self-employed people that takes a little thought, and we walk you through it on the call.',
  steps: [
    'Start from your net profit: what you earn from clients or apps minus business expenses such as mileage, equipment and software.',
    'If your income changes from month to month, use last year’s tax return and the work you already have lined up as a guide.',
    'Report changes during the year. A higher or lower estimate adjusts your monthly tax credit right away.',
    'At tax time, the credit you received is reconciled with your actual income, so a careful estimate lowers the risk of owing money then.',
  ],
} as const

export const selfEmployedFaq: readonly FaqItem[] = [
  {
    question: 'Can I get ACA health insurance if I am a 1099 contractor or gig worker?',
    answer:
      'Yes. Freelancers, independent contractors, rideshare and delivery drivers and part-time workers without an employer plan can buy a marketplace plan, and many qualify for a premium tax credit based on their net income.',
  },
  {
    question: 'What income do I use if I am self-employed?',
    answer:
      'Use your expected net self-employment income for the year: your business income minus business expenses, plus any other household income. An agent can help you make a realistic estimate.',
  },
  {
    question: 'When can I sign up?',
    answer: `Anyone can enroll during ${openEnrollment.named}. Outside it, a life change such as losing other coverage, moving or having a baby gives you ${sep.daysToEnroll} days to enroll. Coverage starts on the ${enrollmentRules.coverageStarts}.`,
  },
]

export const selfEmployedCta = {
  heading: 'Get Covered on Your Own Terms',
  text: 'Call or text a licensed agent. We check your savings, compare plans that include your doctors, and can finish your enrollment in one call.',
}
