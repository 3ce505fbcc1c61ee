import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ComponentType } from 'react'
import type { SavingsEstimator } from '../savingsEstimator/SavingsEstimator'

type Props = ComponentProps<typeof SavingsEstimator>

/** Resolved once the visitor comes near the estimator (or touches it): its code is fetched only then. */
let activate: () => void = () => {}
const activated = new Promise<void>((resolve) => {
  activate = resolve
})

/**
 * In the browser the estimator's code waits for `activated`. While it waits during hydration, React keeps the
 * prerendered form on screen as it is (a suspended boundary stays dehydrated), so nothing moves and nothing is lost.
 */
const LazyEstimator = lazy(() =>
  activated
    .then(() => import('../savingsEstimator/SavingsEstimator'))
    .then((module) => ({ default: module.SavingsEstimator })),
)

/**
 * The prerenderer renders the estimator itself: in the render bundle this module waits for the estimator's module
 * (a build-time branch, gone from the browser bundle). A static import would not do: the browser chunk would then
 * import the estimator's chunk for its side effects, and the page's first download with it.
 */
const serverEstimator: ComponentType<Props> | undefined = import.meta.env.SSR
  ? (await import('../savingsEstimator/SavingsEstimator')).SavingsEstimator
  : undefined

/**
 * The savings estimator embedded in a content page (e.g. /lower-costs), for pages whose first-visit budget has no
 * room for it: the form is in the prerendered HTML, and its code loads when the visitor scrolls near it or
 * touches it. /savings-calculator, where it is the page, imports SavingsEstimator directly.
 */
export function EstimatorSection(props: Props) {
  const Estimator = serverEstimator ?? LazyEstimator
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      activate()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) activate()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    // Native listeners: React does not dispatch events from inside a boundary it has not hydrated yet.
    element.addEventListener('focusin', activate)
    element.addEventListener('pointerdown', activate)
    return () => {
      observer.disconnect()
      element.removeEventListener('focusin', activate)
      element.removeEventListener('pointerdown', activate)
    }
  }, [])
  return (
    <div ref={ref} id="estimator" data-hydrates-when-shown="">
      <Suspense fallback={<EstimatorPlaceholder />}>
        <Estimator {...props} />
      </Suspense>
    </div>
  )
}

/** Shown only after a client-side navigation, for the moment the estimator's code takes to arrive. */
function EstimatorPlaceholder() {
  return <section className="section estimator" aria-busy="true" style={{ minHeight: '40rem' }} />
}
