import { language } from '@copy/language'
import { defaultLocale } from '../../rules/locales'

/**
 * The paths a model test replays in the language its Vitest project runs (`@copy` points at that language).
 *
 * - The default language replays every path: every transition of the machine, each checked on the real view.
 * - Each other language replays the fewest paths that still pass through every view the visitor can tell apart
 *   (`view(step)`, the model's own `serialize`). The machine, its events and its stored rows are the same in every
 *   language; only the words change, and every word the view shows is shown in some view. So the translation is
 *   checked in every state it appears in, once, and the transitions are not checked again per language.
 *
 * Chosen greedily (the path that adds the most unseen views first), kept in the paths' own order.
 */
export function pathsInThisLanguage<Path extends { steps: ReadonlyArray<unknown> }>(
  paths: Path[],
  view: (step: Path['steps'][number]) => string,
): Path[] {
  if (language === defaultLocale) return paths
  const viewsOf = paths.map((path) => new Set(path.steps.map(view)))
  const unseen = new Set(viewsOf.flatMap((views) => [...views]))
  const chosen = new Set<number>()
  while (unseen.size > 0) {
    let best = -1
    let gain = 0
    viewsOf.forEach((views, index) => {
      const adds = [...views].filter((key) => unseen.has(key)).length
      if (adds > gain) [best, gain] = [index, adds]
    })
    chosen.add(best)
    for (const key of viewsOf[best]) unseen.delete(key)
  }
  return paths.filter((_, index) => chosen.has(index))
}
