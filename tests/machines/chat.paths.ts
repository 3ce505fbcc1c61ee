import { getAdjacencyMap, getSimplePaths, getStateNodes } from '@xstate/graph'
import type { SnapshotFrom } from 'xstate'
import {
  ageRanges,
  chatChoices,
  chatScript,
  chatTimings,
  connectingMessage,
  incomeRanges,
  insuranceOptions,
  tailoredReplies,
  type ChatFacts,
  type ScriptBatch,
  type ScriptMessage,
} from '../../content/chat'
import { chatMachine, type ChatEvent, type ChatInput } from '../../machines/chat.machine'

/**
 * The chat's path model: which events the graph walk may send, what makes two states different, where a
 * conversation ends, and what SPEC.md section 4 says the visitor sees after each answer. Used by the machine and
 * view tests, the browser test and `npm run machines`.
 */

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

/** The machine's own timers (`after`), which the walk follows like events. */
export type TimerEvent = { type: `xstate.after.${string}` }
/** The first step of every path: the chat opens and the machine starts. */
export type StartEvent = { type: 'xstate.init' }
export type PathEvent = ChatEvent | TimerEvent | StartEvent
export type PathStep = { event: PathEvent; state: ChatSnapshot }
export type ChatPath = { name: string; steps: PathStep[] }

/** The site's default number (src/lib/env.ts): the e2e build uses it too. */
export const chatInput: ChatInput = { phone: { display: '(555) 010-0100', e164: '+15550100100' } }

/** What the visitor types: padded, to prove the trimming, and a blank entry that must be ignored. */
export const typed = { zipCode: ' 33101 ', name: '  Maria ', blank: '   ' } as const

/** Every button label of the script: the walk offers all of them everywhere, and the guards decide. */
export const allOptions: readonly string[] = [
  ...new Set([...Object.values(chatChoices), ...ageRanges, ...incomeRanges, ...insuranceOptions]),
]

/**
 * Age and income answers are stored and echoed but steer nothing (a test checks this on the graph), so the walk
 * takes the first of each; every other answer (Medicaid, insurance, steps 6-8) is walked in full.
 */
export const walkedOptions: readonly string[] = allOptions.filter(
  (option) => !(ageRanges.slice(1) as readonly string[]).includes(option) && !(incomeRanges.slice(1) as readonly string[]).includes(option),
)

const timerEvents: TimerEvent[] = getStateNodes(chatMachine.root)
  .flatMap((node) => node.after.map((transition) => transition.eventType))
  .filter((type): type is TimerEvent['type'] => type.startsWith('xstate.after.'))
  .map((type) => ({ type }))

export function eventsFor(options: readonly string[]) {
  return (snapshot: ChatSnapshot): PathEvent[] => [
    ...options.map((option): PathEvent => ({ type: 'option.selected', option })),
    { type: 'text.submitted', text: snapshot.matches({ conversation: 'name' }) ? typed.name : typed.zipCode },
    { type: 'text.submitted', text: typed.blank },
    { type: 'connect.requested' },
    ...timerEvents,
  ]
}

/**
 * Two states differ when the visitor could tell them apart or when the future differs: the step, the bot's
 * state, how many messages are shown and queued, the Medicaid answer (it skips step 3) and the insurance answer
 * (it picks step 3's message).
 */
export function stateKey(snapshot: ChatSnapshot): string {
  const { answers, messages, pending } = snapshot.context
  return JSON.stringify([snapshot.value, answers.medicaidDenied, answers.currentInsurance ?? null, messages.length, pending.length])
}

/** A conversation ends with the number dialled, or with the reminder delivered. */
export const isEnd = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('ended') && snapshot.context.pending.length === 0

// The walk sends the machine's timer events, which its event type does not list.
const walkOptions = (options: readonly string[]) => ({
  input: chatInput,
  events: eventsFor(options) as (snapshot: ChatSnapshot) => ChatEvent[],
  serializeState: stateKey,
})

/** Every path from the opening of the chat to each end, generated from the machine's graph. */
export function chatPaths(): ChatPath[] {
  return getSimplePaths(chatMachine, { ...walkOptions(walkedOptions), toState: isEnd }).map((path) => {
    const steps: PathStep[] = path.steps.map((step) => ({ event: step.event, state: step.state }))
    return { name: pathName(steps), steps }
  })
}

/** The states the machine can reach when the walk offers the given buttons. */
export function reachableStates(options: readonly string[]): string[] {
  return Object.keys(getAdjacencyMap(chatMachine, walkOptions(options))).sort()
}

/** The same path with other answers of the same kind (ages, incomes) swapped in. */
export function withAnswers(path: ChatPath, age: string, income: string): ChatPath {
  const swap = (event: PathEvent): PathEvent =>
    event.type !== 'option.selected'
      ? event
      : (ageRanges as readonly string[]).includes(event.option)
        ? { ...event, option: age }
        : (incomeRanges as readonly string[]).includes(event.option)
          ? { ...event, option: income }
          : event
  return { name: `${path.name} [${age}, ${income}]`, steps: path.steps.map((step) => ({ ...step, event: swap(step.event) })) }
}

export function isTimer(event: PathEvent): event is TimerEvent {
  return event.type.startsWith('xstate.after.')
}

/** What the visitor sent at this step, if anything: not a timer, not the start. */
export function visitorEvent(event: PathEvent): ChatEvent | null {
  return event.type === 'option.selected' || event.type === 'text.submitted' || event.type === 'connect.requested' ? event : null
}

/** A visitor's action in words, for test names and `npm run machines`. */
export function describeEvent(event: PathEvent): string {
  switch (event.type) {
    case 'option.selected':
      return `taps '${event.option}'`
    case 'text.submitted':
      return event.text.trim() === '' ? 'sends a blank entry' : `types '${event.text}' and sends it`
    case 'connect.requested':
      return "taps 'Connect Me to Licensed Agent'"
    case 'xstate.init':
      return 'opens the chat'
    default:
      return event.type.includes('callTransfer')
        ? `waits ${chatTimings.callTransferMs} ms: the call transfer`
        : 'waits for the next bot reply'
  }
}

function pathName(steps: PathStep[]): string {
  const answers = steps.flatMap((step) => {
    const event = visitorEvent(step.event)
    return event ? [short(event)] : []
  })
  const end = steps.at(-1)?.state.matches({ conversation: 'dialed' }) ? 'dials' : 'reminder'
  return [...answers, end].join(' → ')
}

function short(event: ChatEvent): string {
  if (event.type === 'option.selected') return event.option
  if (event.type === 'text.submitted') return event.text.trim()
  return 'Connect Me to Licensed Agent'
}

// ---- SPEC.md section 4 as a table: what the bot says after each answer, and what the visitor can answer at each step.

type Step = 'start' | 'age' | 'income' | 'insurance' | 'zipCode' | 'name' | 'callOrLearnMore' | 'learnMore' | 'thinking'

const resolve = (message: ScriptMessage, facts: ChatFacts) => (typeof message.text === 'string' ? message.text : message.text(facts))
const batch = (name: ScriptBatch, facts: ChatFacts) => chatScript[name].map((message: ScriptMessage) => resolve(message, facts))

/**
 * The bot messages SPEC section 4 has follow an answer given at `step` (before any answer: the greeting),
 * for a visitor whose answers so far make `medicaidDenied` and `facts`.
 */
export function expectedReplies(step: Step | null, event: ChatEvent | null, medicaidDenied: boolean, facts: ChatFacts): string[] {
  if (step === null || event === null) return batch('greeting', facts)
  const option = event.type === 'option.selected' ? event.option : undefined
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
      return [resolve(tailoredReplies[insurance], facts), ...batch('zipCode', facts)]
    }
    case 'zipCode':
      return batch('name', facts)
    case 'name':
      return batch('offer', facts)
    case 'callOrLearnMore':
      if (event.type === 'connect.requested') return [connectingMessage(facts)]
      return option === chatChoices.callMeNow ? batch('callNow', facts) : batch('benefits', facts)
    case 'learnMore':
      return option === chatChoices.callRightNow ? batch('callAfterBenefits', facts) : batch('persuasion', facts)
    case 'thinking':
      return option === chatChoices.callMeAfterAll ? batch('callAfterPersuasion', facts) : batch('reminder', facts)
  }
}

/** What the visitor can do once the bot has finished at each step (SPEC section 4; text only at steps 4 and 5). */
export const expectedAnswers: Record<string, { options: readonly string[]; textField?: 'zipCode' | 'name'; connect?: true }> = {
  start: { options: [chatChoices.medicaidDenied, ...ageRanges] },
  age: { options: ageRanges },
  income: { options: incomeRanges },
  insurance: { options: insuranceOptions },
  zipCode: { options: [], textField: 'zipCode' },
  name: { options: [], textField: 'name' },
  callOrLearnMore: { options: [chatChoices.callMeNow, chatChoices.tellMeMore], connect: true },
  learnMore: { options: [chatChoices.callRightNow, chatChoices.thinkAboutIt] },
  thinking: { options: [chatChoices.callMeAfterAll, chatChoices.callBackLater] },
  callingNow: { options: [] },
  transferring: { options: [] },
  dialed: { options: [] },
  remindedLater: { options: [] },
}

export function conversationStep(snapshot: ChatSnapshot): string {
  return snapshot.value.conversation
}

export function isStep(name: string): name is Step {
  return ['start', 'age', 'income', 'insurance', 'zipCode', 'name', 'callOrLearnMore', 'learnMore', 'thinking'].includes(name)
}

/** What changed on screen at a step, for `npm run machines`: new messages (with their buttons) and the call. */
export function describeChange(state: ChatSnapshot, previous: ChatSnapshot | undefined): string[] {
  const added = state.context.messages.slice(previous?.context.messages.length ?? 0)
  const pause = previous?.hasTag('typing') ? previous.context.pending[0]?.pauseMs : undefined
  const lines = added.map(
    (message) =>
      `${message.isBot ? `bot${pause ? ` (after ${pause} ms)` : ''}` : 'visitor'}: "${message.text}"${message.options ? `  [${message.options.join(' | ')}]` : ''}`,
  )
  if (state.hasTag('textInput') && !previous?.hasTag('textInput')) lines.push('the text field appears')
  if (state.matches({ conversation: 'callOrLearnMore' }) && !state.hasTag('typing')) lines.push("'Connect Me to Licensed Agent' shows")
  if (state.matches({ conversation: 'dialed' })) lines.push(`dials ${state.context.phone.e164} (tel: link)`)
  return lines
}
