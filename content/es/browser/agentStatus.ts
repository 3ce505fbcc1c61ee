/** content/en/browser/agentStatus.ts: the main line's status, in Spanish. */
export const agentStatusCopy = {
  open: 'Nuestros agentes con licencia están atendiendo llamadas ahora.',
  closed: (back: string) => `Nuestros agentes vuelven ${back}.`,
}
