import { useMemo, useSyncExternalStore } from 'react'
import { carriedAnswers, type CarriedAnswers } from './carriedAnswers'

const noSubscription = () => () => {}

/**
 * The answers carried in the page's address, once the page runs in the browser: null in the prerendered page and
 * while hydrating (the HTML is the same for every address), then what the query string holds.
 */
export function useCarriedAnswers(): CarriedAnswers | null {
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '')
  return useMemo(() => carriedAnswers(search), [search])
}
