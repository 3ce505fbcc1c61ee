import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from '@xstate/graph'
import { transition, type SnapshotFrom } from 'xstate'
import { chatOptionLabels } from '../../../content/chat'
import { chatMachine, type ChatEvent, type ChatInput, type ChatOption } from '../../../machines/chat.machine'
import { ageRanges, chatChoices, incomeRanges, insuranceOptions, medicareAnswers, type AgeRange, type IncomeRange } from '../../../machines/chatScript'

/**
 * The chat's path model: which events the graph walk may send, what makes two states different, where a
 * conversation ends, and every path from the opening of the chat to each end. The machine and view tests, the
 * browser test and `npm run machines` (through tests/machines/paths/catalogue.ts) all walk these paths. What SPEC.md says
 * the visitor should see lives with the tests (tests/machines/chat.oracle.ts); the words a tester reads, in
 * chat.print.ts.
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

/**
 * What the visitor types: padded, to prove the trimming; a ZIP code one digit short, which the bot asks again
 * for; and a blank entry that must be ignored.
 */
export const typed = { zipCode: ' 33101 ', notZipCode: ' 3310 ', name: '  Maria ', blank: '   ' } as const

/** Every button of the script: the walk offers all of them everywhere, and the guards decide. */
export const allOptions: readonly ChatOption[] = [
  ...new Set([...Object.values(chatChoices), ...ageRanges, ...incomeRanges, ...insuranceOptions]),
]

/** The age ranges below 65: stored and echoed, and they steer nothing (a test checks this on the graph). */
export const underMedicareAges: readonly AgeRange[] = ageRanges.filter((age) => age !== medicareAnswers.age)

/**
 * Income answers and the ages under 65 are stored and echoed but steer nothing, so the walk takes the first of
 * each, plus 65+ (Medicare help instead of a plan price); every other answer (Medicaid, insurance, steps 6-8) is
 * walked in full.
 */
export const walkedOptions: readonly ChatOption[] = allOptions.filter(
  (option) => !(underMedicareAges.slice(1) as readonly ChatOption[]).includes(option) && !(incomeRanges.slice(1) as readonly ChatOption[]).includes(option),
)

const timerEvents: TimerEvent[] = getStateNodes(chatMachine.root)
  .flatMap((node) => node.after.map((transition) => transition.eventType))
  .filter((type): type is TimerEvent['type'] => type.startsWith('xstate.after.'))
  .map((type) => ({ type }))

export function eventsFor(options: readonly ChatOption[]) {
  return (snapshot: ChatSnapshot): PathEvent[] => [
    ...options.map((option): PathEvent => ({ type: 'option.selected', option })),
    ...(snapshot.matches({ conversation: 'name' })
      ? [{ type: 'text.submitted', text: typed.name } as const]
      : [{ type: 'text.submitted', text: typed.zipCode } as const, { type: 'text.submitted', text: typed.notZipCode } as const]),
    { type: 'text.submitted', text: typed.blank },
    { type: 'connect.requested' },
    ...timerEvents,
  ]
}

/**
 * Two states differ when the visitor could tell them apart or when the future differs: the step, the bot's
 * state, how many messages are queued, whether the bot had to ask for the ZIP code again, the Medicaid answer (it
 * skips step 3), the insurance answer (it picks step 3's message) and whether the age is 65+ (Medicare help).
 * Asking again is one fact, not a count, so the walk covers one wrong ZIP code on every route and stays finite.
 */
export function stateKey(snapshot: ChatSnapshot): string {
  const { answers, messages, pending } = snapshot.context
  const askedAgain = [...messages, ...pending].some((message) => 'say' in message && message.say === 'zipCodeAgain')
  return JSON.stringify([
    snapshot.value,
    answers.medicaidDenied,
    answers.currentInsurance ?? null,
    answers.age === medicareAnswers.age,
    askedAgain,
    pending.length,
  ])
}

/** A conversation ends with the number dialled, or with the reminder delivered. */
export const isEnd = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('ended') && snapshot.context.pending.length === 0

// The walk sends the machine's timer events, which its event type does not list.
const walkOptions = (options: readonly ChatOption[]) => ({
  input: chatInput,
  events: eventsFor(options) as (snapshot: ChatSnapshot) => ChatEvent[],
  serializeState: stateKey,
})

/**
 * Every simple path (no state twice) from the opening of the chat to each end, generated from the machine's
 * graph: one depth-first walk over the events of @xstate/graph's adjacency map (its getSimplePaths walks the whole
 * graph once per state, which took minutes here once the wrong ZIP code and 65+ quadrupled the states). Each step
 * is the machine's own transition from the path's previous snapshot, as a state key leaves out the messages'
 * words: the transfer after 'Call me now' and after 'Connect' is one state of the graph, with different messages.
 */
export function chatPaths(): ChatPath[] {
  const edges = adjacencyMapToArray(getAdjacencyMap(chatMachine, walkOptions(walkedOptions)))
  const eventsAt = new Map<string, ChatEvent[]>()
  for (const { state, event } of edges) {
    const key = stateKey(state)
    eventsAt.set(key, [...(eventsAt.get(key) ?? []), event])
  }
  // The map is built breadth-first from the initial state, so that comes first.
  const start = edges[0].state
  const found: PathStep[][] = []
  const onPath = new Set([stateKey(start)])
  const visit = (state: ChatSnapshot, steps: PathStep[]) => {
    if (isEnd(state)) {
      found.push(steps)
      return
    }
    const events = eventsAt.get(stateKey(state))
    if (!events) throw new Error(`the walk reached a state the graph lacks: ${stateKey(state)}`)
    for (const event of events) {
      const [next] = transition(chatMachine, state, event)
      const key = stateKey(next)
      if (onPath.has(key)) continue
      onPath.add(key)
      visit(next, [...steps, { event, state: next }])
      onPath.delete(key)
    }
  }
  visit(start, [{ event: { type: 'xstate.init' }, state: start }])
  return found.map((steps) => ({ name: pathName(steps), steps }))
}

/** The states the machine can reach when the walk offers the given buttons. */
export function reachableStates(options: readonly ChatOption[]): string[] {
  return Object.keys(getAdjacencyMap(chatMachine, walkOptions(options))).sort()
}

/** The same path with other answers of the same kind (ages, incomes) swapped in. */
export function withAnswers(path: ChatPath, age: AgeRange, income: IncomeRange): ChatPath {
  const swap = (event: PathEvent): PathEvent =>
    event.type !== 'option.selected'
      ? event
      : (ageRanges as readonly ChatOption[]).includes(event.option)
        ? { ...event, option: age }
        : (incomeRanges as readonly ChatOption[]).includes(event.option)
          ? { ...event, option: income }
          : event
  return { name: `${path.name} [${chatOptionLabels[age]}, ${chatOptionLabels[income]}]`, steps: path.steps.map((step) => ({ ...step, event: swap(step.event) })) }
}

export function isTimer(event: PathEvent): event is TimerEvent {
  return event.type.startsWith('xstate.after.')
}

/** What the visitor sent at this step, if anything: not a timer, not the start. */
export function visitorEvent(event: PathEvent): ChatEvent | null {
  return event.type === 'option.selected' || event.type === 'text.submitted' || event.type === 'connect.requested' ? event : null
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
  if (event.type === 'option.selected') return chatOptionLabels[event.option]
  if (event.type === 'text.submitted') return event.text.trim()
  return 'Connect Me to Licensed Agent'
}

/** The step of the conversation a snapshot is at (the `conversation` region's state). */
export function conversationStep(snapshot: ChatSnapshot): string {
  return snapshot.value.conversation
}
