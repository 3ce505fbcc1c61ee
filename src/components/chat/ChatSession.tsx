import { AnimatePresence, LazyMotion, MotionConfig } from 'framer-motion'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
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

const motionFeatures = () => import('./motionFeatures').then((module) => module.default)

export type ChatSessionProps = {
  open: boolean
  onClose: () => void
  /** False when the instant shell was already on screen: the panel then replaces it without an entrance. */
  animateOpen: boolean
  inspect?: Inspect
}

/**
 * One conversation, from the first opening of the chat to the end of the visit: it survives closing and
 * reopening the panel. Mounted when the visitor first opens the chat, so the bot starts talking then.
 */
export function ChatSession({ open, onClose, animateOpen, inspect }: ChatSessionProps) {
  const actor = useActorRef(siteChat, { input: { phone: config.phone, ...callContext() }, inspect })
  // What the visitor tells the chat, no form asks again.
  useEffect(() => carryChatAnswers((listener) => actor.subscribe(({ context }) => listener(context.answers)).unsubscribe), [actor])
  return (
    <LazyMotion features={motionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence initial={animateOpen}>{open && <ChatPanel key="chat" actor={actor} onClose={onClose} />}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  )
}
