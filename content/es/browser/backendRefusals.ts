import { licensedAgent, zipCode } from './glossary'
import { refusalTextFrom } from '../../copyReaders/wordLookups'

/**
 * Why the backend refused a lead, worded for the Spanish pages' visitors (content/en/browser/backendRefusals.ts): the site shows
 * these words for the code in the error's `hint`, never the backend's own English sentence.
 */

/** How long to wait, in words: '45 segundos', '1 minuto', '5 minutos'. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? `${seconds} segundo` : `${seconds} segundos`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? `${minutes} minuto` : `${minutes} minutos`
}

/** server/'s per-address limit (429): the wait comes in the error's `details`, in seconds. */
export function rateLimitedText(seconds: number): string {
  return `Se enviaron demasiados formularios desde su conexión en poco tiempo. Por favor, vuelva a intentarlo en ${waitText(seconds)} o llámenos.`
}

const fromTheCalculator = 'Por favor, envíe el formulario de nuevo desde el Estimador de créditos fiscales o llámenos.'
const reloadOrCall = 'Por favor, vuelva a cargar la página y envíelo de nuevo, o llámenos.'

export const refusalCopy = {
  'first_name.missing': 'Por favor, escriba su nombre.',
  'first_name.invalid': 'Por favor, escriba un nombre válido (hasta 100 caracteres).',
  'last_name.missing': 'Por favor, escriba su apellido.',
  'last_name.invalid': 'Por favor, escriba un apellido válido (hasta 100 caracteres).',
  'email.missing': 'Por favor, escriba su correo electrónico.',
  'email.invalid': 'Por favor, escriba un correo electrónico válido.',
  'phone.missing': 'Por favor, escriba su número de teléfono.',
  'phone.invalid': 'Por favor, escriba un número de teléfono válido.',
  'state.missing': 'Por favor, escriba su estado.',
  'state.invalid': 'Por favor, escriba un estado válido.',
  'zip_code.missing': `Por favor, escriba su ${zipCode}.`,
  'zip_code.invalid': `Por favor, escriba un ${zipCode} válido de 5 dígitos.`,
  'consent.missing': 'Por favor, marque la casilla para aceptar que nos comuniquemos con usted.',
  'page.invalid': 'El formulario no indicó desde qué página se envió.',
  'consent_version.invalid': `El texto de consentimiento de esta página ya no está vigente. ${reloadOrCall}`,
  'sms_consent_version.invalid': `El texto sobre mensajes de texto de esta página ya no está vigente. ${reloadOrCall}`,
  'consent.words_differ': 'No pudimos registrar su consentimiento tal como lo mostró esta página. Por favor, llámenos.',
  'submission_context.invalid': `El formulario no indicó cómo se envió. ${reloadOrCall}`,
  'consent_evidence.immutable': 'La constancia del consentimiento de una solicitud guardada no se puede cambiar.',
  'source.invalid': `El formulario no indicó de qué formulario se trata. ${reloadOrCall}`,
  'language.invalid': `El formulario no indicó en qué idioma está su página. ${reloadOrCall}`,
  'chat_answers.invalid':
    'El chat no envió sus respuestas como debía. Por favor, vuelva a cargar la página e inténtelo de nuevo, o llámenos.',
  'estimate.too_long': `El estimado enviado con este formulario es demasiado largo (hasta 600 caracteres). ${fromTheCalculator}`,
  'estimate.unprintable': `El estimado enviado con este formulario contiene caracteres que no se pueden guardar. ${fromTheCalculator}`,
  'estimate.shape': `El estimado enviado con este formulario no tiene la forma que usa el Estimador de créditos fiscales. ${fromTheCalculator}`,
  'honeypot.filled':
    'No pudimos enviar este formulario porque se llenó un campo oculto (algunos navegadores lo hacen automáticamente). Por favor, llámenos o envíenos un mensaje de texto.',
  'repeat.too_many': `Ya recibimos su solicitud: este correo electrónico o número de teléfono se nos envió varias veces en la última hora. Un ${licensedAgent} se comunicará con usted pronto; si necesita ayuda más rápido, por favor llámenos.`,
  'request.many_rows': 'Un solo formulario de contacto por solicitud: envíe un objeto JSON, no una lista (array).',
  'request.id_taken': 'Otro registro ya tiene este identificador.',
} as const

/** A refusal without a code this site knows (an older backend): what to do, without the backend's words. */
export const unknownRefusal =
  'No pudimos enviar este formulario en este momento. Por favor, llámenos o envíenos un mensaje de texto.'

/** The words for a refusal code, or undefined for a code this site does not know. */
export const refusalText = refusalTextFrom(refusalCopy, rateLimitedText)
