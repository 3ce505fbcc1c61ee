import { lowestPlanPrice } from '../priceClaims'
import { en } from '../../format'
import { creditLimitIncomes as creditLimitIn } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { agency } from '../agency'
import { enrollmentRules, medicareAge, sep } from '../figures'
import type { ChatMessageId, ChatOption, ChatChoice, IncomeRange, InsuranceOption } from '../../../machines/chatScript'
import { ageLabels, type MessageWords } from '../../copyReaders/chatFacts'
import { refusalText } from './backendRefusals'
import { fieldErrorCopy } from './fieldErrors'
import { messageTextFrom, sayTextFrom } from '../../copyReaders/wordLookups'

/**
 * The words of the qualification chat of the home page (SPEC.md sections 3, 4, 5 and 9): every answer button and
 * every bot message, keyed by the codes and message ids of machines/chatScript.ts, and the panel's own words.
 * Figures come from agency.ts and figures.ts; the agency number and the visitor's first name are filled in when a
 * message is shown. `ChatCopy` is the shape a translation fills: the type checker holds it to every code and id.
 */

/** SPEC section 4's buttons, exactly as SPEC words them (the age ranges are figures, the same in every language: content/copyReaders/chatFacts.ts). */
const incomeLabels: Record<IncomeRange, string> = {
  under30k: 'Under $30,000',
  from30kTo50k: '$30,000 - $50,000',
  from50kTo75k: '$50,000 - $75,000',
  from75kTo100k: '$75,000 - $100,000',
  over100k: 'Over $100,000',
}
const insuranceLabels: Record<InsuranceOption, string> = {
  none: 'No insurance',
  employer: 'Employer insurance',
  individual: 'Individual plan',
  medicaidOrMedicare: 'Medicaid/Medicare',
  other: 'Other',
}
const choiceLabels: Record<ChatChoice, string> = {
  medicaidDenied: 'I was denied Medicaid',
  callMeNow: 'Call me now',
  tellMeMore: 'Tell me more first',
  callRightNow: 'Yes, call me right now!',
  thinkAboutIt: 'I need to think about it',
  callMeAfterAll: "You're absolutely right - call me!",
  callBackLater: "I'll call back later",
  requestCallback: 'Have an agent call me',
  retryCallback: 'Try again',
}

/** Every answer button's label, by its code. */
export const chatOptionLabels: Record<ChatOption, string> = {
  ...ageLabels,
  ...incomeLabels,
  ...insuranceLabels,
  ...choiceLabels,
}

/** A price claim for the year on sale says what it depends on (content/en/priceClaims.ts). */
const lowPrice = `depending on your income, age and ZIP code, some plans, often Bronze, can cost $${lowestPlanPrice} a month after tax credits`
/** The agency's savings figures name their period (content/en/agency.ts). */
const inPeriod = `in ${agency.resultsPeriod}`
const InPeriod = `In ${agency.resultsPeriod}`

const noCostHelp = `Our help costs you nothing: insurers pay our agency. We have helped ${agency.familiesHelped} families`

/** Where the credit ends for the year on sale: the high-income offer names it instead of a price. */
const creditLimitIncomes = creditLimitIn(pageYear)

/** Step 7's question, which ends the benefits in either version. */
const connectNowQuestion = 'Shall I connect you with an agent now?'

/** Every bot message, by its id (machines/chatScript.ts says when each is sent). */
export const chatMessages: Record<ChatMessageId, MessageWords> = {
  greeting: `Hi! In about ${agency.timings.chatEligibilityCheck} I can check whether you qualify for tax credits on an ACA health plan.`,
  firstQuestion: 'First, were you denied Medicaid? If not, what is your age range?',
  medicaidDeniedSorry:
    "I'm sorry to hear that. You can still get an ACA plan. Whether a tax credit lowers its premium depends on your income, your immigration status and why Medicaid said no: after a denial for not meeting Medicaid's work requirement, there is no tax credit. An agent can check what you qualify for.",
  ageQuestion: 'What is your age range?',
  incomeQuestion: 'Thanks! What is your yearly household income?',
  insuranceQuestion: 'Do you have health insurance right now?',
  zipCodeQuestion: "What's your ZIP code? Plans and prices depend on where you live.",
  zipCodeAgain: "Sorry, I didn't catch that. Could you type your 5-digit ZIP code? For example: 33101.",
  nameQuestion: 'Got it. And what is your first name?',
  offer: ({ name }) =>
    `Nice to meet you, ${name}! From your answers, you may qualify for tax credits that lower your premium: ${lowPrice}.`,
  offerHighIncome: ({ name }) =>
    `Nice to meet you, ${name}! Tax credits depend on the size of your household: for ${creditLimitIncomes.year} coverage they end at ${creditLimitIncomes.percent}% of the poverty line, ${en.money(creditLimitIncomes.single)} a year for one person and ${en.money(creditLimitIncomes.familyOfFour)} for a family of four. A licensed agent can check whether yours qualifies and compare plans with you.`,
  offerMedicare: ({ name }) =>
    `Nice to meet you, ${name}! From your answers, Medicare may be the better fit for you than a marketplace plan, and a licensed agent can help you with your Medicare options at no cost.`,
  offerQuestion: `A licensed agent can confirm your plan options and savings on a ${agency.timings.callStrip}. Would you like to talk now?`,
  callNowGreat: ({ name }) =>
    `Great, ${name}! A licensed agent will check your savings with you. It's free and there's no obligation.`,
  callingNow: ({ phone }) => `Calling ${phone} now...`,
  benefitsCovered:
    'Every ACA plan covers essential health benefits: doctor visits, prescriptions, emergency care, hospital stays and preventive care.',
  benefitsPreexisting: 'No plan can turn you down or charge you more because of a pre-existing condition.',
  benefitsSavings: `${noCostHelp}, and ${inPeriod} our clients saved an average of $${agency.averageMonthlySavings} a month (results vary).`,
  benefitsUrgency: `Don't wait too long: after losing coverage, moving, marrying or having a baby, you usually have only ${sep.daysToEnroll} days to enroll. ${connectNowQuestion}`,
  medicareCovers:
    'Medicare covers hospital stays (Part A) and doctor visits and outpatient care (Part B). Prescription drugs come with a Part D plan or most Medicare Advantage plans.',
  medicareHelpWithCosts:
    'If your income is limited, Medicare Savings Programs and Extra Help can lower your premiums and drug costs.',
  medicareNoCostHelp: `${noCostHelp}.`,
  medicareUrgency: `Don't wait too long: your first chance to sign up for Medicare runs from ${enrollmentRules.medicareWindowMonths} months before the month you turn ${medicareAge} to ${enrollmentRules.medicareWindowMonths} months after it, and signing up late can mean paying more for Part B for as long as you have it. ${connectNowQuestion}`,
  callingAfterBenefits: ({ phone }) => `Great choice! Calling ${phone} now...`,
  thinkingFair: "That's fair: health coverage is an important decision.",
  thinkingNoObligation: `A ${agency.timings.callStrip} with a licensed agent costs nothing, and you decide afterwards. There's no obligation.`,
  persuasion: `${InPeriod} some clients saved up to $${agency.maxMonthlySavings} a month, and if you recently lost coverage, moved, married or had a baby, waiting could mean missing your enrollment window.`,
  persuasionMedicare:
    'An agent can walk you through your Medicare choices, and waiting could mean missing your enrollment window.',
  callingAfterPersuasion: ({ phone }) => `Great! Calling ${phone} now...`,
  reminder: ({ name, phone }) =>
    `No problem, ${name}. When you're ready, call us at ${phone}. We're available ${agency.hours.schedule}, and the average wait is ${agency.hours.homeAverageWait}.`,
  connecting: ({ phone }) => `Connecting you to a licensed agent at ${phone}...`,
  tailoredNone: 'Good news: you can get covered, and a tax credit may lower the premium, depending on your income.',
  tailoredNoneAtMedicareAge:
    'Good news: you can get covered. At 65 or older, Medicare is usually the way, and a licensed agent can help you choose and enroll at no cost.',
  tailoredEmployer:
    "If your job's plan costs too much for you or your family, you may qualify for tax credits on a marketplace plan instead. An agent can check that for you.",
  tailoredIndividual: `Many people on individual plans pay more than they need to. ${InPeriod} our clients who switched saved an average of $${agency.averageMonthlySavings} a month (results vary).`,
  tailoredMedicaidOrMedicare: `If your Medicaid is ending, losing it usually lets you enroll in an ACA plan within ${sep.daysToEnroll} days. A tax credit then depends on your income and on why Medicaid ended: there is none if it ended for not meeting its work requirement. If you have Medicare, an agent will tell you which options fit.`,
  tailoredOther:
    'Every situation is different. A licensed agent will look at yours and find the lowest-cost plan you qualify for.',
  callbackAsk: ({ name }) =>
    `Sure, ${name}. A licensed agent will call you. What's the best phone number to reach you?`,
  callbackLineClosed: ({ name, agentsBack }) =>
    `Our licensed agents are not on the phones right now, ${name}${agentsBack ? `: they are back ${agentsBack}` : ''}. Let's have one call you as soon as we open. What's the best phone number to reach you?`,
  callbackNoDialer: ({ name }) =>
    `I can't start a phone call from this device, ${name}, so let's have a licensed agent call you instead. What's the best phone number to reach you?`,
  callbackPhoneAgain:
    "Sorry, that doesn't look like a US phone number. Could you type it with the area code? For example: (305) 555-0142.",
  callbackConsent: "Last step: please confirm below that we may contact you, then tap 'Request my call'.",
  callbackConfirmed: ({ name, callbackPhone, phone, agentsBack }) =>
    agentsBack
      ? `Thank you, ${name}! A licensed agent will call you at ${callbackPhone} when we open, ${agentsBack}.`
      : `Thank you, ${name}! A licensed agent will call you at ${callbackPhone}. If you'd rather not wait, call us at ${phone}.`,
  callbackFailed: ({ phone, failure }) =>
    (failure && refusalText(failure.code, failure.detail)) ??
    `Sorry, your request did not go through. Please try again, or call us at ${phone}.`,
}

/** The words of one bot message id. */
export const sayText = sayTextFrom(chatMessages)

/** The words of one line of the conversation: the bot's message, the button the visitor tapped, or what they typed. */
export const messageText = messageTextFrom(sayText, chatOptionLabels)

/** One of the chat's text fields: its label, and the hints a phone keyboard and autofill read. */
export type ChatFieldCopy = {
  label: string
  autoComplete: string
  inputMode: 'numeric' | 'text' | 'tel'
  pattern: string | undefined
}

export type ChatPanelCopy = {
  subtitle: string
  logLabel: string
  botSpeaker: string
  visitorSpeaker: string
  zipCodeField: ChatFieldCopy
  nameField: ChatFieldCopy
  phoneField: ChatFieldCopy
  /** The callback's consent form: its button, what it says while sending, and the unticked box's message. */
  consentForm: { submit: string; sending: string; missing: string }
  send: string
  connect: string
  callLink: (phone: string) => string
  /** Above that link while the line is closed: when agents are back. */
  agentsBack: (when: string) => string
}

/** The panel's own words (the floating button and the dialog title are in the first download: see ChatWidget). */
export const chatPanelCopy: ChatPanelCopy = {
  subtitle: `Free • about ${agency.timings.chatEligibilityCheck}`,
  logLabel: 'Conversation',
  botSpeaker: 'Assistant:',
  visitorSpeaker: 'You:',
  /** The numeric keypad on phones; the pattern (spaces allowed, as the input is trimmed) matches the machine's ZIP check. */
  zipCodeField: {
    label: 'Your ZIP code',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    pattern: '\\s*[0-9]{5}\\s*',
  },
  nameField: { label: 'Your first name', autoComplete: 'given-name', inputMode: 'text', pattern: undefined },
  phoneField: { label: 'Your phone number', autoComplete: 'tel', inputMode: 'tel', pattern: undefined },
  consentForm: { submit: 'Request my call', sending: 'Sending...', missing: fieldErrorCopy.missingConsent },
  send: 'Send',
  connect: 'Connect Me to Licensed Agent',
  /** Under a finished chat: a real tap-to-call link, in case the browser did not open the dialer. */
  callLink: (phone: string) => `Call ${phone}`,
  agentsBack: (when: string) => `Agents are back ${when}.`,
}

/** Everything the chat says, in one shape: what a translation of this module provides, checked by the type checker. */
export type ChatCopy = {
  options: Record<ChatOption, string>
  messages: Record<ChatMessageId, MessageWords>
  panel: ChatPanelCopy
}

/** The `phone_call` analytics label of a call the chat starts (SPEC section 7 names none; see src/lib/conversion.ts). */
export const chatCallLabel = 'chat_qualification_call'
