import { useEffect, useRef, useState } from 'react'
import { chatLauncherCopy } from '@copy/chatLauncher'
import { useLazyActor } from '../../lib/useLazyActor'
import { ChatShell } from './ChatShell'

/**
 * The floating 'Check If You Qualify' button of the home page and the chat dialog it opens. Only this file,
 * the shell and the header ship with the page; the machine, the panel and the animation library load when the
 * visitor reaches for the button (pointer, focus or touch) or opens it. Opening is instant either way: until
 * the code arrives, the shell shows the dialog frame with the typing indicator.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false)
  // The conversation, started on the first opening; the chat's code may have arrived before (pointer, focus, touch),
  // and then the conversation shows in the same render.
  const chat = useLazyActor(
    () => import('./liveChat'),
    ({ startChat }) => startChat(),
  )
  const [failed, setFailed] = useState(false)
  const [shellShown, setShellShown] = useState(false)
  const [tucked, setTucked] = useState(false)
  const launcher = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  // A failed load shows in the shell; the next reach or opening tries again.
  const settle = (loading: Promise<unknown>) =>
    loading.then(
      () => setFailed(false),
      () => setFailed(true),
    )
  const load = () => settle(chat.preload())

  function openChat() {
    if (!chat.arrived()) setShellShown(true)
    setOpen(true)
    settle(chat.load())
  }

  // Focus goes back to the button when the dialog closes.
  useEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) launcher.current?.focus()
  }, [open])

  // The button floats over the page: it must never hide the element a keyboard user is on (WCAG 2.4.11).
  // Scroll that element clear of it; where the page cannot scroll further, the button steps aside until focus moves on.
  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const button = launcher.current
      const target = event.target
      if (!button || !(target instanceof Element)) return
      if (target !== button && covers(button, target))
        window.scrollBy({ top: clearance(button, target), behavior: 'instant' })
      setTucked(target !== button && covers(button, target))
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [])

  const Session = chat.live?.Session
  return (
    <div className="chat-widget">
      <div className="chat-widget__spacer" aria-hidden="true" />
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        hidden={open}
        data-tucked={tucked || undefined}
        aria-haspopup="dialog"
        onClick={openChat}
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={load}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
            fill="currentColor"
          />
        </svg>
        {chatLauncherCopy.button}
      </button>
      {Session && chat.live ? (
        <Session actor={chat.live.actor} open={open} onClose={() => setOpen(false)} animateOpen={!shellShown} />
      ) : (
        open && <ChatShell onClose={() => setOpen(false)} failed={failed} />
      )}
    </div>
  )
}

function covers(button: Element, element: Element): boolean {
  const a = button.getBoundingClientRect()
  const b = element.getBoundingClientRect()
  return a.width > 0 && b.left < a.right && b.right > a.left && b.top < a.bottom && b.bottom > a.top
}

/** How far to scroll so the element's bottom clears the button's top, with a small gap. */
function clearance(button: Element, element: Element): number {
  return element.getBoundingClientRect().bottom - button.getBoundingClientRect().top + 12
}
