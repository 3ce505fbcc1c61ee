/**
 * `npm run machines`: every path of every machine in machines/, for a tester to walk by hand in the browser.
 * For each machine: its states with their descriptions, then each path from the start to an end with the events
 * in order and the state after each one. The paths come from each machine's graph (@xstate/graph), through the
 * path model its tests use (tests/machines/<machine>.paths.ts), so this list and the tests never disagree.
 */
import { readdirSync } from 'node:fs'
import { getStateNodes } from '@xstate/graph'
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate'

type PrintablePath = { name: string; steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }> }

type Listing = {
  paths: readonly PrintablePath[]
  /** An event in a tester's words; by default its type and payload. */
  describeEvent?(event: EventObject): string
  /** What the tester should notice after a step, beyond the state (new messages, a toast, a call). */
  describeState?(state: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined): string[]
}

type Entry = { file: string; title: string; load: () => Promise<Listing> }

/** One line per machine: its file in machines/, a title, and where its paths come from. */
const catalogue: Entry[] = [
  { file: 'chat.machine.ts', title: 'Qualification chat (home page)', load: () => import('../tests/machines/chat.paths').then((m) => ({ paths: m.chatPaths(), describeEvent: m.describeEvent, describeState: m.describeChange })) },
  ...(['home', 'sep', 'content'] as const).map((variant) => ({
    file: 'contactForm.machine.ts',
    title: `Contact form (${variant === 'home' ? "home 'Request a Callback'" : variant === 'sep' ? '/sep' : 'content pages'})`,
    load: () => import('../tests/machines/contactForm.paths').then((m) => ({ paths: m.formPaths({ variant, page: variant === 'sep' ? '/sep' : '/' }),
        describeEvent: m.describe,
        describeState: (state: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined) =>
          state.context.toast && state.context.toast !== previous?.context.toast
            ? [`toast: '${state.context.toast.title}' / '${state.context.toast.description}'`]
            : [],
      })),
  })),
  { file: 'savingsEstimator.machine.ts', title: 'Savings estimator (/savings-calculator)', load: () => import('../tests/machines/savingsEstimator.paths').then((m) => ({ paths: m.estimatorPaths({ coverageYear: 2027, state: 'FL' }), describeEvent: m.describeEvent })) },
]

function stateText(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([region, inner]) => (inner === undefined ? region : `${region}.${stateText(inner)}`))
    .join(' + ')
}

function eventText(event: EventObject): string {
  const { type, ...payload } = event
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type
}

function printMachine(entry: Entry, listing: Listing): void {
  const { paths } = listing
  const machine = paths[0]?.steps[0]?.state.machine
  console.log(`\n${'='.repeat(100)}\nmachines/${entry.file}: ${entry.title}\n${'='.repeat(100)}`)
  if (machine) {
    console.log('\nStates (the descriptions shown in the Stately visualizer):')
    for (const node of getStateNodes(machine.root)) console.log(`  ${node.path.join('.').padEnd(34)} ${node.description ?? ''}`)
  }
  console.log(`\n${paths.length} paths from the start to an end.`)
  paths.forEach((path, index) => {
    console.log(`\nPath ${index + 1} of ${paths.length}: ${path.name}`)
    let previous: AnyMachineSnapshot | undefined
    path.steps.forEach(({ event, state }, number) => {
      const action = listing.describeEvent ? listing.describeEvent(event) : eventText(event)
      console.log(`  ${String(number + 1).padStart(3)}. ${action}`)
      console.log(`       state: ${stateText(state.value)}`)
      for (const line of listing.describeState?.(state, previous) ?? []) console.log(`       ${line}`)
      previous = state
    })
  })
}

async function main() {
  const files = readdirSync(new URL('../machines/', import.meta.url)).filter((file) => file.endsWith('.machine.ts'))
  for (const entry of catalogue) printMachine(entry, await entry.load())
  const missing = files.filter((file) => !catalogue.some((entry) => entry.file === file))
  if (missing.length) {
    console.log(`\nNot listed yet (add one line per machine to the catalogue in scripts/machines.ts): ${missing.map((file) => `machines/${file}`).join(', ')}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
