import type { ConsentVersion } from '../consent'
import type { TwinOf } from '../twin'

/**
 * Every Spanish wording of the consent box, oldest first (content/consent.ts keeps the English ones). A stored lead's
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
]

/** The wording the Spanish forms show now: the last version. */
export const currentConsent: ConsentVersion = consentVersions[consentVersions.length - 1]

export type Twin = TwinOf<typeof import('../consent'), typeof import('./consent')>
