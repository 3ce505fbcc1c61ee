import type { ToastCopy } from '../../content/formToasts'

export type Toast = ToastCopy & { id: number }

type Listener = () => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const SUCCESS_MS = 8000

function emit() {
  for (const listener of listeners) listener()
}

/**
 * Shows a toast in the page's live region, replacing the one before: one outcome at a time. Success toasts
 * leave by themselves; error toasts stay until the visitor closes them, edits the form or tries again, so
 * nobody loses an error they had no time to read and none sits on the form while it is being fixed.
 */
export function showToast(copy: ToastCopy): void {
  const toast: Toast = { ...copy, id: nextId++ }
  toasts = [toast]
  emit()
  if (toast.tone === 'success') setTimeout(() => dismissToast(toast.id), SUCCESS_MS)
}

export function dismissToast(id: number): void {
  const next = toasts.filter((toast) => toast.id !== id)
  if (next.length === toasts.length) return
  toasts = next
  emit()
}

/** The visitor is fixing what an error toast asked for: the toast has done its job and must not cover the form. */
export function dismissErrorToasts(): void {
  const next = toasts.filter((toast) => toast.tone !== 'error')
  if (next.length === toasts.length) return
  toasts = next
  emit()
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): readonly Toast[] {
  return toasts
}

const none: readonly Toast[] = []
export function getServerToasts(): readonly Toast[] {
  return none
}
