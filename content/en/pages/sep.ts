import { en } from '../../format'
import { agency } from '../agency'
import { pageYear } from '../../../rules/pageYear'
import { enrollmentRules, sep } from '../figures'
import { householdLabel } from '../householdTables'
import type { PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { sepIncomeModel as income } from '../../models/sep'
import { benchmarkFloor, lowPrice, lowPricePlans } from './savingsClaims'

const days = sep.daysToEnroll
const strongestSilverLine = income.linePercent

export const sepMeta: PageMeta = {
  path: '/sep',
  title: 'Special Enrollment Period (SEP) | Enroll in ACA Coverage Now',
  description: `Lost coverage, moved, married or had a baby? You may have ${days} days to enroll. Depending on income, age and ZIP code, some plans cost ${lowPrice} after tax credits.`,
}

/** SPEC.md section 7: /sep phone clicks are category 'engagement', label 'sep_phone_click'. */
export const sepConversion: PageConversion = {
  smsBody: "Hi! I had a life change and I'd like to know if I qualify for a Special Enrollment Period.",
  callLabel: 'sep_phone_click',
  callCategory: 'engagement',
}

export const sepHeader = { callLabel: 'Call Now' }

export const sepHero = {
  eyebrow: `Special Enrollment Period: ${days} days to enroll after a qualifying life event`,
  heading: 'Lost Coverage, Moved, Married or Had a Baby? You May Be Able to Enroll Now',
  intro: `${openEnrollment.openOnBuildDay ? `Open Enrollment for ${pageYear} coverage is open until ${openEnrollment.ends}. Had a life change? A` : 'Missed Open Enrollment? A'} qualifying life event such as losing coverage, moving, marrying or having a baby opens a Special Enrollment Period. ${lowPricePlans}`,
}

export const sepExplanation = {
  heading: 'What Is a Special Enrollment Period?',
  paragraphs: [
    `Most people can only sign up for an ACA marketplace plan during ${openEnrollment.named}. A Special Enrollment Period (SEP) is a window outside those dates that opens when something important changes in your life.`,
    `In most cases you have ${days} days from your qualifying life event to choose a plan. If you know you are about to lose your coverage, you can often apply up to ${days} days before it ends, so there is no gap. Coverage usually starts on the ${enrollmentRules.coverageStarts}.`,
    `If you are losing Medicaid or CHIP, your state must send a notice before your coverage ends (at least ${enrollmentRules.medicaidNoticeMinimumDays} days before, under federal rules). Call us as soon as you get it: on HealthCare.gov you can pick a plan until ${enrollmentRules.medicaidLossDaysAfter} days after it ends, and an agent can confirm your exact deadline.`,
  ],
  deadlineNote: `Miss the ${days}-day window and you may have to wait until the next Open Enrollment.`,
}

export const sepIncome = {
  heading: `Low-Cost Plans for ${pageYear} Coverage`,
  intro: `Premium tax credits lower your monthly premium based on your household income. ${lowPricePlans} ${benchmarkFloor}`,
  caption: `The most the benchmark Silver plan costs a month at ${strongestSilverLine}% of the poverty line, ${pageYear} coverage`,
  columns: [
    'Household size',
    `Monthly income at ${strongestSilverLine}% of the poverty line`,
    'Benchmark Silver plan, at most',
  ] as const,
  rows: income.rows.map(
    (row) =>
      [
        householdLabel(row.householdSize),
        en.money(row.monthlyIncome),
        row.benchmark === null
          ? 'No tax credit'
          : `${en.money(row.benchmark.monthlyMax)} a month (${en.percent(row.benchmark.share)} of income)`,
      ] as const,
  ),
  note: `Monthly income at ${strongestSilverLine}% of the ${income.guidelineYear} federal poverty guidelines, which set savings for ${pageYear} coverage (48 states and DC). At or under it, a Silver plan pays about ${income.silverPlanPays}% of covered costs, and at lower incomes the benchmark plan costs less. Plans cheaper than the benchmark, often Bronze, can cost less still; your exact price depends on your age, ZIP code and the plans sold there.`,
  calculatorLink: 'Estimate your own figure with our tax credit estimator',
}

export const sepLifeEvents = {
  heading: 'Qualifying Life Events',
  intro: `Any of these changes can open a Special Enrollment Period. Not sure if yours counts? Call us: we will check in ${agency.timings.agentEligibilityCheck}.`,
  items: [
    {
      title: 'Job Changes',
      text: 'Losing a job often means losing your health plan too. You do not have to go without coverage.',
      points: [
        'You lost job-based health coverage',
        'Your hours were cut and you lost your benefits',
        'Your employer stopped offering coverage',
        'Your COBRA coverage ran out',
      ],
    },
    {
      title: 'Family Changes',
      text: 'When your household changes, your coverage can change with it.',
      points: [
        `You got married, and at least one of you had qualifying coverage in the ${sep.marriageLookbackDays} days before`,
        'You had a baby or adopted a child',
        'A child was placed with you for foster care',
        'A divorce or legal separation ended your coverage',
        'A death in the family ended your coverage',
      ],
    },
    {
      title: 'Coverage Changes',
      text: 'Losing other health coverage is one of the most common reasons to enroll now.',
      points: [
        'You lost Medicaid or CHIP',
        `You turned ${enrollmentRules.dependentMaxAge} and aged off a parent’s plan`,
        'You moved to a new ZIP code or county and had coverage before the move',
        'Your individual plan was discontinued',
        'You became a U.S. citizen or gained lawful presence',
      ],
    },
  ],
}

const steps = [
  {
    title: 'Call or text a licensed agent',
    text: `Tell us what changed and when. We check whether you qualify for a Special Enrollment Period and how much time you have left, in ${agency.timings.agentEligibilityCheck}.`,
  },
  {
    title: 'Compare plans with your savings applied',
    text: 'We show you plans from the insurers we work with in your ZIP code, with every tax credit you qualify for already applied, and check that your doctors and prescriptions are covered.',
  },
  {
    title: 'Enroll and get covered',
    text: `We submit your application with you on the phone; most enrollments take ${agency.timings.phoneEnrollment}. Keep any letter that proves your life event, such as a notice that your coverage ended, in case the marketplace asks for it.`,
  },
] as const

export const sepSteps = { heading: `How to Apply in ${steps.length} Easy Steps`, items: steps }

export const sepRelated = {
  heading: 'More Ways to Save on Coverage',
  links: [
    {
      to: '/zero-dollar-health-plans',
      label: '$0 Premium Health Plans',
      text: 'See who qualifies for a plan with no monthly premium.',
    },
    {
      to: '/insurance-for-self-employed',
      label: 'Health Insurance for the Self-Employed',
      text: 'Freelancers, 1099 contractors and gig workers: see what you could pay.',
    },
    {
      to: '/compare-aca-plans',
      label: 'Compare ACA Plans',
      text: 'Bronze, Silver and Gold side by side, with premium examples.',
    },
    {
      to: '/more-info',
      label: 'ACA Guide and Deadlines',
      text: 'Key dates, plan tiers and answers to common questions.',
    },
  ],
} as const

export const sepCta = {
  heading: `Don’t Miss Your ${days}-Day Window`,
  text: 'Call now or send us a text. A licensed agent will check your Special Enrollment Period and your savings for free.',
}

export const sepForm = { heading: 'Check If You Qualify for Special Enrollment' }
