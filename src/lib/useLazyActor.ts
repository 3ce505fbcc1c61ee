import { useCallback, useRef, useState, useSyncExternalStore } from 'react'

/**
 * How a component runs a machine of machines/: the chat, the contact forms, the estimator and the opt-out form.
 * The machine's code (xstate, the machine, its real effects from `machine.provide(...)`, the words for what it says)
 * is a module of its own (`liveChat.tsx`, `liveForm.ts`, `liveEstimator.ts`, `liveOptOut.ts`), loaded on demand: on
 * the visitor's first touch of a form, or when the chat opens. That module starts the actor and hands it back with
 * whatever reads the page for it (`submit`, `edited`, ...). `useLazyActor` loads and keeps it; `useActorSnapshot`
 * reads its snapshot, in the one component that renders the machine (the chat's widget only hosts the conversation,
 * and its panel reads it).
 * This file imports nothing but React, and is a file of its own (scripts/build/chunkGroups.ts): only the pages with
 * one of these machines download it.
 */

/** What is read of a running actor (an xstate actor has it). */
type Running<Snapshot> = { getSnapshot(): Snapshot; subscribe(listener: () => void): { unsubscribe(): void } }

/**
 * The machine of the module `code` loads, started by `start` the first time `load()` is called (later calls return
 * the same one; a load that failed is forgotten, so the next call tries again). `preload()` fetches the module
 * without starting anything (the chat's code, when the visitor reaches for its button); once it has arrived,
 * `arrived()` is true and `load()` starts the machine at once, so it shows in the same render. Until then, and in
 * the prerendered page, `live` is null and the component is plain HTML.
 */
export function useLazyActor<Code, Live extends { actor: Running<unknown> }>(
  code: () => Promise<Code>,
  start: (code: Code) => Live,
) {
  const loading = useRef<Promise<Live>>(null)
  const fetched = useRef<Code>(null)
  // The latest `start` (its page, its form): the machine starts with what the component holds at the first touch.
  const latest = useRef({ code, start })
  latest.current = { code, start }
  const [live, setLive] = useState<Live | null>(null)
  const preload = useCallback(() => latest.current.code().then((arrived) => (fetched.current = arrived)), [])
  const load = useCallback(() => {
    const startWith = latest.current.start
    const keep = (arrived: Code) => {
      const started = startWith(arrived)
      setLive(started)
      return started
    }
    loading.current ??= fetched.current
      ? Promise.resolve(keep(fetched.current))
      : preload()
          .then(keep)
          .catch((error: unknown) => {
            loading.current = null
            throw error
          })
    return loading.current
  }, [preload])
  return { live, load, preload, arrived: () => fetched.current !== null }
}

/**
 * The actor's latest snapshot (null before it has loaded, and in the prerendered page; never null for a running actor
 * in a component only the browser renders, as the chat's panel): the component renders again on each new one. What @xstate/react's useSelector does, without the package: this runs in the first download of
 * the pages with a form, where the package would cost bytes their budgets do not have.
 */
export function useActorSnapshot<Snapshot>(actor: Running<Snapshot>): Snapshot
export function useActorSnapshot<Snapshot>(actor: Running<Snapshot> | undefined): Snapshot | null
export function useActorSnapshot<Snapshot>(actor: Running<Snapshot> | undefined): Snapshot | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor?.subscribe(listener)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  )
}
