/**
 * What the call areas of the home page and the content pages say of the main line once the page runs, so nobody
 * is sent to a closed line: agents answering now, or when they are back (content/en/browser/agentsBack.ts words the day and time).
 */
export const agentStatusCopy = {
  open: 'Licensed agents are taking calls now.',
  closed: (back: string) => `Our agents are back ${back}.`,
}
