import { type SlotValues, slots } from './models/slots'

/** Each slot's mark, by the slot's name (content/models/slots.ts). */
const marks = new Map<string, string>(Object.entries(slots))

/**
 * `template` with every string's marks replaced by `values`: the same shape, filled in. Apart from the marks
 * themselves, which the build writes into the words, so only the pages that fill marks in download this.
 */
export function fillSlots<T>(template: T, values: SlotValues): T {
  if (typeof template === 'string') {
    let text: string = template
    for (const [name, value] of Object.entries(values)) {
      const marked = marks.get(name)
      if (marked !== undefined) text = text.replaceAll(marked, value)
    }
    return text as T
  }
  if (Array.isArray(template)) return template.map((item: unknown) => fillSlots(item, values)) as T
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillSlots(value, values)])) as T
  }
  return template
}
