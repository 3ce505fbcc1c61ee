import { states, type StateSlug, type UsState } from '@copy/states'

/**
 * The state a landing route shows, in the build's language (content/en/states.ts, or its twin on Spanish pages). Apart
 * from the states so they are plain data the build writes out (scripts/build/staticContent.ts). The slug type makes a
 * typo a compile error, so the throw never fires.
 */
export function getState(slug: StateSlug): UsState {
  const state = states.find((candidate) => candidate.slug === slug)
  if (!state) throw new Error(`No landing page data for state "${slug}"`)
  return state
}
