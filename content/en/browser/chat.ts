import { en } from '../../format'
import { agency } from '../agency'
import { medicareDisclaimer } from './medicarePlans'
import { enrollmentRules, medicareAge, sep } from '../figures'
import { householdSizes } from '../../../rules/chatAnswers'
import { medicareHelp } from '../../../rules/figureFacts'
import { findStateMedicaid } from '../../../rules/medicaid'
import { workRequirementIn } from '../../../rules/workRequirement'
import type { ChatIncomeBand, ChatOutcome, CreditLikely } from '../../../rules/chatOutcome'
import type { ChatMessageId, ChatChoice, HouseholdOption, InsuranceOption } from '../../../machines/chatScript'
import { ageLabels, type ChatFacts, type MessageWords, type OptionLabels } from '../../copyReaders/chatFacts'
import { refusalText } from './backendRefusals'
import { caveatText } from './caveats'
import { fieldErrorCopy } from './fieldErrors'
import { stateNames } from './stateNames'
import {
  incomeLabelsFrom,
  messageTextFrom,
  optionTextFrom,
  outcomeTextFrom,
  sayTextFrom,
  type OutcomeWords,
} from '../../copyReaders/wordLookups'

/**
 * The words of the qualification chat of the home page (SPEC.md sections 3, 4, 5 and 9): every answer button and
 * every bot message, keyed by the codes and message ids of machines/chatScript.ts, and the panel's own words.
 * Figures come from agency.ts and figures.ts; the agency number and the visitor's first name are filled in when a
 * message is shown. `ChatCopy` is the shape a translation fills: the type checker holds it to every code and id.
 */

/** SPEC section 4's buttons, as SPEC words them, but for 'Medicaid/Medicare', which is two answers (the age ranges are figures, the same in every language: content/copyReaders/chatFacts.ts). */
const insuranceLabels: Record<InsuranceOption, string> = {
  none: 'No insurance',
  employer: 'Employer insurance',
  individual: 'Individual plan',
  medicaid: 'Medicaid (now, ending or denied)',
  medicare: 'Medicare',
  other: 'Other',
}
const householdLabels: Record<HouseholdOption, string> = {
  household1: 'Just me',
  household2: '2',
  household3: '3',
  household4: '4',
  household5: '5',
  household6: '6',
  household7: '7',
  householdMore: '8 or more',
}

/** An income button names its dollars, the household's own for the year: 'Up to $22,024', '$22,025 to $39,900', 'Over $63,840'. */
const bandWords = (band: ChatIncomeBand): string =>
  band.to === null
    ? `Over ${en.money(band.from - 1)}`
    : band.from === 0
      ? `Up to ${en.money(band.to)}`
      : `${en.money(band.from)} to ${en.money(band.to)}`
const incomeLabels = incomeLabelsFrom(bandWords)
const choiceLabels: Record<ChatChoice, string> = {
  medicaidDenied: 'I was denied Medicaid',
  callMeNow: 'Call me now',
  tellMeMore: 'Tell me more first',
  callRightNow: 'Yes, call me right now!',
  thinkAboutIt: 'I need to think about it',
  callMeAfterAll: 'OK, call me',
  callBackLater: "I'll call back later",
  requestCallback: 'Have an agent call me',
  retryCallback: 'Try again',
}

/** Every answer button's words, by its code. */
export const chatOptionLabels: OptionLabels = {
  ...ageLabels,
  ...insuranceLabels,
  ...householdLabels,
  ...incomeLabels,
  ...choiceLabels,
}

/** The agency's savings figures name their period (content/en/agency.ts). */
const inPeriod = `in ${agency.resultsPeriod}`
const InPeriod = `In ${agency.resultsPeriod}`

const noCostHelp = `Our help costs you nothing: insurers pay our agency. We have helped ${agency.familiesHelped} families`

const people = (size: number | null | undefined) => (size === 1 ? '1 person' : `${size ?? 1} people`)
const range = (from: number, to: number | null) =>
  to === null || to === from ? `${en.money(from)}` : `${en.money(from)} to ${en.money(to)}`
const picked = ({ incomeBands = [], incomeBand }: ChatFacts) => incomeBands.find((band) => band.code === incomeBand)
const caveatsOf = (facts: ChatFacts, caveats: CreditLikely['caveats']) =>
  facts.state ? caveats.map((caveat) => ` ${caveatText(caveat, facts.year ?? 0, facts.state ?? 'AL')}`).join('') : ''

/** The credit in words: the most the household pays for the benchmark, and the Silver plan's reduction where one applies. */
function creditWords(facts: ChatFacts, credit: CreditLikely): string {
  const { monthlyMax, silverPlanPays } = credit
  const pays =
    monthlyMax.to === null
      ? `at least ${en.money(monthlyMax.from)}`
      : `at most ${range(monthlyMax.from, monthlyMax.to)}`
  const silver = silverPlanPays
    ? ` On a Silver plan you would also get lower deductibles and copays: the plan pays about ${silverPlanPays.from === silverPlanPays.to ? silverPlanPays.from : `${silverPlanPays.to}% to ${silverPlanPays.from}`}% of costs.`
    : ''
  return `your household of ${people(facts.householdSize)} would pay ${pays} a month for the benchmark Silver plan in ${facts.year}.${silver}`
}

/** What the rules say of the visitor's answers (rules/chatOutcome.ts), one outcome each. */
const outcomeWords: OutcomeWords = {
  medicare: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'medicare' }>) => {
    const yours = `Nice to meet you, ${facts.name}! ${outcome.because === 'age' ? `At ${medicareAge} or older, Medicare is your coverage` : 'With Medicare, Medicare is your coverage'}, not a marketplace plan with a tax credit.`
    // Where the agency sells Medicare plans, CMS's disclaimer comes before any plan is offered.
    return facts.medicareMarketing
      ? `${yours} ${medicareDisclaimer(facts.medicareMarketing)} A licensed agent can compare the Medicare plans we offer with you, at no cost to you.`
      : `${yours} For free, unbiased help with it, call ${medicareHelp.phone}, visit ${medicareHelp.site}, or ask your state's free Medicare counseling program (find it at ${medicareHelp.counselingSite}).`
  },
  medicaidLikely: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'medicaidLikely' }>) => {
    const state = facts.state ? stateNames[facts.state] : ''
    const band = picked(facts)
    const program = outcome.program ? outcome.program.name : `Medicaid in ${state}`
    // The requirement in the estimator's words (caveats.ts), the one wording of its figures.
    const work =
      outcome.workRequirement && facts.state
        ? ` ${caveatText({ kind: 'medicaidWorkRequirement', from: outcome.workRequirement.from }, facts.year ?? 0, facts.state)}`
        : ''
    return `Nice to meet you, ${facts.name}! With ${people(facts.householdSize)} in your household and an income up to ${en.money(band?.to ?? 0)} for ${facts.year}, you likely qualify for ${program}, which costs little or nothing, rather than a tax credit.${work}${caveatsOf(facts, outcome.caveats)}`
  },
  coverageGap: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'coverageGap' }>) => {
    const state = facts.state ? stateNames[facts.state] : ''
    const band = picked(facts)
    return `Nice to meet you, ${facts.name}. In ${state}, which has not expanded Medicaid, a household of ${people(facts.householdSize)} with income under ${en.money((band?.to ?? 0) + 1)} for ${facts.year} falls in what is called the coverage gap: the tax credit starts at the poverty line, and Medicaid there covers few adults. Children, pregnant women and people with disabilities may still qualify, and a higher expected income changes the answer: an agent can check.${caveatsOf(facts, outcome.caveats)}`
  },
  creditLikely: (facts: ChatFacts, outcome: CreditLikely) =>
    `Nice to meet you, ${facts.name}! You can likely get a tax credit for ${facts.year}: ${creditWords(facts, outcome)}${caveatsOf(facts, outcome.caveats)}`,
  noCredit: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'noCredit' }>) => {
    const band = picked(facts)
    return `Nice to meet you, ${facts.name}. For ${facts.year}, the tax credit ends at ${outcome.limitPercent}% of the poverty line, ${en.money((band?.from ?? 1) - 1)} a year for ${people(facts.householdSize)}, so at your income there is none. You can still buy a marketplace plan at full price, and a licensed agent can compare plans with you.`
  },
  depends: (facts: ChatFacts, outcome: Extract<ChatOutcome, { kind: 'depends' }>) => {
    const hello = `Nice to meet you, ${facts.name}.`
    switch (outcome.on) {
      case 'yearUnknown':
        return `${hello} The rules for the coverage year on sale today are not in my checker yet, so I can't tell what you qualify for. A licensed agent can.`
      case 'stateUnknown':
        return `${hello} Without your state I can't check its rules, so a licensed agent will tell you what you qualify for.`
      case 'incomeUnknown':
        return `${hello} Without your income I can't check the rules, so a licensed agent will tell you what you qualify for.`
      case 'employerCoverage':
        return `${hello} It depends on your job's plan: if it is affordable for you under the marketplace's rules and covers enough, there is no tax credit for you. If it is not, ${creditWords(facts, outcome.withoutIt)} An agent can check your job's plan with you.${caveatsOf(facts, outcome.withoutIt.caveats)}`
      case 'otherCoverage':
        return `${hello} It depends on your other coverage: some (TRICARE or VA health care, for example) rule out the tax credit, others (a short-term plan, for example) do not. Without it, ${creditWords(facts, outcome.withoutIt)} An agent can check yours with you.${caveatsOf(facts, outcome.withoutIt.caveats)}`
    }
  },
}

const outcomeText = outcomeTextFrom(outcomeWords)

/** Losing Medicaid: when a plan can be picked, and (where the work requirement applies) the credit it rules out. */
function medicaidLossWindow(facts: ChatFacts): string {
  const window = `If your Medicaid is ending or has ended, you can usually pick a marketplace plan from ${enrollmentRules.medicaidLossDaysBefore} days before it ends until ${enrollmentRules.medicaidLossDaysAfter} days after; an agent can confirm your deadline.`
  const { state, year, outcome } = facts
  // Said already where the outcome is Medicaid with the requirement (its caveat ends with the same bar).
  const saidAlready = outcome?.kind === 'medicaidLikely' && outcome.workRequirement !== null
  const work =
    state && year && !saidAlready && findStateMedicaid(state).expanded && workRequirementIn(state, year)
      ? ` If Medicaid ended, or was denied, for not meeting its work requirement, there is no tax credit for a marketplace plan.`
      : ''
  return `${window}${work}`
}

/** Step 7's question, which ends the benefits in either version. */
const connectNowQuestion = 'Shall I connect you with an agent now?'

/** Every bot message, by its id (machines/chatScript.ts says when each is sent). */
export const chatMessages: Record<ChatMessageId, MessageWords> = {
  greeting: `Hi! In about ${agency.timings.chatEligibilityCheck} I can check whether you qualify for tax credits on an ACA health plan.`,
  firstQuestion: 'First, were you denied Medicaid? If not, what is your age range?',
  medicaidDeniedSorry:
    "I'm sorry to hear that. A marketplace plan may still be open to you. Whether a tax credit lowers its premium depends on your income, your immigration status and why Medicaid said no: after a denial for not meeting Medicaid's work requirement, there is no tax credit. An agent can check what you qualify for.",
  ageQuestion: 'What is your age range?',
  insuranceQuestion: 'Thanks! Do you have health insurance right now?',
  zipCodeQuestion: "What's your ZIP code? The rules and the plans depend on where you live.",
  zipCodeAgain: "Sorry, I didn't catch that. Could you type your 5-digit ZIP code? For example: 33101.",
  zipCodeUnknown: "I can't find that ZIP code in the 50 states or DC. Could you check it and type it again?",
  zipCodeStillUnknown: "I still can't tell your state from that ZIP code, so I can't check its rules here.",
  householdQuestion:
    'How many people are in your household? Count yourself, your spouse and anyone you claim on your taxes.',
  householdCountQuestion: 'How many people in all? Please type the number.',
  householdCountAgain: `Please type a whole number from ${householdSizes.typedFrom} to ${householdSizes.typedTo}. If your household is larger, type ${householdSizes.typedTo}: an agent will go over it with you.`,
  incomeQuestion: ({ year }) =>
    `About how much will your household earn in ${year}, before taxes? The lines are ${year}'s for a household your size.`,
  nameQuestion: 'Got it. And what is your first name?',
  outcomeMedicare: outcomeText('medicare'),
  outcomeMedicaid: outcomeText('medicaidLikely'),
  outcomeCoverageGap: outcomeText('coverageGap'),
  outcomeCredit: outcomeText('creditLikely'),
  outcomeNoCredit: outcomeText('noCredit'),
  outcomeDepends: outcomeText('depends'),
  medicaidLossWindow,
  offerQuestion: ({ outcome, medicareMarketing }) =>
    outcome?.kind === 'medicare' && medicareMarketing
      ? `A licensed agent can go over your Medicare plan choices with you on a ${agency.timings.callStrip}. Would you like to talk now?`
      : outcome?.kind === 'medicare'
        ? `Our licensed agents can still help with marketplace coverage for others in your household, on a ${agency.timings.callStrip}. Would you like to talk now?`
        : `A licensed agent can confirm what you qualify for and compare plans with you on a ${agency.timings.callStrip}, at no cost to you. Would you like to talk now?`,
  callNowGreat: ({ name }) =>
    `Great, ${name}! A licensed agent will go over your options with you. It's free and there's no obligation.`,
  callingNow: ({ phone }) => `Calling ${phone} now...`,
  benefitsCovered:
    'Every ACA plan covers essential health benefits: doctor visits, prescriptions, emergency care, hospital stays and preventive care.',
  benefitsPreexisting: 'No plan can turn you down or charge you more because of a pre-existing condition.',
  benefitsSavings: `${noCostHelp}, and ${inPeriod} our clients saved an average of $${agency.averageMonthlySavings} a month, as reported by our agency, when larger tax credits applied (results vary).`,
  benefitsUrgency: `Don't wait too long: after losing coverage, moving, marrying or having a baby, you usually have only ${sep.daysToEnroll} days to enroll. ${connectNowQuestion}`,
  medicareFreeCounseling: `Your state's Medicare counseling program (${medicareHelp.counselingSite}) gives free, unbiased one-on-one help comparing your Medicare choices; it sells nothing.`,
  medicareHelpWithCosts:
    'If your income is limited, Medicare Savings Programs and Extra Help can lower your premiums and drug costs.',
  medicareUrgency: `Don't wait too long: your first chance to sign up for Medicare runs from ${enrollmentRules.medicareWindowMonths} months before the month you turn ${medicareAge} to ${enrollmentRules.medicareWindowMonths} months after it, and signing up late can mean paying more for Part B for as long as you have it. ${connectNowQuestion}`,
  callingAfterBenefits: ({ phone }) => `Great choice! Calling ${phone} now...`,
  thinkingFair: "That's fair: health coverage is an important decision.",
  thinkingNoObligation: `A ${agency.timings.callStrip} with a licensed agent costs nothing, and you decide afterwards. There's no obligation.`,
  persuasion: `${InPeriod} some clients saved up to $${agency.maxMonthlySavings} a month, as reported by our agency, when larger tax credits applied (results vary); and if you recently lost coverage, moved, married or had a baby, waiting could mean missing your enrollment window.`,
  persuasionMedicare: `${medicareHelp.phone} and your state's counseling program can walk you through your Medicare choices, and waiting could mean missing your enrollment window.`,
  callingAfterPersuasion: ({ phone }) => `Great! Calling ${phone} now...`,
  reminder: ({ name, phone }) =>
    `No problem, ${name}. When you're ready, call us at ${phone}. We're available ${agency.hours.schedule}, and the average wait is ${agency.hours.homeAverageWait}.`,
  connecting: ({ phone }) => `Connecting you to a licensed agent at ${phone}...`,
  tailoredNone: "Thanks. A few quick questions, and I'll tell you what your answers point to.",
  tailoredEmployer:
    "Thanks. A job's plan rules out the tax credit only when it is affordable for you under the marketplace's rules; a few quick questions, and I'll tell you what the rest points to.",
  tailoredIndividual:
    "Thanks. If you buy your own plan, your income decides how much tax credit you can get; a few quick questions, and I'll tell you what yours points to.",
  tailoredMedicaid:
    "I'm sorry to hear that, if it is ending. Losing Medicaid usually lets you pick a marketplace plan; whether a tax credit helps depends on your state, your income and why Medicaid ended. A few quick questions.",
  tailoredMedicare:
    'Thanks. With Medicare, a marketplace plan with a tax credit is not for you, but I can point you to free, unbiased Medicare help.',
  tailoredOther:
    "Every situation is different. A few quick questions, and I'll tell you what your answers point to; a licensed agent can look at the rest.",
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

/** The words on one answer button. */
export const optionText = optionTextFrom(chatOptionLabels)

/** The words of one line of the conversation: the bot's message, the button the visitor tapped, or what they typed. */
export const messageText = messageTextFrom(sayText, optionText)

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
  householdField: ChatFieldCopy
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
  householdField: {
    label: 'Number of people',
    autoComplete: 'off',
    inputMode: 'numeric',
    pattern: '\\s*[0-9]{1,2}\\s*',
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
  options: OptionLabels
  messages: Record<ChatMessageId, MessageWords>
  panel: ChatPanelCopy
}

/** The `phone_call` analytics label of a call the chat starts (SPEC section 7 names none; see src/lib/conversion.ts). */
export const chatCallLabel = 'chat_qualification_call'
