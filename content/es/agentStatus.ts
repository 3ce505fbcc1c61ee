import type { TwinOf } from '../twin'
import { licensedAgent } from './glossary'

/** content/agentStatus.ts: the main line's status, in Spanish. */
export const agentStatusCopy = {
  open: `Hay un ${licensedAgent} atendiendo llamadas ahora.`,
  closed: (back: string) => `Nuestros agentes vuelven ${back}. Puede enviarnos un mensaje de texto o pedir que le llamen en cualquier momento.`,
}

export type Twin = TwinOf<typeof import('../agentStatus'), typeof import('./agentStatus')>
