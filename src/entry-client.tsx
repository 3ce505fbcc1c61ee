import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRouter } from './router'

const router = createRouter()

// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of taking over the
// main thread for the whole page at once: a tap or a keypress during hydration is answered sooner (Total Blocking
// Time). The prerendered page is on screen and usable meanwhile; forms hold an early submit (earlySubmit.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
