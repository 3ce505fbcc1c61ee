import type { ToastCopy } from '../../copyReaders/wordLookups'
import { refusalText, unknownRefusal } from './backendRefusals'
import { toastCopyFrom } from '../../copyReaders/wordLookups'

/** The contact forms' toast texts in Spanish (content/en/browser/formToasts.ts); the messages under invalid fields are in fieldErrors.ts. */

/** Client-side checks shared by the home and content-page forms; the first failure wins. */
export const validationToasts = {
  missingField: {
    tone: 'error',
    title: 'Por favor, complete todos los campos',
    description: 'Todos los campos son obligatorios para enviar su información.',
  },
  missingConsent: {
    tone: 'error',
    title: 'Falta su consentimiento',
    description: 'Por favor, acepte que nos comuniquemos con usted para continuar.',
  },
  invalidEmail: {
    tone: 'error',
    title: 'Por favor, revise su correo electrónico',
    description: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  },
  invalidPhone: {
    tone: 'error',
    title: 'Por favor, revise su número de teléfono',
    description: 'Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142.',
  },
} as const satisfies Record<string, ToastCopy>

/**
 * Outcome toasts per variant. A `backendError` description of null means the refusal's own words are shown; a
 * refusal by an abuse guard (403, 429) shows its own message on every variant.
 */
export const outcomeToasts = {
  home: {
    success: {
      tone: 'success',
      title: '¡Recibimos su información!',
      description: 'Pronto nos comunicaremos con usted para darle sus opciones de seguro médico.',
    },
    backendError: {
      tone: 'error',
      title: 'No se pudo enviar',
      description: 'Hubo un error al enviar su información. Por favor, inténtelo de nuevo.',
    },
    exception: {
      tone: 'error',
      title: 'No se pudo enviar',
      description: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
    },
  },
  sep: {
    success: { tone: 'success', title: 'Listo', description: 'Su formulario se envió correctamente.' },
    backendError: { tone: 'error', title: 'Error', description: null },
    exception: { tone: 'error', title: 'Error', description: 'Ocurrió un error al enviar su información.' },
  },
  content: {
    success: { tone: 'success', title: 'Listo', description: 'Su información se envió correctamente.' },
    backendError: { tone: 'error', title: 'Error', description: null },
    exception: { tone: 'error', title: 'Error', description: 'Ocurrió un error al enviar su información.' },
  },
} as const

/** The words of a toast: SPEC's for each outcome of each variant; a guard's refusal shows its own message on every variant. */
export const toastCopy = toastCopyFrom({ validationToasts, outcomeToasts, refusalText, unknownRefusal })
