import type { FieldErrorCode } from '../../../machines/leadChecks'

/** The message under a field the form cannot send, in Spanish (content/en/browser/fieldErrors.ts): what the field needs. */
export const fieldErrorCopy = {
  missing: {
    firstName: 'Por favor, escriba su nombre.',
    lastName: 'Por favor, escriba su apellido.',
    email: 'Por favor, escriba su correo electrónico.',
    phone: 'Por favor, escriba su número de teléfono.',
    state: 'Por favor, escriba el estado donde vive.',
  },
  invalidEmail: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  invalidPhone: 'Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142.',
  missingConsent: 'Por favor, marque esta casilla para que podamos comunicarnos con usted.',
} as const

type Field = keyof typeof fieldErrorCopy.missing | 'agreedToContact' | 'agreedToTexts'

/** The message under a field for its error code. */
export function fieldErrorText(field: Field, code: FieldErrorCode): string {
  if (code === 'missing')
    return field === 'agreedToContact' || field === 'agreedToTexts'
      ? fieldErrorCopy.missingConsent
      : fieldErrorCopy.missing[field]
  return fieldErrorCopy[code]
}
