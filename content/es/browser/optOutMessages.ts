import type { OptOutErrorCode, OptOutField } from '../../../machines/optOutChecks'
import { refusalText } from './backendRefusals'

/** Lo que dice el formulario para dejar de recibir llamadas y textos (content/en/browser/optOutMessages.ts). */
export const optOutErrorCopy = {
  missingContact: 'Escriba su número de teléfono o su correo electrónico.',
  invalidPhone: 'Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142.',
  invalidEmail: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  tooLong: {
    phone: 'Un número de teléfono tiene como máximo 30 caracteres.',
    email: 'Un correo electrónico tiene como máximo 254 caracteres.',
  },
  invisible: 'Este campo tiene un carácter oculto (suele venir al pegar el texto). Escríbalo de nuevo, por favor.',
  exception: 'No pudimos enviar su solicitud. Revise su conexión e inténtelo de nuevo, o llámenos.',
} as const

export function optOutErrorText(field: OptOutField, code: OptOutErrorCode): string {
  return code === 'tooLong' ? optOutErrorCopy.tooLong[field] : optOutErrorCopy[code]
}

export function optOutNoticeText(reason: string | null, detail: string | null): string {
  return refusalText(reason, detail) ?? optOutErrorCopy.exception
}
