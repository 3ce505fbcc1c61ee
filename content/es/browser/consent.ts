import type { ConsentVersion } from '../../en/browser/consent'
import { textProgram } from '../../../rules/buildTextProgram'

/**
 * The English 2026-11-29 wording in Spanish: calls (and email) only, since texts have their own optional box; every
 * disclosure of prior express written consent, and every way to withdraw it. The Do Not Call list by the FTC's
 * Spanish name (Registro Nacional No Llame), and STOP with ALTO, the word Spanish speakers answer with.
 */
export const currentConsent: ConsentVersion = {
  version: 'es-2026-11-29',
  text: (agencyLegalName) =>
    `Acepto que ${agencyLegalName}, una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba y me escriban por correo electrónico acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de números a los que no se debe llamar (como el Registro Nacional No Llame). Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento diciéndoselo a un agente, respondiendo STOP (o ALTO) a un mensaje de texto nuestro o en nuestra página para dejar de recibir comunicaciones (/es/opt-out).`,
}

/**
 * Every Spanish wording of the consent box, oldest first (content/en/browser/consent.ts keeps the English ones). A stored lead's
 * `consent_version` names the one its visitor agreed to, so a wording is never edited or removed once it has been
 * live: a change is a new version at the end. Spanish versions start with 'es-', so no version names two wordings.
 */
export const consentVersions: readonly ConsentVersion[] = [
  /**
   * The English 2026-11-24 wording in Spanish: the agency named as the one who may call and text, and every
   * disclosure of prior express written consent (47 CFR 64.1200(f)(9)) and of the carriers' rules for texts. STOP
   * stays the keyword the text line answers to.
   */
  {
    version: 'es-2026-11-25',
    text: (agencyLegalName) =>
      `Acepto que ${agencyLegalName} se comunique conmigo acerca de opciones de seguro médico. Entiendo que esto puede incluir llamadas, mensajes de texto y correos electrónicos a los datos de contacto que proporcioné arriba. Estas llamadas y mensajes de texto pueden usar tecnología automatizada o mensajes pregrabados. Mi consentimiento no es una condición para realizar ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibir mensajes de texto.`,
  },
  /** The English 2026-11-27 wording in Spanish: withdrawn by telling an agent, the one way it named. */
  {
    version: 'es-2026-11-27',
    text: (agencyLegalName) =>
      `Acepto que ${agencyLegalName}, una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba y me escriban por correo electrónico acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de No Llamar. Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento si se lo digo a un agente.`,
  },
  currentConsent,
]

/** The first Spanish text box, shown until 2026-11-29: HELP and STOP only. */
const firstSmsConsent: ConsentVersion = {
  version: 'es-sms-2026-11-27',
  text: (agencyLegalName) =>
    `Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de ${agencyLegalName} al número indicado arriba sobre mi solicitud, recordatorios de citas y novedades de inscripción. La frecuencia de los mensajes varía. Pueden aplicarse tarifas por mensajes y datos. Responda HELP para recibir ayuda o STOP para cancelar. No es necesario para recibir una llamada ni para comprar nada.`,
}

/**
 * The informational program's box: the same topics worded as one program, the rates as the header and footer say
 * them, and ALTO beside STOP (the program honors ALTO, PARAR, CANCELAR and BAJA too: docs/text-program.md).
 */
export const informationalSmsConsent: ConsentVersion = {
  version: 'es-sms-2026-11-29',
  text: (agencyLegalName) =>
    `Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de ${agencyLegalName} al número indicado arriba sobre mi solicitud, con recordatorios de citas y novedades sobre mi inscripción. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda HELP para recibir ayuda o STOP (o ALTO) para cancelar. No es necesario para recibir una llamada ni para comprar nada.`,
}

/** The marketing program's box (content/en/browser/consent.ts, marketingSmsConsent), in Spanish. */
export const marketingSmsConsent: ConsentVersion = {
  version: 'es-sms-marketing-2026-11-29',
  text: (agencyLegalName) =>
    `Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de ${agencyLegalName} al número indicado arriba sobre mi solicitud, con recordatorios de citas, novedades sobre mi inscripción y ofertas de seguros de salud, incluidos mensajes de mercadeo enviados con tecnología automatizada. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda HELP para recibir ayuda o STOP (o ALTO) para cancelar. Mi consentimiento no es una condición para realizar ninguna compra ni para recibir una llamada.`,
}

/** The box this build's forms show: the program the agency registered (VITE_TEXT_PROGRAM). */
export const currentSmsConsent: ConsentVersion =
  textProgram === 'marketing' ? marketingSmsConsent : informationalSmsConsent

/**
 * The Spanish text-message box (content/en/browser/consent.ts, smsConsentVersions). HELP and STOP stay in English: they are
 * the keywords every carrier's text line answers to; ALTO is named beside STOP.
 */
export const smsConsentVersions: readonly ConsentVersion[] = [
  firstSmsConsent,
  informationalSmsConsent,
  marketingSmsConsent,
]
