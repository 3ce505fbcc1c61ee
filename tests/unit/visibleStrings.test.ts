import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import * as siteWords from '../../content/en/site'
import type { SiteWords } from '../../content/en/site'

/**
 * Every word a visitor sees or hears comes from content/, so a Spanish copy module can replace it: no
 * letters in JSX text or in a string shown as it is, and none in string literals given to (or defaulted for) the
 * props a browser shows or reads aloud. Read from the syntax tree of the .tsx files of src/components, src/pages and
 * src/routes; symbols without letters ('★★★★★', '×', ' • ') may stay. No exceptions.
 */
const root = resolve(import.meta.dirname, '../..')
const areas = ['src/components', 'src/pages', 'src/routes']
/** Props the browser shows or reads aloud, and the components' own props that carry words into them. */
const visibleProps = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'label',
  'heading',
  'intro',
  'text',
  'eyebrow',
  'tagline',
  'hours',
  'caption',
  'callLabel',
  'textLabel',
  'initialState',
])
const letter = /\p{L}/u

type Node = { type: string; start: number; [key: string]: unknown }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

function children(node: Node): Node[] {
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'parent' ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  )
}

/** The strings an expression shows as it is: itself, either branch of a condition, a template's fixed parts. */
function shownStrings(node: Node): string[] {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node.value] : []
    case 'TemplateLiteral':
      return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked)
    case 'ConditionalExpression':
      return [...shownStrings(node.consequent as Node), ...shownStrings(node.alternate as Node)]
    case 'LogicalExpression':
      return [...shownStrings(node.left as Node), ...shownStrings(node.right as Node)]
    case 'ParenthesizedExpression':
    case 'JSXExpressionContainer':
      return isNode(node.expression) ? shownStrings(node.expression) : []
    default:
      return []
  }
}

/** Visitor-facing words written into a TSX source, as 'line: text'. */
function visibleStrings(source: string, filename = 'file.tsx'): string[] {
  const program = parseAst(source, { lang: 'tsx' }, filename) as unknown as Node
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length
  const found: string[] = []
  const visit = (node: Node, parentIsJsx: boolean) => {
    if (node.type === 'JSXText' && letter.test(String(node.value)))
      found.push(`${lineOf(node.start)}: ${String(node.value).trim()}`)
    if (node.type === 'JSXExpressionContainer' && parentIsJsx)
      for (const text of shownStrings(node)) if (letter.test(text)) found.push(`${lineOf(node.start)}: ${text}`)
    // A component's default for one of those props: `heading = 'Frequently Asked Questions'`.
    if (
      node.type === 'AssignmentPattern' &&
      isNode(node.left) &&
      node.left.type === 'Identifier' &&
      visibleProps.has(String(node.left.name)) &&
      isNode(node.right)
    )
      for (const text of shownStrings(node.right))
        if (letter.test(text)) found.push(`${lineOf(node.start)}: ${String(node.left.name)} = '${text}'`)
    if (node.type === 'JSXAttribute') {
      const name = node.name as Node
      if (name.type === 'JSXIdentifier' && visibleProps.has(String(name.name)) && isNode(node.value))
        for (const text of shownStrings(node.value))
          if (letter.test(text)) found.push(`${lineOf(node.start)}: ${String(name.name)}="${text}"`)
      return
    }
    const jsx = node.type === 'JSXElement' || node.type === 'JSXFragment'
    for (const child of children(node)) visit(child, jsx)
  }
  visit(program, false)
  return found
}

describe('visitor-facing strings', () => {
  it('finds words in JSX text, shown expressions and visible props', () => {
    const sample = `export const A = ({ heading = 'Questions', className = 'faq' }) => (
  <nav aria-label="Main">
    <button title={open ? 'Close' : 'Menu'} className="btn">Call Now</button>
    {ok && 'Sent'} {' '} {copy.call} <img alt={copy.alt} /> ★
  </nav>
)`
    expect(visibleStrings(sample)).toEqual([
      "1: heading = 'Questions'",
      '2: aria-label="Main"',
      '3: title="Close"',
      '3: title="Menu"',
      '3: Call Now',
      '4: Sent',
    ])
  })

  it.each(areas)('%s writes none: they come from content/', (area) => {
    const found = sourceFiles(join(root, area)).flatMap((file) =>
      visibleStrings(readFileSync(file, 'utf8'), file).map((hit) => `${relative(root, file)}:${hit}`),
    )
    expect(found).toEqual([])
  })
})

describe("the frame's words", () => {
  it('are all exported by content/en/site.ts: a module for another language is held to the same type', () => {
    // The assignment is the check (npm run typecheck): a module missing a word does not compile.
    const english: SiteWords = siteWords
    expect(Object.values(english).every((word) => typeof word !== 'string' || word.trim() !== '')).toBe(true)
  })
})
