import { enrollmentRuleFigures } from '../../../rules/figureFacts'
import type { PageMeta } from '../../types'
import { agency } from '../agency'

const honorDays = enrollmentRuleFigures.optOutHonorBusinessDays

/** /es/opt-out (content/en/pages/optOut.ts): pedir a la agencia que deje de llamar, enviar textos o correos. */
export const optOutMeta: PageMeta = {
  path: '/opt-out',
  title: `Dejar de recibir llamadas y mensajes | ${agency.name}`,
  description: `Pida que dejemos de llamarle o de enviarle mensajes de texto o correos. No necesita cuenta ni dar razones: lo haremos en un plazo máximo de ${honorDays} días hábiles.`,
}
