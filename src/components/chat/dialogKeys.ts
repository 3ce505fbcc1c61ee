import type { KeyboardEvent } from 'react'

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keyboard rules of the chat dialog: Escape closes it, and Tab / Shift+Tab cycle through its controls, because
 * the dialog is modal (on a phone it covers the page; on a desktop the page behind it must not take focus while
 * the panel may hide it).
 */
export function handleDialogKeys(event: KeyboardEvent<HTMLElement>, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault()
    onClose()
    return
  }
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  )
  const first = controls.at(0)
  const last = controls.at(-1)
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
