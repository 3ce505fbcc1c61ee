import { lowPriceRange } from './priceClaims'
import { agency } from './agency'
import { enrollmentRules, medicareAge, sep } from './figures'

/**
 * The qualification chat of the home page (SPEC.md sections 3, 4, 5 and 9): the answer buttons, every bot
 * message keyed by the step that sends it, its pause, and the panel's own words. Figures come from
 * agency.ts and figures.ts; the agency number and the visitor's first name are filled in when a message is sent.
 */

/** SPEC section 4, step 1: the age ranges, offered at the start and again after 'I was denied Medicaid'. */
export const ageRanges = ['18-25', '26-35', '36-45', '46-55', '56-64', '65+'] as const
export type AgeRange = (typeof ageRanges)[number]

/** Step 1 (age): the income question's answers. */
export const incomeRanges = ['Under $30,000', '$30,000 - $50,000', '$50,000 - $75,000', '$75,000 - $100,000', 'Over $100,000'] as const
export type IncomeRange = (typeof incomeRanges)[number]

/** Step 2: the current-insurance question's answers. */
export const insuranceOptions = ['No insurance', 'Employer insurance', 'Individual plan', 'Medicaid/Medicare', 'Other'] as const
export type InsuranceOption = (typeof insuranceOptions)[number]

/** The buttons of steps 1 and 6-8, exactly as SPEC words them. */
export const chatChoices = {
  medicaidDenied: 'I was denied Medicaid',
  callMeNow: 'Call me now',
  tellMeMore: 'Tell me more first',
  callRightNow: 'Yes, call me right now!',
  thinkAboutIt: 'I need to think about it',
  callMeAfterAll: "You're absolutely right - call me!",
  callBackLater: "I'll call back later",
} as const

/**
 * Issue 12 item 11: a visitor at Medicare age, or on Medicaid or Medicare today, hears about Medicare help instead
 * of the promise of an ACA plan at a marketplace price. The steps and buttons stay SPEC's.
 */
export const medicareAnswers = { age: '65+', insurance: 'Medicaid/Medicare' } as const satisfies {
  age: AgeRange
  insurance: InsuranceOption
}

/** Filled into a message when it is sent: the agency number as shown, and the first name given at step 5. */
export type ChatFacts = { phone: string; name: string }

/** One bot message: its text, how long the bot 'types' before it appears, and the answer buttons it offers. */
export type ScriptMessage = {
  text: string | ((facts: ChatFacts) => string)
  pauseMs: number
  options?: readonly string[]
}

/**
 * SPEC section 9: bot messages arrive 0.5 to 5.5 s apart, and the call transfer happens 1 s after the last
 * message before it. Every batch below stays inside that: no pause under 0.5 s, no batch over 5.5 s in total,
 * so a call still starts within the few seconds in which a browser lets a page open the dialer.
 */
export const chatTimings = { minPauseMs: 500, maxPauseMs: 5500, callTransferMs: 1000 } as const

/** A price claim for the year on sale says what it depends on (content/priceClaims.ts). */
const lowPrice = `depending on your income, age and ZIP code, some plans, often Bronze, cost $${lowPriceRange.min} to $${lowPriceRange.max} a month after tax credits`
/** The agency's savings figures name their period (content/agency.ts). */
const inPeriod = `in ${agency.resultsPeriod}`
const InPeriod = `In ${agency.resultsPeriod}`

const noCostHelp = `Our help costs you nothing: insurers pay our agency. We have helped ${agency.familiesHelped} families`

/** Step 7's question, which ends the benefits in either version, and its buttons. */
const connectNowQuestion = 'Shall I connect you with an agent now?'
const stepSevenChoices = [chatChoices.callRightNow, chatChoices.thinkAboutIt] as const

/** How step 8 opens after 'I need to think about it', in either version, and its buttons. */
const thinkingItOver: readonly ScriptMessage[] = [
  { text: "That's fair: health coverage is an important decision.", pauseMs: 1000 },
  {
    text: `A ${agency.timings.callStrip} with a licensed agent costs nothing, and you decide afterwards. There's no obligation.`,
    pauseMs: 1500,
  },
]
const stepEightChoices = [chatChoices.callMeAfterAll, chatChoices.callBackLater] as const

const offerQuestion: ScriptMessage = {
  text: `A licensed agent can confirm your plan options and savings on a ${agency.timings.callStrip}. Would you like to talk now?`,
  pauseMs: 1500,
  options: [chatChoices.callMeNow, chatChoices.tellMeMore],
}

/** Every batch of bot messages, keyed by what triggers it. The last message of a question carries its buttons. */
export const chatScript = {
  /** Step 1: when the chat opens. */
  greeting: [
    {
      text: `Hi! In about ${agency.timings.chatEligibilityCheck} I can check whether you qualify for tax credits on an ACA health plan.`,
      pauseMs: 500,
    },
    {
      text: 'First, were you denied Medicaid? If not, what is your age range?',
      pauseMs: 1000,
      options: [chatChoices.medicaidDenied, ...ageRanges],
    },
  ],
  /** Step 1 again, after 'I was denied Medicaid'. */
  medicaidDenied: [
    {
      text: "I'm sorry to hear that. Many people who don't qualify for Medicaid do qualify for an ACA plan, with tax credits that lower the monthly premium.",
      pauseMs: 1500,
    },
    { text: 'What is your age range?', pauseMs: 1000, options: ageRanges },
  ],
  /** Step 1 (age) asks for step 2. */
  income: [{ text: 'Thanks! What is your yearly household income?', pauseMs: 1000, options: incomeRanges }],
  /** Step 2 asks for step 3 (skipped when Medicaid was denied). */
  insurance: [{ text: 'Do you have health insurance right now?', pauseMs: 1000, options: insuranceOptions }],
  /** Step 4: free text. */
  zipCode: [{ text: "What's your ZIP code? Plans and prices depend on where you live.", pauseMs: 1000 }],
  /** Step 4 again: the visitor sent something that is not a 5-digit ZIP code (issue 12 item 8). */
  zipCodeInvalid: [
    { text: "Sorry, I didn't catch that. Could you type your 5-digit ZIP code? For example: 33101.", pauseMs: 800 },
  ],
  /** Step 5: free text. */
  name: [{ text: 'Got it. And what is your first name?', pauseMs: 800 }],
  /** Step 6: the offer, with the 'Connect Me to Licensed Agent' button beside the answers. */
  offer: [
    { text: ({ name }) => `Nice to meet you, ${name}! From your answers, you may qualify for tax credits that lower your premium: ${lowPrice}.`, pauseMs: 1000 },
    offerQuestion,
  ],
  /** Step 6 for a visitor aged 65+ or on Medicaid/Medicare: Medicare help, no marketplace price. */
  offerMedicare: [
    {
      text: ({ name }) =>
        `Nice to meet you, ${name}! From your answers, Medicare may be the better fit for you than a marketplace plan, and a licensed agent can help you with your Medicare options at no cost.`,
      pauseMs: 1000,
    },
    offerQuestion,
  ],
  /** Step 6, 'Call me now': a few messages, then the call. */
  callNow: [
    {
      text: ({ name }) => `Great, ${name}! A licensed agent will check your savings with you. It's free and there's no obligation.`,
      pauseMs: 1000,
    },
    { text: ({ phone }) => `Calling ${phone} now...`, pauseMs: 1000 },
  ],
  /** Step 6, 'Tell me more first': benefits, then the urgency message and step 7's buttons. */
  benefits: [
    {
      text: 'Every ACA plan covers essential health benefits: doctor visits, prescriptions, emergency care, hospital stays and preventive care.',
      pauseMs: 1000,
    },
    { text: 'No plan can turn you down or charge you more because of a pre-existing condition.', pauseMs: 1500 },
    { text: `${noCostHelp}, and ${inPeriod} our clients saved an average of $${agency.averageMonthlySavings} a month (results vary).`, pauseMs: 1500 },
    {
      text: `Don't wait too long: after losing coverage or another life change, you have only ${sep.daysToEnroll} days to enroll. ${connectNowQuestion}`,
      pauseMs: 1500,
      options: stepSevenChoices,
    },
  ],
  /**
   * Step 6, 'Tell me more first', for a visitor aged 65+ or on Medicaid/Medicare: what Medicare covers and the help
   * with its costs instead of marketplace benefits and savings, then Medicare's sign-up window and step 7's buttons.
   */
  benefitsMedicare: [
    {
      text: 'Medicare covers hospital stays (Part A) and doctor visits and outpatient care (Part B). Prescription drugs come with a Part D plan or most Medicare Advantage plans.',
      pauseMs: 1000,
    },
    {
      text: 'If your income is limited, Medicare Savings Programs and Extra Help can lower your premiums and drug costs.',
      pauseMs: 1500,
    },
    { text: `${noCostHelp}.`, pauseMs: 1500 },
    {
      text: `Don't wait too long: your first chance to sign up for Medicare runs from ${enrollmentRules.medicareWindowMonths} months before the month you turn ${medicareAge} to ${enrollmentRules.medicareWindowMonths} months after it, and signing up late can mean paying more for Part B for as long as you have it. ${connectNowQuestion}`,
      pauseMs: 1500,
      options: stepSevenChoices,
    },
  ],
  /** Step 7, the call answer. */
  callAfterBenefits: [{ text: ({ phone }) => `Great choice! Calling ${phone} now...`, pauseMs: 1000 }],
  /** Step 7, 'I need to think about it': persuasion, then step 8's buttons. */
  persuasion: [
    ...thinkingItOver,
    {
      text: `${InPeriod} some clients saved up to $${agency.maxMonthlySavings} a month, and if you've had a life change, waiting could mean missing your enrollment window.`,
      pauseMs: 2000,
      options: stepEightChoices,
    },
  ],
  /** Step 7, 'I need to think about it', for a visitor aged 65+ or on Medicaid/Medicare: no marketplace savings. */
  persuasionMedicare: [
    ...thinkingItOver,
    {
      text: 'An agent can walk you through your Medicare choices, and waiting could mean missing your enrollment window.',
      pauseMs: 2000,
      options: stepEightChoices,
    },
  ],
  /** Step 8, the call answer. */
  callAfterPersuasion: [{ text: ({ phone }) => `You won't regret it! Calling ${phone} now...`, pauseMs: 1000 }],
  /** Step 8, 'I'll call back later': the reminder with the number. The chat ends here. */
  reminder: [
    {
      text: ({ name, phone }) =>
        `No problem, ${name}. When you're ready, call us at ${phone}. We're available ${agency.hours.home.join(' and ')}, and the average wait is ${agency.hours.homeAverageWait}.`,
      pauseMs: 1500,
    },
  ],
} satisfies Record<string, readonly ScriptMessage[]>

export type ScriptBatch = keyof typeof chatScript

/** Step 6, 'Connect Me to Licensed Agent': posted at once (no typing), the call follows 1 s later. */
export const connectingMessage = ({ phone }: ChatFacts) => `Connecting you to a licensed agent at ${phone}...`

/** Step 3: one message tailored to the current-insurance answer, sent before the ZIP question. */
export const tailoredReplies: Record<InsuranceOption, ScriptMessage> = {
  'No insurance': {
    text: `Good news: you can get covered. Tax credits lower the premium, and ${lowPrice}.`,
    pauseMs: 1500,
  },
  'Employer insurance': {
    text: "If your job's plan costs too much for you or your family, you may qualify for tax credits on a marketplace plan instead. An agent can check that for you.",
    pauseMs: 1500,
  },
  'Individual plan': {
    text: `Many people on individual plans pay more than they need to. ${InPeriod} our clients who switched saved an average of $${agency.averageMonthlySavings} a month (results vary).`,
    pauseMs: 1500,
  },
  'Medicaid/Medicare': {
    text: `If your Medicaid is ending, you can enroll in an ACA plan within ${sep.daysToEnroll} days of losing it. If you have Medicare, an agent will tell you which options fit.`,
    pauseMs: 1500,
  },
  Other: {
    text: 'Every situation is different. A licensed agent will look at yours and find the lowest-cost plan you qualify for.',
    pauseMs: 1500,
  },
}

/** Step 3 at 65+: the same messages, except that no marketplace price is promised to someone of Medicare age. */
export const tailoredRepliesAtMedicareAge: Record<InsuranceOption, ScriptMessage> = {
  ...tailoredReplies,
  'No insurance': {
    text: 'Good news: you can get covered. At 65 or older, Medicare is usually the way, and a licensed agent can help you choose and enroll at no cost.',
    pauseMs: 1500,
  },
}

/** The panel's own words (the floating button and the dialog title are in the first download: see ChatWidget). */
export const chatPanelCopy = {
  subtitle: `Free • about ${agency.timings.chatEligibilityCheck}`,
  logLabel: 'Conversation',
  botSpeaker: 'Assistant:',
  visitorSpeaker: 'You:',
  /** The numeric keypad on phones; the pattern (spaces allowed, as the input is trimmed) matches the machine's ZIP check. */
  zipCodeField: { label: 'Your ZIP code', autoComplete: 'postal-code', inputMode: 'numeric', pattern: '\\s*[0-9]{5}\\s*' },
  nameField: { label: 'Your first name', autoComplete: 'given-name', inputMode: 'text', pattern: undefined },
  send: 'Send',
  connect: 'Connect Me to Licensed Agent',
  /** Under a finished chat: a real tap-to-call link, in case the browser did not open the dialer. */
  callLink: (phone: string) => `Call ${phone}`,
} as const

/** The `phone_call` analytics label of a call the chat starts (SPEC section 7 names none; see src/lib/conversion.ts). */
export const chatCallLabel = 'chat_qualification_call'
