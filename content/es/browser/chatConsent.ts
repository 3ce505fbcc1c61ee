import type { ConsentVersion } from '../../en/browser/consent'

/**
 * La casilla de consentimiento de la devolución de llamada del chat (content/en/browser/chatConsent.ts): el chat no
 * pide correo electrónico, así que su texto acepta solo llamadas. Versiones 'es-chat-' y la fecha.
 */
export const chatConsent: ConsentVersion = {
  version: 'es-chat-2026-11-29',
  text: (agencyLegalName) =>
    `Acepto que ${agencyLegalName}, una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de números a los que no se debe llamar (como el Registro Nacional No Llame). Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento diciéndoselo a un agente, respondiendo STOP (o ALTO) a un mensaje de texto nuestro o en nuestra página para dejar de recibir comunicaciones (/es/opt-out).`,
}

export const chatConsentVersions: readonly ConsentVersion[] = [chatConsent]
