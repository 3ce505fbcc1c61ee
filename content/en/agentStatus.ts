/**
 * What the call areas of the home page and the content pages say of the main line once the page runs (issue 20
 * item 1): agents answering now, or when they are back (content/en/agentsBack.ts words the day and time).
 */
export const agentStatusCopy = {
  open: 'Licensed agents are taking calls now.',
  closed: (back: string) => `Our agents are back ${back}.`,
}
