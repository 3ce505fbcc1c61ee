import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = join(import.meta.dirname, '../../..')
const content = join(root, 'content')
const spanish = join(content, 'es')
/** The language-free facts: their few strings (sources' titles, notes on sources) are English. */
const rules = join(root, 'rules')

/**
 * Modules whose words may show on pages of either language: the language switch names the other language in that
 * language, and the sources a page cites are English documents, cited by their English titles.
 */
const shared = new Set(['content/es/language.ts', 'rules/sources.ts'])

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return full === spanish && dir === content ? [] : modules(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** Every string an exported value holds, however deep (functions are left out: their words are built on a page). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value]
  if (!value || typeof value !== 'object' || seen.has(value)) return []
  seen.add(value)
  return Object.values(value).flatMap((item) => strings(item, seen))
}

/** Copy, not codes: at least two words of letters, no path, no identifier. */
const isCopy = (text: string) =>
  /\p{L}{2,}[\s\u00a0]+\p{L}{2,}/u.test(text) && !/^[/#]|^[\w.-]+$/.test(text) && !text.includes('://')

async function wordsOf(files: string[]): Promise<Set<string>> {
  const words = new Set<string>()
  for (const file of files) {
    if (shared.has(relative(root, file).split(sep).join('/'))) continue
    const module: Record<string, unknown> = await import(pathToFileURL(file).href)
    for (const text of strings(module)) {
      // A sentence of copy is looked for as its first line (copy with line breaks is laid out in blocks).
      const line = text.split('\n')[0].replace(/\s+/g, ' ').trim()
      if (isCopy(line)) words.add(line)
    }
  }
  return words
}

/**
 * The copy of each language: every string of content/'s English modules and rules/, and of content/es/'s Spanish ones, less the
 * strings both share (proper names such as the agency's or HealthCare.gov).
 */
export async function copyStrings(): Promise<{ english: string[]; spanish: string[] }> {
  const [english, spanishWords] = await Promise.all([
    wordsOf([...modules(content), ...modules(rules)]),
    wordsOf(modules(spanish)),
  ])
  return {
    english: [...english].filter((words) => !spanishWords.has(words)),
    spanish: [...spanishWords].filter((words) => !english.has(words)),
  }
}
