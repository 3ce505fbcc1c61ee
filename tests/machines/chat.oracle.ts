import { sayText } from '@copy/browser/chat'
import type { ChatFacts } from '../../content/copyReaders/chatFacts'
import type { ChatEvent, ChatOption } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  chatScript,
  connectingMessage,
  householdOptions,
  insuranceOptions,
  type AgeRange,
  type IncomeBand,
  type InsuranceOption,
  type ScriptBatch,
} from '../../machines/chatScript'
import { youngestAge } from '../../rules/chatAnswers'
import { chatIncomeBands, chatOutcome, type ChatOutcome } from '../../rules/chatOutcome'
import type { CoverageYear } from '../../rules/years'
import { stateOfZip } from '../../rules/zipPrefixes'

/**
 * The chat's oracle: SPEC.md section 4 as tables, with the qualification the year's rules decide, written from the
 * spec and the rules module (rules/chatOutcome.ts, itself held to the estimator by chatOutcome.test.ts), never from
 * the machine: what the bot says after each answer, and what the visitor can answer at each step.
 * chat.model.test.tsx checks the machine and the panel against it at every step of every path.
 */

type Step =
  | 'start'
  | 'age'
  | 'insurance'
  | 'zipCode'
  | 'household'
  | 'householdCount'
  | 'income'
  | 'name'
  | 'callOrLearnMore'
  | 'learnMore'
  | 'thinking'

const steps: readonly Step[] = [
  'start',
  'age',
  'insurance',
  'zipCode',
  'household',
  'householdCount',
  'income',
  'name',
  'callOrLearnMore',
  'learnMore',
  'thinking',
]

/** What the visitor has answered so far, as the test sent it (never read back from the machine). */
export type AnswersSoFar = {
  medicaidDenied: boolean
  age?: AgeRange
  insurance?: InsuranceOption
  /** A 5-digit ZIP code, once one was taken (with a state, or the second one without). */
  zipCode?: string
  /** How many 5-digit ZIP codes without a state were sent. */
  statelessZipCodes: number
  householdSize?: number
  band?: IncomeBand
  name?: string
}

/** Step 3 takes five digits, once trimmed: a US ZIP code, which the agency quotes by. */
export const isFiveDigitZip = (text: string) => /^\d{5}$/.test(text.trim())

/** After '8 or more': a whole number from 8 to 20. */
export const householdSizeTyped = (text: string): number | null =>
  /^\d+$/.test(text.trim()) && Number(text) >= 8 && Number(text) <= 20 ? Number(text) : null

const atMedicareAge = (answers: AnswersSoFar) => answers.age === 'age65plus'
/** 65 or older, or on Medicare: the outcome is Medicare whatever the rest, so no household or income is asked. */
export const medicareDecided = (answers: AnswersSoFar) => atMedicareAge(answers) || answers.insurance === 'medicare'
const stateOf = (answers: AnswersSoFar) => (answers.zipCode ? stateOfZip(answers.zipCode.trim()) : null)

/** The income buttons a household is offered: the rules' lines for its year, state and size. */
export function bandsFor(year: CoverageYear, answers: AnswersSoFar) {
  const state = stateOf(answers)
  return state ? chatIncomeBands(year, state, answers.householdSize ?? 1) : []
}

/** The outcome the rules give the answers: a Medicaid denial counts as being on Medicaid. */
export function outcomeFor(year: CoverageYear, answers: AnswersSoFar): ChatOutcome {
  return chatOutcome({
    year,
    state: stateOf(answers),
    householdSize: answers.householdSize ?? 1,
    band: answers.band ?? null,
    age: answers.age ? youngestAge[answers.age] : null,
    coverage: answers.medicaidDenied ? 'medicaid' : (answers.insurance ?? 'none'),
  })
}

/** The facts the words of a message fill in, as the oracle knows them from the answers. */
export function factsFor(year: CoverageYear, phone: string, answers: AnswersSoFar): ChatFacts {
  const named = answers.name !== undefined
  return {
    phone,
    name: answers.name ?? '',
    year,
    state: stateOf(answers),
    householdSize: answers.householdSize ?? null,
    incomeBands: answers.householdSize ? bandsFor(year, answers) : [],
    incomeBand: answers.band ?? null,
    outcome: named ? outcomeFor(year, answers) : null,
  }
}

const batch = (name: ScriptBatch) => chatScript[name].map((message) => message.say)

const tailored: Record<InsuranceOption, string> = {
  none: 'tailoredNone',
  employer: 'tailoredEmployer',
  individual: 'tailoredIndividual',
  medicaid: 'tailoredMedicaid',
  medicare: 'tailoredMedicare',
  other: 'tailoredOther',
}

const outcomeMessage: Record<ChatOutcome['kind'], string> = {
  medicare: 'outcomeMedicare',
  medicaidLikely: 'outcomeMedicaid',
  coverageGap: 'outcomeCoverageGap',
  creditLikely: 'outcomeCredit',
  noCredit: 'outcomeNoCredit',
  depends: 'outcomeDepends',
}

/**
 * The ids of the bot messages that follow an answer given at `step` (before any answer: the greeting), for a
 * visitor whose answers, the one at `step` included, are `answers`.
 */
export function expectedReplies(
  step: Step | null,
  event: ChatEvent | null,
  answers: AnswersSoFar,
  year: CoverageYear,
): string[] {
  if (step === null || event === null) return batch('greeting')
  const option = event.type === 'option.selected' ? event.option : undefined
  const text = event.type === 'text.submitted' ? event.text : ''
  switch (step) {
    case 'start':
      return option === chatChoices.medicaidDenied ? batch('medicaidDenied') : batch('insurance')
    case 'age':
      return batch('zipCode')
    case 'insurance': {
      const insurance = insuranceOptions.find((item) => item === option)
      if (!insurance) throw new Error(`not a coverage answer: ${option}`)
      return [tailored[insurance], ...batch('zipCode')]
    }
    case 'zipCode':
      if (!isFiveDigitZip(text)) return batch('zipCodeInvalid')
      if (stateOfZip(text.trim()) === null)
        return answers.statelessZipCodes === 1 ? batch('zipCodeUnknown') : batch('nameWithoutState')
      return medicareDecided(answers) ? batch('name') : batch('household')
    case 'household':
      return option === 'householdMore' ? batch('householdCount') : ['incomeQuestion']
    case 'householdCount':
      return householdSizeTyped(text) === null ? batch('householdCountAgain') : ['incomeQuestion']
    case 'income':
      return batch('name')
    case 'name': {
      const outcome = outcomeFor(year, answers)
      const onMedicaid = answers.medicaidDenied || answers.insurance === 'medicaid'
      const loss = onMedicaid && outcome.kind !== 'medicare' ? ['medicaidLossWindow'] : []
      return [outcomeMessage[outcome.kind], ...loss, 'offerQuestion']
    }
    case 'callOrLearnMore':
      if (event.type === 'connect.requested') return [connectingMessage]
      if (option === chatChoices.callMeNow) return batch('callNow')
      return medicareDecided(answers) ? batch('benefitsMedicare') : batch('benefits')
    case 'learnMore':
      if (option === chatChoices.callRightNow) return batch('callAfterBenefits')
      return medicareDecided(answers) ? batch('persuasionMedicare') : batch('persuasion')
    case 'thinking':
      return option === chatChoices.callMeAfterAll ? batch('callAfterPersuasion') : batch('reminder')
  }
}

/** A message id in the words of the page, with the facts known when it is said. */
export const worded = (id: string, facts: ChatFacts) => sayText(id as Parameters<typeof sayText>[0], facts)

type Offer = { options: readonly ChatOption[]; textField?: 'zipCode' | 'householdCount' | 'name'; connect?: true }

/** What the visitor can do once the bot has finished at each step; the income buttons are the household's own. */
export function expectedAnswers(step: string, answers: AnswersSoFar, year: CoverageYear): Offer {
  const fixed: Record<string, Offer> = {
    start: { options: [chatChoices.medicaidDenied, ...ageRanges] },
    age: { options: ageRanges },
    insurance: { options: insuranceOptions },
    zipCode: { options: [], textField: 'zipCode' },
    household: { options: householdOptions },
    householdCount: { options: [], textField: 'householdCount' },
    income: { options: bandsFor(year, answers).map((band) => band.code) },
    name: { options: [], textField: 'name' },
    // 'Have an agent call me' (for a visitor who cannot be called now) after SPEC's two answers, and as a last offer after the reminder.
    callOrLearnMore: {
      options: [chatChoices.callMeNow, chatChoices.tellMeMore, chatChoices.requestCallback],
      connect: true,
    },
    learnMore: { options: [chatChoices.callRightNow, chatChoices.thinkAboutIt] },
    thinking: { options: [chatChoices.callMeAfterAll, chatChoices.callBackLater] },
    remindedLater: { options: [chatChoices.requestCallback] },
  }
  return fixed[step] ?? { options: [] }
}

export function isStep(name: string): name is Step {
  return (steps as readonly string[]).includes(name)
}
