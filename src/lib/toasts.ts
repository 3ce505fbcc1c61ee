import type { ToastCopy } from '../../content/copyReaders/wordLookups'

export type Toast = ToastCopy & { id: number }

type Listener = () => void

let toasts: readonly Toast[] = []
const listeners = new Set<Listener>()

/**
 * The toasts on screen, read by the page's one live region (Toaster). Only the contact form's machine puts them
 * here (src/components/contactForm/liveForm.ts, which loads with it); the visitor can close one.
 */
export function setToasts(next: readonly Toast[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  setToasts(toasts.filter((toast) => toast.id !== id))
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
