import { useCallback, useRef, useState, useSyncExternalStore } from 'react'

/**
 * How a component runs a machine of machines/: the chat, the contact forms, the estimator and the opt-out form.
 * The machine's code (xstate, the machine, its real effects from `machine.provide(...)`, the words for what it says)
 * is a module of its own, loaded on demand: on the visitor's first touch of a form, or when the chat opens. That
 * module starts the actor and hands it back with whatever reads the page for it (`submit`, `edited`, ...).
 * `useLazyActor` loads and keeps it; `useActorSnapshot` reads its snapshot, in the one component that renders the
 * machine (the chat's widget only hosts the conversation, and its panel reads it with @xstate/react).
 * This file imports nothing but React, and is a file of its own (scripts/build/chunkGroups.ts): only the pages with
 * one of these machines download it.
 */

/** What is read of a running actor (an xstate actor has it). */
type Running<Snapshot> = { getSnapshot(): Snapshot; subscribe(listener: () => void): { unsubscribe(): void } }

/**
 * A machine loaded and started by `start` the first time `load()` is called (later calls return the same one; a
 * load that failed is forgotten, so the next call tries again). `start` may hand the machine back at once when its
 * code is already there (the chat, opened after the visitor reached for it): it then shows in the same render. Until
 * then, and in the prerendered page, `live` is null and the component is plain HTML.
 */
export function useLazyActor<Live extends { actor: Running<unknown> }>(start: () => Live | Promise<Live>) {
  const loading = useRef<Promise<Live>>(null)
  // The latest `start` (its page, its form): the machine starts with what the component holds at the first touch.
  const latest = useRef(start)
  latest.current = start
  const [live, setLive] = useState<Live | null>(null)
  const load = useCallback(() => {
    const keep = (started: Live) => {
      setLive(started)
      return started
    }
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
  return { live, load }
}

/**
 * The actor's latest snapshot (null before it has loaded, and in the prerendered page): the component renders again
 * on each new one. What @xstate/react's useSelector does, without the package: this runs in the first download of
 * the pages with a form, where the package would cost bytes their budgets do not have.
 */
export function useActorSnapshot<Snapshot>(actor: Running<Snapshot> | undefined): Snapshot | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor?.subscribe(listener)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null, () => null)
}
