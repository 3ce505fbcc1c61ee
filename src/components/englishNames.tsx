import type { ReactNode } from 'react'
import { englishNameLang, englishNames } from '@copy/language'
import { config } from '../lib/env'

// Only where the page's language needs it: on English pages the build drops all of this (englishNameLang is a constant).
const namePattern = englishNameLang ? englishNamePattern() : null

/** The names, longest first so a name inside a longer one ('Agency' in 'Agency LLC') does not split it. */
function englishNamePattern(): RegExp {
  const names = [...new Set([...englishNames, config.agencyLegalName, config.trust.reviewsSource])].sort(
    (a, b) => b.length - a.length,
  )
  return new RegExp(`(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`)
}

/**
 * A text of the page, with the English proper names in it (the agency's, the reviews' source: content/en/language.ts)
 * marked `lang="en"` on a Spanish page, so a screen reader says them in English. English pages get the text as it is.
 * A function, not a component: on English pages each use costs a call, not an element.
 */
export function withEnglishNames(text: string): ReactNode {
  if (!namePattern) return text
  const parts = text.split(namePattern)
  if (parts.length === 1) return text
  // split() with one capturing group puts the names at the odd places.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order; none moves
      <span key={index} lang={englishNameLang}>
        {part}
      </span>
    ) : (
      part
    ),
  )
}
