import { AnimatePresence, m } from 'framer-motion'
import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { chatCallLabel, chatPanelCopy, messageText } from '@copy/browser/chat'
import { chatFacts } from '../../../content/copyReaders/chatFacts'
import type { chatMachine } from '../../../machines/chat.machine'
import { useActorSnapshot } from '../../lib/useLazyActor'
import { CallLink } from '../conversion/CallLink'
import { ChatAnswerArea } from './ChatAnswerArea'
import { ChatHeader, TypingDots } from './ChatHeader'
import { handleDialogKeys } from './dialogKeys'

type Props = { actor: ActorRefFrom<typeof chatMachine>; onClose: () => void }

const panelMotion = {
  initial: { opacity: 0, y: 24, scale: 0.98 },
  animate: { opacity: 1, y: 0, scale: 1 },
  exit: { opacity: 0, y: 24, scale: 0.98 },
  transition: { duration: 0.2, ease: 'easeOut' },
} as const

const messageMotion = {
  initial: { opacity: 0, y: 8 },
  animate: { opacity: 1, y: 0 },
  transition: { duration: 0.25 },
} as const

/**
 * The chat dialog: what the machine's state shows a visitor. Messages go into one role="log" live region (so
 * screen readers read each new one), the bot's typing dots are decorative, and the answer buttons or text field
 * of the step sit below. The panel holds no business state of its own.
 */
export function ChatPanel({ actor, onClose }: Props) {
  const snapshot = useActorSnapshot(actor)
  const dialog = useRef<HTMLDivElement>(null)
  const log = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const messageId = useId()
  const { messages, phone } = snapshot.context
  const facts = chatFacts(snapshot.context)
  const typing = snapshot.hasTag('typing')
  const ended = snapshot.hasTag('ended') && !typing

  useEffect(() => dialog.current?.focus({ preventScroll: true }), [])

  // Newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing dots are what scroll the log
  useEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages.length, typing])

  // An answered question's buttons (or the text field after step 5) leave the page; focus then waits on the log,
  // one Tab away from the next answers, instead of falling out of the dialog.
  useLayoutEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) log.current?.focus({ preventScroll: true })
  })

  return (
    <m.div
      ref={dialog}
      className="chat-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => handleDialogKeys(event, onClose)}
      {...panelMotion}
    >
      <ChatHeader titleId={titleId} onClose={onClose}>
        <p className="chat-panel__subtitle">{chatPanelCopy.subtitle}</p>
      </ChatHeader>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, and a keyboard scrolls only what it can focus */}
      <div ref={log} className="chat-panel__log" role="log" aria-label={chatPanelCopy.logLabel} tabIndex={0}>
        {/* Its own presence scope: messages on screen when the panel opens stay put, each new one fades in (the
            panel's AnimatePresence initial={false} would otherwise reach every message of the conversation). */}
        <AnimatePresence initial={false}>
          {messages.map((message) => (
            <m.p
              key={message.id}
              className={message.isBot ? 'chat-msg chat-msg--bot' : 'chat-msg chat-msg--visitor'}
              {...messageMotion}
            >
              <span className="visually-hidden">
                {message.isBot ? chatPanelCopy.botSpeaker : chatPanelCopy.visitorSpeaker}{' '}
              </span>
              <span id={`${messageId}-${message.id}`}>{messageText(message, facts)}</span>
            </m.p>
          ))}
        </AnimatePresence>
        {typing && <TypingDots />}
      </div>
      <ChatAnswerArea actor={actor} snapshot={snapshot} questionId={`${messageId}-${messages.at(-1)?.id ?? 0}`} />
      {ended && (
        <div className="chat-panel__footer">
          {facts.agentsBack && <p className="chat-panel__hours">{chatPanelCopy.agentsBack(facts.agentsBack)}</p>}
          <CallLink event={{ callLabel: chatCallLabel }} className="btn btn--call btn--block">
            {chatPanelCopy.callLink(phone.display)}
          </CallLink>
        </div>
      )}
    </m.div>
  )
}
