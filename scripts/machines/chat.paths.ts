import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from '@xstate/graph'
import { transition, type SnapshotFrom } from 'xstate'
import type { SubmitResult } from '../../machines/contactForm.machine'
import { chatMachine, type ChatEvent, type ChatInput, type ChatOption } from '../../machines/chat.machine'
import { chatFacts } from '../../content/copyReaders/chatFacts'
import { optionText } from '@copy/browser/chat'
import {
  ageRanges,
  chatChoices,
  householdOptions,
  incomeBands,
  insuranceOptions,
  medicareAnswers,
  type AgeRange,
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
  // A year rules/ has, fixed so the walk does not change with the day it runs.
  year: 2027,
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
 * What the visitor types: padded, to prove the trimming; a ZIP code in a state that did not expand Medicaid (Miami,
 * Florida) and one in a state that did (Columbus, Ohio); a ZIP code one digit short, which the bot asks again for,
 * and one no state has (San Juan, Puerto Rico), asked again once; a household of 9 after '8 or more', and 30, which
 * is asked again; and a blank entry that must be ignored.
 */
export const typed = {
  zipCode: ' 33101 ',
  expansionZipCode: ' 43215 ',
  notZipCode: ' 3310 ',
  stateless: ' 00901 ',
  householdSize: ' 9 ',
  notHouseholdSize: ' 30 ',
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

/** Every button of the chat but the callback's: a walk offers those it is given everywhere, and the guards decide. */
export const allOptions: readonly ChatOption[] = [
  ...new Set([...Object.values(chatChoices), ...ageRanges, ...insuranceOptions, ...householdOptions, ...incomeBands]),
].filter((option) => !callbackOptions.includes(option))

/** The age ranges below 65: stored and echoed, and they steer nothing (a test checks this on the graph). */
export const underMedicareAges: readonly AgeRange[] = ageRanges.filter((age) => age !== medicareAnswers.age)

/** The answers of steps 6-8, which come after the outcome. */
const afterOffer: readonly ChatOption[] = [
  chatChoices.callMeNow,
  chatChoices.tellMeMore,
  chatChoices.callRightNow,
  chatChoices.thinkAboutIt,
  chatChoices.callMeAfterAll,
  chatChoices.callBackLater,
]

const timerEvents: TimerEvent[] = getStateNodes(chatMachine.root)
  .flatMap((node) => node.after.map((transition) => transition.eventType))
  .filter((type): type is TimerEvent['type'] => type.startsWith('xstate.after.'))
  .map((type) => ({ type }))

/** What a walk types: the ZIP codes it tries (the first valid one alone, unless told), and whether it types wrong sizes. */
type Typing = { zipCodes: readonly string[]; wrongHouseholdSize: boolean }
const plainTyping: Typing = { zipCodes: [typed.zipCode], wrongHouseholdSize: false }

/** What the walk may type at a step: a name, a phone number for a callback, a household size, or a ZIP code. */
function typedAt(snapshot: ChatSnapshot, typing: Typing): PathEvent[] {
  const text = (value: string): PathEvent => ({ type: 'text.submitted', text: value })
  if (snapshot.matches({ conversation: 'name' })) return [text(typed.name)]
  if (snapshot.matches({ conversation: { callback: 'phone' } })) return [text(typed.phone), text(typed.notPhone)]
  if (snapshot.matches({ conversation: 'householdCount' }))
    return typing.wrongHouseholdSize
      ? [text(typed.householdSize), text(typed.notHouseholdSize)]
      : [text(typed.householdSize)]
  return typing.zipCodes.map(text)
}

export function eventsFor(options: readonly ChatOption[], typing: Typing = plainTyping) {
  return (snapshot: ChatSnapshot): PathEvent[] => [
    ...options.map((option): PathEvent => ({ type: 'option.selected', option })),
    ...typedAt(snapshot, typing),
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
 * state, how many messages are queued, every answer the outcome reads (the Medicaid denial, the coverage, whether
 * the age is 65+, the ZIP code's state, the household size, the income button), the outcome, and whether the bot had
 * to ask for the ZIP code or the size again. Asking again is one fact, not a count, so the walk stays finite.
 */
export function stateKey(snapshot: ChatSnapshot): string {
  const { answers, messages, pending, outcome } = snapshot.context
  const said = (id: string) => [...messages, ...pending].some((message) => 'say' in message && message.say === id)
  return JSON.stringify([
    snapshot.value,
    answers.medicaidDenied,
    answers.currentInsurance ?? null,
    answers.age === medicareAnswers.age,
    answers.zipCode ?? null,
    answers.householdSize ?? null,
    answers.incomeBand ?? null,
    outcome?.kind ?? null,
    said('zipCodeAgain'),
    said('zipCodeUnknown'),
    said('householdCountAgain'),
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

/** The path ends with the agency's number dialled: every such path is one of `endingPaths()` (chat.model.test.tsx holds it). */
export const endsInCall = (path: ChatPath): boolean =>
  path.steps.at(-1)?.state.matches({ conversation: 'dialed' }) ?? false

/** The outcome is out and step 6's question with it: where the qualification walks stop. */
export const atOffer = (snapshot: ChatSnapshot): boolean =>
  snapshot.matches({ conversation: 'callOrLearnMore' }) && snapshot.context.pending.length === 0

// The walk sends the machine's timer and invoke events, which its event type does not list.
const walkOptions = (
  options: readonly ChatOption[],
  input: ChatInput = chatInput,
  typing: Typing = plainTyping,
  stop: (snapshot: ChatSnapshot) => boolean = isEnd,
) => ({
  input,
  events: eventsFor(options, typing) as (snapshot: ChatSnapshot) => ChatEvent[],
  serializeState: stateKey,
  stop,
})

/**
 * Every simple path (no state twice) from the opening of the chat, generated from the machine's graph: one
 * depth-first walk over the events of @xstate/graph's adjacency map. Each step is the machine's own transition from
 * the path's previous snapshot, as a state key leaves out the messages' words. Three walks, so each answer is
 * crossed with what it can change and no more:
 * - every route to an outcome: each coverage answer, Medicaid denied, an age under 65 and 65+, a ZIP code in a state
 *   that did not expand Medicaid and in one that did, and every income button of a household of one, up to step 6;
 * - every way the chat asks again: a wrong ZIP code, one no state has (once, or twice and the chat goes on without a
 *   state), '8 or more' with its size typed right or first wrong, up to step 6;
 * - every ending after step 6 (Connect, 'Call me now', step 7's call, step 8's call, the reminder), for the Medicare
 *   outcome and for another.
 */
export function chatPaths(): ChatPath[] {
  return [...outcomePaths(), ...askAgainPaths(), ...endingPaths()]
}

export function outcomePaths(): ChatPath[] {
  const options: ChatOption[] = [
    chatChoices.medicaidDenied,
    'age36to45',
    medicareAnswers.age,
    ...insuranceOptions,
    'household1',
    ...incomeBands,
  ]
  const typing = { zipCodes: [typed.zipCode, typed.expansionZipCode], wrongHouseholdSize: false }
  return walkPaths(walkOptions(options, chatInput, typing, atOffer))
}

export function askAgainPaths(): ChatPath[] {
  const options: ChatOption[] = ['age36to45', 'none', 'household1', 'householdMore', 'withCostSharing']
  const typing = { zipCodes: [typed.zipCode, typed.notZipCode, typed.stateless], wrongHouseholdSize: true }
  return walkPaths(walkOptions(options, chatInput, typing, atOffer))
}

export function endingPaths(): ChatPath[] {
  const answers: ChatOption[][] = [
    ['age36to45', 'none', 'household1', 'withCostSharing'],
    [medicareAnswers.age, 'none'],
  ]
  return answers.flatMap((given) => walkPaths(walkOptions([...given, ...afterOffer])))
}

/**
 * The callback request. Every path through it (its number right at once or asked again, its consent box
 * ticked at once or sent unticked first, the request stored at once or after a refusal, a network error or no
 * answer in time and 'Try again'), reached by one route from each of its two buttons: at step 6 and after the
 * reminder. The other answers steer nothing of it, so the walk offers one of each (age 36-45, no insurance, a
 * household of one, its second income button, a right ZIP code) and no call answer.
 */
export function callbackPaths(): ChatPath[] {
  const options: ChatOption[] = [
    'age36to45',
    'none',
    'household1',
    'withCostSharing',
    chatChoices.tellMeMore,
    chatChoices.thinkAboutIt,
    chatChoices.callBackLater,
    ...callbackOptions,
  ]
  return walkPaths(walkOptions(options)).filter((path) =>
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
  const options: ChatOption[] = ['age36to45', 'none', 'household1', 'withCostSharing', ...calls]
  const once = (snapshot: ChatSnapshot) =>
    eventsFor(options)(snapshot).filter(
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
    walkPaths({
      input,
      events: once as (snapshot: ChatSnapshot) => ChatEvent[],
      serializeState: stateKey,
      stop: isEnd,
    })
      .filter((path) => path.steps.at(-1)?.state.matches({ conversation: { callback: 'requested' } }))
      .map((path) => ({ ...path, name: `${reason}: ${path.name}` })),
  )
}

function walkPaths({ stop, ...options }: ReturnType<typeof walkOptions>): ChatPath[] {
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
    if (stop(state)) {
      found.push(steps)
      if (stop !== isEnd) return
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

/** The states the machine can reach when a walk offers the given buttons and types the given ZIP codes. */
export function reachableStates(
  options: readonly ChatOption[],
  zipCodes: readonly string[] = [typed.zipCode],
): string[] {
  const typing = { zipCodes, wrongHouseholdSize: false }
  const { stop: _, ...walk } = walkOptions(options, chatInput, typing)
  return Object.keys(getAdjacencyMap(chatMachine, walk)).sort()
}

/** The same path with another age under 65 swapped in (they steer nothing: a test checks it on the graph). */
export function withAge(path: ChatPath, age: AgeRange): ChatPath {
  const swap = (event: PathEvent): PathEvent =>
    event.type === 'option.selected' && (ageRanges as readonly ChatOption[]).includes(event.option)
      ? { ...event, option: age }
      : event
  return { name: `${path.name} [${age}]`, steps: path.steps.map((step) => ({ ...step, event: swap(step.event) })) }
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
  const parts = steps.flatMap(({ event }, index) => {
    const answer = visitorEvent(event)
    // A button in the words it had on screen: the income buttons name the household's dollars.
    if (answer) return [short(answer, steps[index - 1]?.state)]
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
      : last?.matches({ conversation: 'callOrLearnMore' })
        ? `outcome: ${last.context.outcome?.kind ?? 'none'}`
        : 'reminder'
  return [...parts, end].join(' → ')
}

function short(event: ChatEvent, before: ChatSnapshot | undefined): string {
  if (event.type === 'option.selected')
    return before ? optionText(event.option, chatFacts(before.context)) : event.option
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
