import type { consentCopyWords as english } from '../en/consentCopy'
import type { Copy } from '../twin'
import { authorizeCopy } from './browser/authorizeForm'

/**
 * El correo con la copia del consentimiento de CMS que el consumidor firmó en /es/authorize
 * (content/en/consentCopy.ts). Las etiquetas son las de la página de confirmación.
 */
export const consentCopyWords: Copy<typeof english> = {
  labels: authorizeCopy.confirmation,
  subject: (agent: string) => `Su copia: su consentimiento para que ${agent} le ayude`,
  greeting: (name: string) => `${name}:`,
  intro: (when: string) =>
    `Esta es su copia del consentimiento que dio en nuestro sitio web el ${when}. Guárdela para sus registros. Su agente y nuestra agencia tienen el mismo registro.`,
  revoke: (optOutUrl: string) =>
    `Para cancelarlo en cualquier momento: elija "Dejar de ayudarme" en nuestra página para dejar de recibir comunicaciones, ${optOutUrl}, o dígaselo a su agente o a nuestra agencia.`,
  notYou: 'Si usted no dio este consentimiento, avísele a nuestra agencia o cancélelo en esa misma página.',
  recordId: 'Número de registro',
}
