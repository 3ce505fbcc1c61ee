import { useEffect, useId, useRef } from 'react'
import { chatLauncherCopy } from '@copy/chatLauncher'
import { CallLink } from '../conversion/CallLink'
import { ChatHeader, TypingDots } from './ChatHeader'
import { handleDialogKeys } from './dialogKeys'

type Props = { onClose: () => void; failed: boolean }

/**
 * The dialog frame shown the moment the visitor opens the chat while its code is still on the way: same size,
 * title and close button as the real panel, with the typing indicator. If the code cannot load (offline), it
 * offers the phone number instead.
 */
export function ChatShell({ onClose, failed }: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => dialog.current?.focus(), [])
  return (
    <div
      ref={dialog}
      className="chat-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={!failed}
      tabIndex={-1}
      onKeyDown={(event) => handleDialogKeys(event, onClose)}
    >
      <ChatHeader titleId={titleId} onClose={onClose} />
      <div className="chat-panel__log">
        {failed ? (
          <p className="chat-msg chat-msg--bot" role="alert">
            {chatLauncherCopy.loadFailed} <CallLink />
          </p>
        ) : (
          <TypingDots />
        )}
      </div>
    </div>
  )
}
