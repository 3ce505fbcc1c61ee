import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from '@xstate/graph'
import { transition, type SnapshotFrom } from 'xstate'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { chatOptionLabels } from '@copy/browser/chat'
import { chatMachine, type ChatEvent, type ChatInput, type ChatOption } from '../../machines/chat.machine'
import {
  ageRanges,
  chatChoices,
  incomeRanges,
  insuranceOptions,
  medicareAnswers,
  type AgeRange,
  type IncomeRange,
} from '../../machines/chatScript'

/**
 * The chat's path model: which events the graph walk may send, what makes two states different, where a
 * conversation ends, and every path from the opening of the chat to each end. The machine and view tests, the
 * browser test and `npm run machines` (through scripts/machines/catalogue.ts) all walk these paths. What SPEC.md says
 * the visitor should see lives with the tests (tests/machines/chat.oracle.ts); the words a tester reads, in
 * chat.print.ts.
 */

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

/** The machine's own timers (`after`), which the walk follows like events. */
export type TimerEvent = { type: `xstate.after.${string}` }
/** The first step of every path: the chat opens and the machine starts. */
export type StartEvent = { type: 'xstate.init' }
/** The answers of the callback request's `submitCallback` invoke, as XState delivers them. */
export type InvokeEvent =
  | { type: 'xstate.done.actor.submitCallback'; output: SubmitResult }
  | { type: 'xstate.error.actor.submitCallback'; error: unknown }
export type PathEvent = ChatEvent | TimerEvent | StartEvent | InvokeEvent
export type PathStep = { event: PathEvent; state: ChatSnapshot }
export type ChatPath = { name: string; steps: PathStep[] }

/** The site's default number (src/lib/env.ts): the e2e build uses it too. */
export const chatInput: ChatInput = {
  phone: { display: '(555) 010-0100', e164: '+15550100100' },
  lineOpen: true,
  canDial: true,
  agentsBack: null,
}

/**
 * The chat where a call cannot happen now, for each reason: agents off the phones (back Monday 30 November
 * 2026 at 8 AM ET), or a device with no dialer.
 */
export const cannotCallInputs = {
  lineClosed: {
    ...chatInput,
    lineOpen: false,
    agentsBack: { at: '2026-11-30T13:00:00.000Z', timeZone: 'America/New_York' },
  },
  noDialer: { ...chatInput, canDial: false },
} as const satisfies Record<string, ChatInput>

/**
 * What the visitor types: padded, to prove the trimming; a ZIP code one digit short, which the bot asks again
 * for; and a blank entry that must be ignored.
 */
export const typed = {
  zipCode: ' 33101 ',
  notZipCode: ' 3310 ',
  name: '  Maria ',
  blank: '   ',
  /** The callback's number, and one without its area code, which the bot asks again for. */
  phone: ' (305) 555-0142 ',
  notPhone: '555-0142',
} as const

/** What the backend can answer a callback request, as the machine's invoke sees it. */
export const callbackOutcomes = {
  stored: { error: null },
  refused: {
    error: {
      message:
        'We already have your request: this email or phone number was sent to us several times in the last hour.',
      refused: true,
      code: 'repeat.too_many',
      detail: null,
    },
  },
} satisfies Record<string, SubmitResult>

/** The buttons of the callback request. */
export const callbackOptions: readonly ChatOption[] = [chatChoices.requestCallback, chatChoices.retryCallback]

/** Every button of SPEC's steps: the walk offers all of them everywhere, and the guards decide. */
export const allOptions: readonly ChatOption[] = [
  ...new Set([...Object.values(chatChoices), ...ageRanges, ...incomeRanges, ...insuranceOptions]),
].filter((option) => !callbackOptions.includes(option))

/** The age ranges below 65: stored and echoed, and they steer nothing (a test checks this on the graph). */
export const underMedicareAges: readonly AgeRange[] = ageRanges.filter((age) => age !== medicareAnswers.age)

/**
 * Income answers and the ages under 65 are stored and echoed but steer nothing, so the walk takes the first of
 * each, plus 65+ (Medicare help instead of a plan price); every other answer (Medicaid, insurance, steps 6-8) is
 * walked in full.
 */
export const walkedOptions: readonly ChatOption[] = allOptions.filter(
  (option) =>
    !(underMedicareAges.slice(1) as readonly ChatOption[]).includes(option) &&
    !(incomeRanges.slice(1) as readonly ChatOption[]).includes(option),
)

const timerEvents: TimerEvent[] = getStateNodes(chatMachine.root)
  .flatMap((node) => node.after.map((transition) => transition.eventType))
  .filter((type): type is TimerEvent['type'] => type.startsWith('xstate.after.'))
  .map((type) => ({ type }))

/** What the walk may type at a step: a name at step 5, a phone number for a callback, a ZIP code otherwise. */
function typedAt(snapshot: ChatSnapshot, wrongZip: boolean): PathEvent[] {
  const text = (value: string): PathEvent => ({ type: 'text.submitted', text: value })
  if (snapshot.matches({ conversation: 'name' })) return [text(typed.name)]
  if (snapshot.matches({ conversation: { callback: 'phone' } })) return [text(typed.phone), text(typed.notPhone)]
  return wrongZip ? [text(typed.zipCode), text(typed.notZipCode)] : [text(typed.zipCode)]
}

export function eventsFor(options: readonly ChatOption[], wrongZip = true) {
  return (snapshot: ChatSnapshot): PathEvent[] => [
    ...options.map((option): PathEvent => ({ type: 'option.selected', option })),
    ...typedAt(snapshot, wrongZip),
    { type: 'text.submitted', text: typed.blank },
    { type: 'connect.requested' },
    ...(snapshot.matches({ conversation: { callback: 'consent' } })
      ? [
          { type: 'consent.submitted', agreed: true, texts: false } as const,
          { type: 'consent.submitted', agreed: true, texts: true } as const,
          { type: 'consent.submitted', agreed: false, texts: true } as const,
        ]
      : []),
    ...(snapshot.matches({ conversation: { callback: 'sending' } })
      ? [
          { type: 'xstate.done.actor.submitCallback', output: callbackOutcomes.stored } as const,
          { type: 'xstate.done.actor.submitCallback', output: callbackOutcomes.refused } as const,
          { type: 'xstate.error.actor.submitCallback', error: new Error('network down') } as const,
        ]
      : []),
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
  const said = (id: string) => [...messages, ...pending].some((message) => 'say' in message && message.say === id)
  return JSON.stringify([
    snapshot.value,
    answers.medicaidDenied,
    answers.currentInsurance ?? null,
    answers.age === medicareAnswers.age,
    said('zipCodeAgain'),
    pending.length,
    // A callback's number asked again, its consent box sent unticked, a request that failed once.
    said('callbackPhoneAgain'),
    snapshot.context.consentMissing,
    said('callbackFailed'),
  ])
}

/** A conversation ends with the number dialled, with the reminder delivered, or with a callback request stored. */
export const isEnd = (snapshot: ChatSnapshot): boolean =>
  snapshot.hasTag('ended') && snapshot.context.pending.length === 0

// The walk sends the machine's timer and invoke events, which its event type does not list.
const walkOptions = (options: readonly ChatOption[], input: ChatInput = chatInput, wrongZip = true) => ({
  input,
  events: eventsFor(options, wrongZip) as (snapshot: ChatSnapshot) => ChatEvent[],
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
  return walkPaths(walkOptions(walkedOptions))
}

/**
 * The callback request. Every path through it (its number right at once or asked again, its consent box
 * ticked at once or sent unticked first, the request stored at once or after a refusal, a network error or no
 * answer in time and 'Try again'), reached by one route from each of its two buttons: at step 6 and after the
 * reminder. The other answers steer nothing of it, so the walk offers one of each (age 36-45, under $30,000, no
 * insurance, a right ZIP code) and no call answer.
 */
export function callbackPaths(): ChatPath[] {
  const options: ChatOption[] = [
    'age36to45',
    'under30k',
    'none',
    chatChoices.tellMeMore,
    chatChoices.thinkAboutIt,
    chatChoices.callBackLater,
    ...callbackOptions,
  ]
  return walkPaths(walkOptions(options, chatInput, false)).filter((path) =>
    path.steps.at(-1)?.state.matches({ conversation: { callback: 'requested' } }),
  )
}

/**
 * Where a call cannot happen now (agents off the phones, or no dialer), every call answer of SPEC (step
 * 6's 'Call me now' and 'Connect', step 7's, step 8's) becomes a callback request, for each reason. One route to each
 * (the callback's own paths are callbackPaths'): the request stored at once.
 */
export function cannotCallPaths(): ChatPath[] {
  const calls: ChatOption[] = [
    chatChoices.callMeNow,
    chatChoices.tellMeMore,
    chatChoices.callRightNow,
    chatChoices.thinkAboutIt,
    chatChoices.callMeAfterAll,
  ]
  const options: ChatOption[] = ['age36to45', 'under30k', 'none', ...calls]
  const once = (snapshot: ChatSnapshot) =>
    eventsFor(
      options,
      false,
    )(snapshot).filter(
      (event) =>
        !(event.type === 'text.submitted' && event.text === typed.notPhone) &&
        !(event.type === 'consent.submitted' && (!event.agreed || event.texts)) &&
        !(
          snapshot.matches({ conversation: { callback: 'sending' } }) &&
          event.type !== 'xstate.done.actor.submitCallback'
        ) &&
        !(event.type === 'xstate.done.actor.submitCallback' && event.output.error !== null),
    )
  return Object.entries(cannotCallInputs).flatMap(([reason, input]) =>
    walkPaths({ input, events: once as (snapshot: ChatSnapshot) => ChatEvent[], serializeState: stateKey })
      .filter((path) => path.steps.at(-1)?.state.matches({ conversation: { callback: 'requested' } }))
      .map((path) => ({ ...path, name: `${reason}: ${path.name}` })),
  )
}

function walkPaths(options: ReturnType<typeof walkOptions>): ChatPath[] {
  const edges = adjacencyMapToArray(getAdjacencyMap(chatMachine, options))
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
      // A callback request stored, or a call dialled, ends the conversation; after the reminder it may go on.
      if (!state.matches({ conversation: 'remindedLater' })) return
    }
    const events = eventsAt.get(stateKey(state))
    if (!events) throw new Error(`the walk reached a state the graph lacks: ${stateKey(state)}`)
    for (const event of events) {
      const [next] = transition(chatMachine, state, event as ChatEvent)
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
  return {
    name: `${path.name} [${chatOptionLabels[age]}, ${chatOptionLabels[income]}]`,
    steps: path.steps.map((step) => ({ ...step, event: swap(step.event) })),
  }
}

export function isTimer(event: PathEvent): event is TimerEvent {
  return event.type.startsWith('xstate.after.')
}

/** What the visitor sent at this step, if anything: not a timer, not the start. */
export function visitorEvent(event: PathEvent): ChatEvent | null {
  return event.type === 'option.selected' ||
    event.type === 'text.submitted' ||
    event.type === 'connect.requested' ||
    event.type === 'consent.submitted'
    ? event
    : null
}

function pathName(steps: PathStep[]): string {
  const parts = steps.flatMap(({ event }) => {
    const answer = visitorEvent(event)
    if (answer) return [short(answer)]
    if (event.type === 'xstate.error.actor.submitCallback') return ['(network error)']
    if (event.type === 'xstate.done.actor.submitCallback' && event.output.error) return ['(refused)']
    if (event.type.startsWith('xstate.after.submitTimeout')) return ['(no answer)']
    return []
  })
  const last = steps.at(-1)?.state
  const end = last?.matches({ conversation: 'dialed' })
    ? 'dials'
    : last?.matches({ conversation: { callback: 'requested' } })
      ? 'callback stored'
      : 'reminder'
  return [...parts, end].join(' → ')
}

function short(event: ChatEvent): string {
  if (event.type === 'option.selected') return chatOptionLabels[event.option]
  if (event.type === 'text.submitted') return event.text.trim()
  if (event.type === 'consent.submitted')
    return `${event.agreed ? 'ticks consent' : 'consent unticked'}${event.texts ? ', texts ticked' : ''}`
  return 'Connect Me to Licensed Agent'
}

/** The step of the conversation a snapshot is at (the `conversation` region's state; `callback.phone` inside the callback request). */
export function conversationStep(snapshot: ChatSnapshot): string {
  const step = snapshot.value.conversation
  return typeof step === 'string' ? step : `callback.${step.callback}`
}
