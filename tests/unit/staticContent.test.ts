import { describe, expect, it } from 'vitest'
import { moduleSource } from '../../scripts/build/staticContent'

/** How the build writes a content module's values out (scripts/build/staticContent.ts). */
describe('a content module written out as values', () => {
  it('writes strings, numbers, booleans, null, undefined, arrays and plain objects as the module had them', () => {
    const values = { heading: 'Premium “Examples”\n', rows: [['$1,234', 0.5, -0, true, null, undefined]], meta: { year: 2027, note: undefined } }
    const source = moduleSource(values)
    expect(source).toBe(
      'export const heading = "Premium “Examples”\\n"\n' +
        'export const rows = [["$1,234",0.5,-0,true,null,undefined]]\n' +
        'export const meta = {"year":2027,"note":undefined}\n',
    )
    const evaluated = new Function(`${source!.replaceAll('export const', 'const')}; return { heading, rows, meta }`)()
    expect(evaluated).toEqual(values)
    expect(Object.is(evaluated.rows[0][2], -0)).toBe(true)
  })

  it('leaves a module with anything but data as code: a function, a class instance, a regular expression, a cycle', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(moduleSource({ text: 'a', fill: (name: string) => name })).toBeNull()
    expect(moduleSource({ when: new Date(0) })).toBeNull()
    expect(moduleSource({ avoid: [{ not: /x/ }] })).toBeNull()
    expect(moduleSource({ cycle })).toBeNull()
    expect(moduleSource({ count: Number.NaN })).toBeNull()
  })

  it('writes a value shared by two exports out twice, as equal values', () => {
    const shared = { a: 1 }
    expect(moduleSource({ first: shared, second: [shared, shared] })).toBe('export const first = {"a":1}\nexport const second = [{"a":1},{"a":1}]\n')
  })
})
