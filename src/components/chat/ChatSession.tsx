import { AnimatePresence, LazyMotion, MotionConfig } from 'framer-motion'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { chatMachine, type ChatCallback } from '../../../machines/chat.machine'
import type { SubmitResult } from '../../../machines/contactForm.machine'
import { config } from '../../lib/env'
import { ChatPanel } from './ChatPanel'
import { callContext } from './callContext'
import { carryChatAnswers } from './carryAnswers'
import { dialAgency } from './dial'
import { submitCallback } from './submitCallback'
import type { Inspect } from './loadChat'

/** The chat machine with its real effects: dialing the agency number, and storing a callback request as a lead. */
const siteChat = chatMachine.provide({
  actions: { dial: (_, phone) => dialAgency(phone) },
  actors: { submitCallback: fromPromise<SubmitResult, ChatCallback>(({ input, signal }) => submitCallback(input, signal)) },
})

export type ChatActor = ActorRefFrom<typeof chatMachine>

/**
 * One conversation, from the first opening of the chat to the end of the visit: started when the visitor first opens
 * the chat (so the bot starts talking then), hosted by the widget (src/lib/useLazyActor.ts), so it survives closing
 * and reopening the panel.
 */
export function startChat(inspect: Inspect): { actor: ChatActor } {
  const actor = createActor(siteChat, { input: { phone: config.phone, ...callContext() }, inspect }).start()
  // What the visitor tells the chat, no form asks again.
  carryChatAnswers((listener) => actor.subscribe(({ context }) => listener(context.answers)).unsubscribe)
  return { actor }
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
        <AnimatePresence initial={animateOpen}>{open && <ChatPanel key="chat" actor={actor} onClose={onClose} />}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  )
}
