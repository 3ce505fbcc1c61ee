/**
 * The chat's words that ship in the home page's first download: the floating button and the dialog frame shown
 * at once when it opens. They live here, not in content/en/browser/chat.ts, because a module the home page imports
 * statically is bundled with it whole: importing content/en/browser/chat.ts for these strings would bring the whole chat
 * script into the first download.
 */
export type ChatLauncherCopy = {
  button: string
  /** The dialog's title. */
  title: string
  /** The accessible name of the dialog's close button. */
  close: string
  /** Shown when the chat's script fails to load, before the number to call. */
  loadFailed: string
}

export const chatLauncherCopy: ChatLauncherCopy = {
  button: 'Check If You Qualify',
  title: 'Check If You Qualify',
  close: 'Close chat',
  loadFailed: 'The chat could not load. A licensed agent can check your eligibility by phone:',
}
