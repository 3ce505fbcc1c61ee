import { currentConsent, currentSmsConsent } from './consent'
import { licensedAgent, specialEnrollment } from './glossary'

/** Contact-form copy in Spanish (content/en/browser/forms.ts): labels, placeholders, the consent wording and the buttons. */

/** The Spanish consent box's wording (content/es/browser/consent.ts keeps every version): every stored lead records its version. */
export const consent = currentConsent

/** The optional text-message box's wording: every stored lead records its version, ticked or not. */
export const smsConsent = currentSmsConsent

export const fieldCopy = {
  firstName: { label: 'Nombre', placeholder: 'Escriba su nombre', autoComplete: 'given-name', type: 'text' },
  lastName: { label: 'Apellido', placeholder: 'Escriba su apellido', autoComplete: 'family-name', type: 'text' },
  email: {
    label: 'Correo electrónico',
    placeholder: 'Escriba su correo electrónico',
    autoComplete: 'email',
    type: 'email',
  },
  phone: { label: 'Teléfono', placeholder: '(555) 123-4567', autoComplete: 'tel', type: 'tel' },
  state: {
    label: 'Estado donde vive',
    placeholder: 'Escriba el estado donde vive',
    autoComplete: 'address-level1',
    type: 'text',
  },
} as const

export const formCopy = {
  home: {
    submit: 'Pedir una llamada',
    intro: `Déjenos sus datos y un ${licensedAgent} le llamará, por lo general en menos de una hora hábil.`,
  },
  sep: {
    submit: 'Obtener mi cotización gratis',
    intro: `Díganos cómo comunicarnos con usted y un ${licensedAgent} revisará sus opciones para un ${specialEnrollment}.`,
  },
  content: {
    submit: 'Obtener mi cotización gratis',
    intro: `Déjenos sus datos y un ${licensedAgent} le llamará para explicarle sus opciones. Es gratis y sin compromiso.`,
  },
  submitting: 'Enviando...',
  /** The honeypot's label, read only by bots (and by people whose browser shows pages without styles). */
  honeypot: 'Sitio web (deje este campo vacío)',
  /** 'Al enviar este formulario, acepta nuestra Política de privacidad y nuestros Términos del servicio.' */
  legal: {
    before: 'Al enviar este formulario, acepta nuestra',
    privacy: 'Política de privacidad',
    and: 'y nuestros',
    terms: 'Términos del servicio',
  },
} as const

/** The form block's heading where a page gives none of its own. */
export const quoteHeading = 'Obtenga su cotización gratis'
/** The fields' legend, read by screen readers only. */
export const contactDetailsLegend = 'Sus datos de contacto'
