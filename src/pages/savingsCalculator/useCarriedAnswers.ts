import { useMemo, useSyncExternalStore } from 'react'
import { carriedAnswers, carriedIncome, type CarriedAnswers } from './carriedAnswers'

const noSubscription = () => () => {}

/**
 * The answers carried to this page, once it runs in the browser: null in the prerendered page and while hydrating
 * (the HTML is the same for every address), then what the query string and the history entry's state hold.
 */
export function useCarriedAnswers(): CarriedAnswers | null {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
  const income = useSyncExternalStore(
    noSubscription,
    () => carriedIncome(window.history.state),
    () => null,
  )
  return useMemo(() => carriedAnswers(search, income), [search, income])
}
