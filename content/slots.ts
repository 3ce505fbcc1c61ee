/**
 * Marks where a text of content/ takes a value known only where it is shown: a state landing page is worded once for
 * every state, and the pages that name who collected the reviews (VITE_REVIEWS_SOURCE, the site's settings, which
 * content/ does not read) name it through this mark. The words are then constants the build writes out
 * (scripts/build/staticContent.ts), and the page fills the marks in with `fillSlots`.
 */
export const slots = { state: '{state}', reviewsSource: '{reviewsSource}' } as const

export type SlotValues = Partial<Record<keyof typeof slots, string>>

/** `template` with every string's marks replaced by `values`: the same shape, filled in. */
export function fillSlots<T>(template: T, values: SlotValues): T {
  if (typeof template === 'string') {
    let text: string = template
    for (const [name, value] of Object.entries(values)) text = text.replaceAll(slots[name as keyof typeof slots], value)
    return text as T
  }
  if (Array.isArray(template)) return template.map((item: unknown) => fillSlots(item, values)) as T
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillSlots(value, values)])) as T
  }
  return template
}
