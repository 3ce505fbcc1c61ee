import { useCallback, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import { localDay, type Day } from '../../../content/acaRules/days'
import type { SavingsEstimatorInput } from '../../../machines/savingsEstimator.machine'
import type { EstimatorActor, LiveEstimator } from './liveEstimator'

/** The running machine, and the words for what it says (loaded with it, never with the page). */
type Loaded = LiveEstimator & {
  describeEstimate: typeof import('./resultCopy').describeEstimate
  estimateRefusalText: typeof import('@copy/browser/estimateRefusals').estimateRefusalText
}

const noSubscription = () => () => {}

/** The live machine's snapshot, or null until the machine has loaded (and while the page is prerendered). */
function useSnapshot(actor: EstimatorActor | null) {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(actor ? subscribe : noSubscription, () => actor?.getSnapshot() ?? null, () => null)
}

/** The estimator's machine, loaded on the first touch of the form; until then the form is plain HTML. */
export function useEstimator(input: SavingsEstimatorInput, formRef: RefObject<HTMLFormElement | null>) {
  const loading = useRef<Promise<Loaded> | null>(null)
  const [live, setLive] = useState<Loaded | null>(null)
  const snapshot = useSnapshot(live?.actor ?? null)
  const load = useCallback(() => {
    loading.current ??= import('./liveEstimator').then(({ startEstimator, describeEstimate, estimateRefusalText }) => {
      const started = { ...startEstimator(input, () => formRef.current), describeEstimate, estimateRefusalText }
      setLive(started)
      return started
    })
    return loading.current
  }, [input, formRef])
  return { live, snapshot, load }
}

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
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
