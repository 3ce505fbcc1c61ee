import { licensedAgent } from './glossary'

/** content/en/browser/agentStatus.ts: the main line's status, in Spanish. */
export const agentStatusCopy = {
  open: `Hay un ${licensedAgent} atendiendo llamadas ahora.`,
  closed: (back: string) => `Nuestros agentes vuelven ${back}.`,
}
