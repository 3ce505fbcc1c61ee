import { useCallback, useRef, useState, useSyncExternalStore } from 'react'

/**
 * How a component runs a machine of machines/ (the chat and the opt-out form today; docs/qa.md says why the contact
 * forms and the estimator do not yet). The machine's code (xstate, the machine, its real effects from
 * `machine.provide(...)`, the words for what it says) is a module of its own, loaded on demand: on the visitor's
 * first touch of a form, or when the chat opens. That module starts the actor and hands it back with whatever reads
 * the page for it (`submit`, `edited`, ...); the component reads each new snapshot here and sends through `live`.
 * This file imports nothing but React, and is a file of its own (scripts/build/chunkGroups.ts): only the pages with
 * one of these machines download it.
 */

/** What is read of a running actor (an xstate actor has it). */
type Running<Snapshot> = { getSnapshot(): Snapshot; subscribe(listener: () => void): { unsubscribe(): void } }

type Started<Snapshot, Live> = Live & { actor: Running<Snapshot> }

const idle: Running<null> = { getSnapshot: () => null, subscribe: () => ({ unsubscribe() {} }) }

/**
 * The actor's latest snapshot: the component renders again on each new one. What @xstate/react's useSelector does,
 * without the package: this runs in every page's first download, where it would cost bytes the budgets do not have;
 * code that loads with a machine (the chat's panel) reads it with useSelector.
 */
function useActorSnapshot<Snapshot>(actor: Running<Snapshot>): Snapshot {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(subscribe, () => actor.getSnapshot(), () => actor.getSnapshot())
}

/**
 * A machine loaded and started by `start` the first time `load()` is called (later calls return the same one; a
 * load that failed is forgotten, so the next call tries again). `start` may hand the machine back at once when its
 * code is already there (the chat, opened after the visitor reached for it): it then shows in the same render. Until
 * then, and in the prerendered page, `live` and `snapshot` are null and the component is plain HTML.
 */
export function useLazyActor<Snapshot, Live>(start: () => Started<Snapshot, Live> | Promise<Started<Snapshot, Live>>) {
  const loading = useRef<Promise<Started<Snapshot, Live>>>(null)
  // The latest `start` (its page, its form): the machine starts with what the component holds at the first touch.
  const latest = useRef(start)
  latest.current = start
  const [live, setLive] = useState<Started<Snapshot, Live> | null>(null)
  const load = useCallback(() => {
    const keep = (started: Started<Snapshot, Live>) => (setLive(started), started)
    if (!loading.current) {
      const started = latest.current()
      loading.current =
        started instanceof Promise
          ? started.then(keep, (error: unknown) => {
              loading.current = null
              throw error
            })
          : Promise.resolve(keep(started))
    }
    return loading.current
  }, [])
  const snapshot = useActorSnapshot<Snapshot | null>(live?.actor ?? idle)
  return { live, snapshot, load }
}
