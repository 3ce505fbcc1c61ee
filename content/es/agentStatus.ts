import type { TwinOf } from '../twin'
import { licensedAgent } from './glossary'

/** content/agentStatus.ts: the main line's status, in Spanish. */
export const agentStatusCopy = {
  open: `Hay un ${licensedAgent} atendiendo llamadas ahora.`,
  closed: (back: string) => `Nuestros agentes vuelven ${back}.`,
}

export type Twin = TwinOf<typeof import('../agentStatus'), typeof import('./agentStatus')>
