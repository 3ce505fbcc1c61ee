import { sayText } from '@copy/browser/chat'
import type { ChatFacts } from '../../content/copyReaders/chatFacts'
import type { ChatEvent, ChatOption } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  chatScript,
  connectingMessage,
  incomeRanges,
  insuranceOptions,
  tailoredReplies,
  tailoredRepliesAtMedicareAge,
  type ScriptBatch,
} from '../../machines/chatScript'

/**
 * The chat's SPEC oracle: SPEC.md section 4 as tables, written from the spec and never from the machine: what the
 * bot says after each answer, and what the visitor can answer at each step. chat.model.test.tsx checks the machine
 * and the panel against it at every step of every path.
 */

type Step = 'start' | 'age' | 'income' | 'insurance' | 'zipCode' | 'name' | 'callOrLearnMore' | 'learnMore' | 'thinking'

const batch = (name: ScriptBatch, facts: ChatFacts) => chatScript[name].map((message) => sayText(message.say, facts))

/** The visitor's answers so far that change what the bot says. */
export type AnswersSoFar = { medicaidDenied: boolean; age?: ChatOption; income?: ChatOption; insurance?: ChatOption }

/** Step 4 takes five digits, once trimmed: a US ZIP code, which the agency quotes by. */
export const isFiveDigitZip = (text: string) => /^\d{5}$/.test(text.trim())

/**
 * At 65+, or on Medicaid/Medicare (no marketplace savings for them), the bot offers Medicare help instead of a
 * plan price, and after 'Tell me more first' speaks of Medicare instead of marketplace benefits and savings.
 */
const atMedicareAge = (answers: AnswersSoFar) => answers.age === 'age65plus'
const medicareHelp = (answers: AnswersSoFar) => atMedicareAge(answers) || answers.insurance === 'medicaidOrMedicare'

/**
 * The bot messages SPEC section 4 (and the ZIP code and Medicare rules above) has follow an answer given at `step` (before any
 * answer: the greeting), for a visitor whose answers so far, the one at `step` included, are `answers`.
 */
export function expectedReplies(
  step: Step | null,
  event: ChatEvent | null,
  answers: AnswersSoFar,
  facts: ChatFacts,
): string[] {
  if (step === null || event === null) return batch('greeting', facts)
  const option = event.type === 'option.selected' ? event.option : undefined
  const medicaidDenied = answers.medicaidDenied
  switch (step) {
    case 'start':
      return option === chatChoices.medicaidDenied ? batch('medicaidDenied', facts) : batch('income', facts)
    case 'age':
      return batch('income', facts)
    case 'income':
      return medicaidDenied ? batch('zipCode', facts) : batch('insurance', facts)
    case 'insurance': {
      const insurance = insuranceOptions.find((item) => item === option)
      if (!insurance) throw new Error(`not an insurance answer: ${option}`)
      const replies = atMedicareAge(answers) ? tailoredRepliesAtMedicareAge : tailoredReplies
      return [sayText(replies[insurance].say, facts), ...batch('zipCode', facts)]
    }
    case 'zipCode':
      return event.type === 'text.submitted' && isFiveDigitZip(event.text)
        ? batch('name', facts)
        : batch('zipCodeInvalid', facts)
    case 'name':
      if (medicareHelp(answers)) return batch('offerMedicare', facts)
      // Over $100,000: where the credit ends instead of a price.
      return answers.income === 'over100k' ? batch('offerHighIncome', facts) : batch('offer', facts)
    case 'callOrLearnMore':
      if (event.type === 'connect.requested') return [sayText(connectingMessage, facts)]
      if (option === chatChoices.callMeNow) return batch('callNow', facts)
      return medicareHelp(answers) ? batch('benefitsMedicare', facts) : batch('benefits', facts)
    case 'learnMore':
      if (option === chatChoices.callRightNow) return batch('callAfterBenefits', facts)
      return medicareHelp(answers) ? batch('persuasionMedicare', facts) : batch('persuasion', facts)
    case 'thinking':
      return option === chatChoices.callMeAfterAll ? batch('callAfterPersuasion', facts) : batch('reminder', facts)
  }
}

/** What the visitor can do once the bot has finished at each step (SPEC section 4; text only at steps 4 and 5). */
export const expectedAnswers: Record<
  string,
  { options: readonly ChatOption[]; textField?: 'zipCode' | 'name'; connect?: true }
> = {
  start: { options: [chatChoices.medicaidDenied, ...ageRanges] },
  age: { options: ageRanges },
  income: { options: incomeRanges },
  insurance: { options: insuranceOptions },
  zipCode: { options: [], textField: 'zipCode' },
  name: { options: [], textField: 'name' },
  // 'Have an agent call me' (for a visitor who cannot be called now) after SPEC's two answers, and as a last offer after the reminder.
  callOrLearnMore: {
    options: [chatChoices.callMeNow, chatChoices.tellMeMore, chatChoices.requestCallback],
    connect: true,
  },
  learnMore: { options: [chatChoices.callRightNow, chatChoices.thinkAboutIt] },
  thinking: { options: [chatChoices.callMeAfterAll, chatChoices.callBackLater] },
  callingNow: { options: [] },
  transferring: { options: [] },
  dialed: { options: [] },
  remindedLater: { options: [chatChoices.requestCallback] },
}

export function isStep(name: string): name is Step {
  return [
    'start',
    'age',
    'income',
    'insurance',
    'zipCode',
    'name',
    'callOrLearnMore',
    'learnMore',
    'thinking',
  ].includes(name)
}
