import { AnimatePresence, LazyMotion, MotionConfig } from 'framer-motion'
import { createActor, fromPromise, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate'
import { chatMachine, type ChatCallback } from '../../../machines/chat.machine'
import type { SubmitResult } from '../../../machines/contactForm.machine'
import { config } from '../../lib/env'
import { ChatPanel } from './ChatPanel'
import { callContext } from './callContext'
import { carryChatAnswers } from './carryAnswers'
import { dialAgency } from './dial'
import { submitCallback } from './submitCallback'

/** The chat machine with its real effects: dialing the agency number, and storing a callback request as a lead. */
const siteChat = chatMachine.provide({
  actions: { dial: (_, phone) => dialAgency(phone) },
  actors: {
    submitCallback: fromPromise<SubmitResult, ChatCallback>(({ input, signal }) => submitCallback(input, signal)),
  },
})

export type ChatActor = ActorRefFrom<typeof chatMachine>

/** The conversation, and the panel that shows it (src/lib/useLazyActor.ts hosts both, in the widget). */
export type LiveChat = { actor: ChatActor; Session: typeof ChatSession }

/**
 * One conversation, from the first opening of the chat to the end of the visit: started when the visitor first opens
 * the chat (so the bot starts talking then), hosted by the widget, so it survives closing and reopening the panel.
 * This module (machine, xstate, panel, animation library) is the chat's own chunk: the widget fetches it when the
 * visitor points at, focuses or touches the floating button, and when it is opened.
 */
export function startChat(): LiveChat {
  const actor = createActor(siteChat, {
    input: { phone: config.phone, ...callContext() },
    inspect: devInspector(),
  }).start()
  // What the visitor tells the chat, no form asks again.
  carryChatAnswers((listener) => actor.subscribe(({ context }) => listener(context.answers)).unsubscribe)
  return { actor, Session: ChatSession }
}

/**
 * Development only: `npm run dev`, then open the site with `?inspect` to watch the chat machine live in the Stately
 * inspector (each event reaches it once it has loaded, in order). Vite replaces import.meta.env.DEV with false in a
 * build, so the import below is dropped from the production bundle.
 */
function devInspector(): ActorOptions<AnyActorLogic>['inspect'] {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined
  const inspector = import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect)
  return (event) => void inspector.then((observer) => observer.next?.(event))
}

const motionFeatures = () => import('./motionFeatures').then((module) => module.default)

export type ChatSessionProps = {
  actor: ChatActor
  open: boolean
  onClose: () => void
  /** False when the instant shell was already on screen: the panel then replaces it without an entrance. */
  animateOpen: boolean
}

/** The conversation's panel, with its animation features (loaded with the chat, never with the page). */
export function ChatSession({ actor, open, onClose, animateOpen }: ChatSessionProps) {
  return (
    <LazyMotion features={motionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence initial={animateOpen}>
          {open && <ChatPanel key="chat" actor={actor} onClose={onClose} />}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  )
}
