import type { ReactNode } from 'react'
import { englishNameLang, englishNames } from '../../content/language'
import { config } from '../lib/env'

/** Longest first, so a name inside a longer one ('Agency' in 'Agency LLC') does not split it. */
const names = [...new Set([...englishNames, config.agencyLegalName, config.trust.reviewsSource])].sort((a, b) => b.length - a.length)
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const namePattern = englishNameLang ? new RegExp(`(${names.map(escape).join('|')})`) : null

/**
 * A text of the page, with the English proper names in it (the agency's, the reviews' source: content/language.ts)
 * marked `lang="en"` on a Spanish page, so a screen reader says them in English. English pages get the text as it is.
 */
export function Words({ children }: { children: string }): ReactNode {
  if (!namePattern) return children
  const parts = children.split(namePattern)
  if (parts.length === 1) return children
  // split() with one capturing group puts the names at the odd places.
  return parts.map((part, index) => (index % 2 === 1 ? <span key={index} lang={englishNameLang}>{part}</span> : part))
}
