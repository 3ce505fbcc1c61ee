import type { SlotValues } from './models/slots'

/** How a slot is marked in the words (content/models/slots.ts): '{state}'. */
export const mark = (name: string) => `{${name}}`

/**
 * `template` with every string's marks replaced by `values`: the same shape, filled in. Apart from the marks
 * themselves, which the build writes into the words, so only the pages that fill marks in download this.
 */
export function fillSlots<T>(template: T, values: SlotValues): T {
  if (typeof template === 'string') {
    let text: string = template
    for (const [name, value] of Object.entries(values)) text = text.replaceAll(mark(name), value)
    return text as T
  }
  if (Array.isArray(template)) return template.map((item: unknown) => fillSlots(item, values)) as T
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillSlots(value, values)])) as T
  }
  return template
}
