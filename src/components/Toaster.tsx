import { useSyncExternalStore } from 'react'
import { dismiss } from '@copy/site'
import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '../lib/toasts'

/** The one polite live region for form outcomes: present from the first paint so screen readers announce additions. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts)
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <div>
            <p className="toast__title">{toast.title}</p>
            <p className="toast__description">{toast.description}</p>
          </div>
          <button
            type="button"
            className="toast__close"
            onClick={() => dismissToast(toast.id)}
            aria-label={`${dismiss} ${toast.title}`}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
