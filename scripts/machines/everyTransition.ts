import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph'
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'

/**
 * One path from the start: each event, the state after it, and that state as the visitor tells it apart (the model's
 * `serialize`).
 */
export type TransitionPath<Event, Snapshot> = {
  name: string
  steps: Array<{ event: Event; state: Snapshot; view: string }>
}

type Model<Event> = {
  input: unknown
  /** The events worth sending in a state (a machine's own events, and the done/error/delay events XState delivers). */
  events: (snapshot: AnyMachineSnapshot) => Event[]
  /** A state as the visitor tells it apart: two snapshots with the same text are one state. */
  serialize: (snapshot: AnyMachineSnapshot) => string
  /** An event in a tester's words: a path's name is its events' words. */
  describe: (event: Event) => string
}

/**
 * Every transition of a machine: the shortest path to each state the visitor can tell apart, extended by each event
 * that state accepts. Generated from the machine's graph (@xstate/graph), never listed by hand. The graph keeps one
 * snapshot per distinct state, whichever path reached it first: each path's steps are computed again from its own
 * events, so each expected snapshot holds exactly what that path typed. The contact form, the opt-out form and the
 * estimator's path models are this function with their own events and states.
 */
export function everyTransition<Event extends EventObject>(machine: AnyStateMachine, model: Model<Event>) {
  const options = {
    input: model.input,
    events: model.events,
    serializeState: model.serialize,
    serializeEvent: (event: Event) => JSON.stringify(event),
  }
  const toState = new Map(getShortestPaths(machine, options).map((path) => [model.serialize(path.state), path]))
  return adjacencyMapToArray(getAdjacencyMap(machine, options)).map((edge) => {
    const head = toState.get(model.serialize(edge.state))
    if (!head) throw new Error(`no path reaches ${model.serialize(edge.state)}`)
    return replay(machine, model, [...head.steps.slice(1).map((step) => step.event), edge.event])
  })
}

function replay<Event extends EventObject>(machine: AnyStateMachine, model: Model<Event>, events: Event[]) {
  let [state] = initialTransition(machine, model.input)
  const steps = events.map((event) => {
    ;[state] = transition(machine, state, event)
    return { event, state, view: model.serialize(state) }
  })
  return { name: steps.map((step) => model.describe(step.event)).join(' → '), steps }
}
