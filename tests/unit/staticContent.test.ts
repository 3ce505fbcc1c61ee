import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentModule, isEvaluated, moduleSource } from '../../scripts/build/staticContent'
import { locales } from '../../rules/locales'

/** How the build writes a content module's values out (scripts/build/staticContent.ts). */
describe('a content module written out as values', () => {
  it('writes strings, numbers, booleans, null, undefined, arrays and plain objects as the module had them', () => {
    const values = {
      heading: 'Premium “Examples”\n',
      rows: [['$1,234', 0.5, -0, true, null, undefined]],
      meta: { year: 2027, note: undefined },
    }
    const source = moduleSource(values, 'content/words.ts')
    expect(source).toBe(
      'export const heading = "Premium “Examples”\\n"\n' +
        'export const rows = [["$1,234",0.5,-0,true,null,undefined]]\n' +
        'export const meta = {"year":2027,"note":undefined}\n',
    )
    const evaluated = new Function(`${source.replaceAll('export const', 'const')}; return { heading, rows, meta }`)()
    expect(evaluated).toEqual(values)
    expect(Object.is(evaluated.rows[0][2], -0)).toBe(true)
  })

  it('refuses anything but data, naming the file and the export: a function, a class instance, a regular expression, a cycle', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(() => moduleSource({ text: 'a', fill: (name: string) => name }, 'content/x.ts')).toThrow(
      /^content\/x\.ts: the export `fill` is not plain data/,
    )
    expect(() => moduleSource({ when: new Date(0) }, 'content/x.ts')).toThrow('`when`')
    expect(() => moduleSource({ avoid: [{ not: /x/ }] }, 'content/x.ts')).toThrow('`avoid`')
    expect(() => moduleSource({ cycle }, 'content/x.ts')).toThrow('`cycle`')
    expect(() => moduleSource({ count: Number.NaN }, 'content/x.ts')).toThrow('`count`')
  })

  it('writes a value shared by two exports out twice, as equal values', () => {
    const shared = { a: 1 }
    expect(moduleSource({ first: shared, second: [shared, shared] }, 'content/x.ts')).toBe(
      'export const first = {"a":1}\nexport const second = [{"a":1},{"a":1}]\n',
    )
  })
})

/** Which modules the build evaluates is a folder rule: each language's words and content/models/, never browser/; of rules/, years/withoutTables.ts by name. */
describe('the evaluated folders', () => {
  const root = '/site'
  const file = (path: string) => join(root, 'content', path)
  const values = async () => ({ heading: 'Words', greet: (name: string) => `Hello ${name}` })

  it.each(locales)('evaluates content/%s/ and its pages/, and content/models/', (locale) => {
    expect(isEvaluated(file(`${locale}/agency.ts`), root)).toBe(true)
    expect(isEvaluated(file(`${locale}/pages/home.ts`), root)).toBe(true)
    expect(isEvaluated(file('models/sep.ts'), root)).toBe(true)
  })

  it('evaluates rules/years/withoutTables.ts, the coverage years without their tables, and leaves the rest of rules/ as code', async () => {
    expect(isEvaluated(join(root, 'rules/years/withoutTables.ts'), root)).toBe(true)
    expect(isEvaluated(join(root, 'rules/withoutTables.ts'), root)).toBe(false)
    expect(await contentModule(join(root, 'rules/incomeLines.ts'), root, values)).toBeNull()
    expect(await contentModule(join(root, 'rules/years/2027.ts'), root, values)).toBeNull()
  })

  it.each(locales)('leaves content/%s/browser/ and the language-free modules of content/ as code', async (locale) => {
    expect(await contentModule(file(`${locale}/browser/chat.ts`), root, values)).toBeNull()
    expect(await contentModule(file('format.ts'), root, values)).toBeNull()
  })

  it('stops the build on a function exported from an evaluated folder, saying where words that run in the browser go', async () => {
    const home = `${locales[0]}/pages/home.ts`
    await expect(contentModule(file(home), root, values)).rejects.toThrow(
      `content/${home}: the export \`greet\` is not plain data`,
    )
    await expect(contentModule(file(home), root, values)).rejects.toThrow(
      "Move words that run in the visitor's browser to content/<locale>/browser/",
    )
    await expect(contentModule(file('models/sep.ts'), root, values)).rejects.toThrow(
      'or a language-free module out of content/models/',
    )
  })
})
