import type { ChatLauncherCopy } from '../en/chatLauncher'

/** The chat's words in the home page's first download, in Spanish (content/en/chatLauncher.ts says why they are apart). */
export type { ChatLauncherCopy } from '../en/chatLauncher'

export const chatLauncherCopy: ChatLauncherCopy = {
  button: 'Vea si califica',
  title: 'Vea si califica',
  close: 'Cerrar el chat',
  loadFailed: 'No se pudo cargar el chat. Un agente con licencia puede verificar por teléfono si usted califica:',
}
