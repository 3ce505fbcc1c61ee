import { useSyncExternalStore, type RefObject } from 'react'
import { localDay, type Day } from '../../../rules/days'
import type { SavingsEstimatorInput } from '../../../machines/savingsEstimator.machine'
import { useActorSnapshot, useLazyActor } from '../../lib/useLazyActor'

/**
 * The estimator's machine, loaded on the first touch of the form with the words for what it says (src/lib/useLazyActor.ts
 * hosts it); until then the form is plain HTML.
 */
export function useEstimator(input: SavingsEstimatorInput, formRef: RefObject<HTMLFormElement | null>) {
  const { live, load } = useLazyActor(
    () => import('./liveEstimator'),
    ({ startEstimator, describeEstimate, estimateRefusalText }) => ({
      ...startEstimator(input, () => formRef.current),
      describeEstimate,
      estimateRefusalText,
    }),
  )
  return { live, snapshot: useActorSnapshot(live?.actor), load }
}

const noSubscription = () => () => {}

/**
 * Today's date (YYYY-MM-DD, local time), by which the form picks its coverage year. The prerendered page carries
 * the day it was rendered on (`data-rendered-day` on the form): hydration renders that day, so the markup matches,
 * and the visitor's own day takes over right after. Rendered in the browser without hydration, it is the
 * visitor's day from the start.
 */
export function useToday(): Day {
  return useSyncExternalStore(noSubscription, visitorDay, renderedDay)
}

const visitorDay = () => localDay(new Date())

function renderedDay(): Day {
  if (typeof document === 'undefined') return visitorDay()
  return document.querySelector<HTMLElement>('[data-rendered-day]')?.dataset.renderedDay ?? visitorDay()
}

/** False in the prerendered page and while hydrating, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
