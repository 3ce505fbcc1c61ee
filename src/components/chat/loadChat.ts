import type { AnyActorLogic, ActorOptions } from 'xstate'
import type { ChatActor, ChatSession } from './ChatSession'

export type Inspect = ActorOptions<AnyActorLogic>['inspect']
/** The chat's code: its panel, and how to start the conversation (src/lib/useLazyActor.ts hosts it). */
export type LoadedChat = { Session: typeof ChatSession; start: () => { actor: ChatActor } }

let loading: Promise<LoadedChat> | undefined
let loaded: LoadedChat | undefined

/** The chat's code, when it has already arrived (the visitor pointed at the button before opening it). */
export const chatIfLoaded = (): LoadedChat | undefined => loaded

/**
 * Loads the chat's code (machine, xstate, panel, animation library) in its own chunk, once. Called when the
 * visitor points at, focuses or touches the floating button, and when it is opened. A failed load is forgotten so
 * the next attempt tries again.
 */
export function loadChat(): Promise<LoadedChat> {
  loading ??= Promise.all([import('./ChatSession'), devInspector()]).then(([module, inspect]) => (loaded = { Session: module.ChatSession, start: () => module.startChat(inspect) }))
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/**
 * Development only: `npm run dev`, then open the site with `?inspect` to watch the chat machine live in the
 * Stately inspector. Vite replaces import.meta.env.DEV with false in a build, so the import below is dropped
 * from the production bundle.
 */
function devInspector(): Promise<Inspect> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return Promise.resolve(undefined)
  return import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect)
}
