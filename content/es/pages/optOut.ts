import { enrollmentRuleFigures } from '../../../rules/figureFacts'
import type { PageMeta } from '../../types'
import { agency } from '../agency'

const honorDays = enrollmentRuleFigures.optOutHonorBusinessDays

/** /es/opt-out (content/en/pages/optOut.ts): pedir a la agencia que deje de llamar, enviar textos o correos. */
export const optOutMeta: PageMeta = {
  path: '/opt-out',
  title: `Dejar de recibir llamadas y textos | ${agency.name}`,
  description: `Pida a ${agency.name} que deje de llamarle o de enviarle textos o correos. Sin cuenta ni razones: lo haremos en ${honorDays} días hábiles como máximo.`,
}
