import type { ReactNode } from 'react'
import { chatLauncherCopy } from '@copy/chatLauncher'

type Props = { titleId: string; onClose: () => void; children?: ReactNode }

/** The title bar of the chat dialog, shared by the instant shell and the loaded panel so the swap is seamless. */
export function ChatHeader({ titleId, onClose, children }: Props) {
  return (
    <div className="chat-panel__header">
      <div>
        <h2 id={titleId} className="chat-panel__title">
          {chatLauncherCopy.title}
        </h2>
        {children}
      </div>
      <button type="button" className="chat-panel__close" aria-label={chatLauncherCopy.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

/** Three dots while the bot types; decorative, so screen readers hear only the messages in the log. */
export function TypingDots() {
  return (
    <div className="chat-typing" aria-hidden="true" data-testid="chat-typing">
      <span />
      <span />
      <span />
    </div>
  )
}
