/**
 * The chat's words that ship in the home page's first download: the floating button and the dialog frame shown
 * at once when it opens. They live here, not in content/chat.ts, because a module the home page imports
 * statically is bundled with it whole: importing content/chat.ts for these three strings would bring the whole
 * chat script into the first download.
 */
export const chatLauncherCopy = {
  button: 'Check If You Qualify',
  title: 'Check If You Qualify',
  close: 'Close chat',
  loadFailed: 'The chat could not load. A licensed agent can check your eligibility by phone:',
} as const
