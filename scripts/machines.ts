/**
 * `npm run machines`: every path of every machine in machines/, for a tester to walk by hand in the browser.
 * For each machine: its states with their descriptions, then each path from the start to an end with the events
 * in order and the state after each one. The paths come from each machine's graph (@xstate/graph), through the
 * path catalogue the tests use too (scripts/machines/catalogue.ts), so this list and the tests never disagree.
 */
import './defineBuildConstants'
import { readdirSync } from 'node:fs'
import { getStateNodes } from '@xstate/graph'
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate'
import { catalogue, type CatalogueEntry, type Listing } from './machines/catalogue'

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

function printMachine(entry: CatalogueEntry, listing: Listing): void {
  const { paths } = listing
  const machine = paths[0]?.steps[0]?.state.machine
  console.log(`\n${'='.repeat(100)}\nmachines/${entry.file}: ${entry.title}\n${'='.repeat(100)}`)
  if (machine) {
    console.log('\nStates (the descriptions shown in the Stately visualizer):')
    for (const node of getStateNodes(machine.root))
      console.log(`  ${node.path.join('.').padEnd(34)} ${node.description ?? ''}`)
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
    console.log(
      `\nNot listed yet (add one entry per machine to scripts/machines/catalogue.ts): ${missing.map((file) => `machines/${file}`).join(', ')}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
