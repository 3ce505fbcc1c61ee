import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  consentVersions,
  informationalSmsConsent,
  marketingSmsConsent,
  smsConsentVersions,
} from '../../content/en/browser/consent'
import { textProgram } from '../../rules/buildTextProgram'
import { consent, smsConsent } from '../../content/en/browser/forms'
import { chatConsent, chatConsentVersions } from '../../content/en/browser/chatConsent'

/**
 * Every consent wording a stored lead can name, word for word. A wording once live is never changed: a stored
 * lead's consent_version must still say what its visitor read. A new wording is a new version, added here too.
 */
const released: Record<string, string> = {
  '2025-01-01':
    'I agree to be contacted by the company regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above.',
  '2026-11-24':
    'I agree to be contacted by Example Health Agency, LLC regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above. These calls and texts may use automated technology or prerecorded messages. My consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out of texts.',
  '2026-11-27':
    'I agree that Example Health Agency, LLC, a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent.',
  '2026-11-29':
    'I agree that Example Health Agency, LLC, a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent, by replying STOP to a text from us, or on our opt-out page (/opt-out).',
}

/** The optional text-message box's wordings, released the same way. */
const releasedSms: Record<string, string> = {
  'sms-2026-11-27':
    'Text me too (optional). I agree to receive text messages from Example Health Agency, LLC at the phone number above about my request, appointment reminders and enrollment updates. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out. Not required to get a callback or to buy anything.',
  'sms-marketing-2026-11-29':
    'Text me too (optional). I agree to receive text messages from Example Health Agency, LLC at the phone number above about my request, appointment reminders, enrollment updates and health insurance offers, including marketing texts sent with automated technology. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out. My consent is not a condition of any purchase and is not required to get a callback.',
}

describe('consent wordings (content/en/browser/consent.ts)', () => {
  it('keep every released version, unchanged, with the agency named where it is', () => {
    const kept = Object.fromEntries(
      consentVersions.map((version) => [version.version, version.text('Example Health Agency, LLC')]),
    )
    expect(kept).toEqual(released)
  })

  it('are dated versions in the order they went live, and the forms show the last', () => {
    const names = consentVersions.map((version) => version.version)
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(names).toEqual([...new Set(names)].sort())
    expect(consent).toBe(consentVersions.at(-1))
  })

  it("keep every text-message wording, unchanged, carrying what carriers require, and the forms show the program's", () => {
    expect(
      Object.fromEntries(
        smsConsentVersions.map((version) => [version.version, version.text('Example Health Agency, LLC')]),
      ),
    ).toEqual(releasedSms)
    for (const { version } of smsConsentVersions) expect(version).toMatch(/^sms-(marketing-)?\d{4}-\d{2}-\d{2}$/)
    // This build's program (VITE_TEXT_PROGRAM, unset here: informational) picks the box.
    expect(textProgram).toBe('informational')
    expect(smsConsent).toBe(informationalSmsConsent)
    // The sender, frequency, rates, HELP and STOP, and that it is optional (the carriers' opt-in elements).
    for (const box of [informationalSmsConsent, marketingSmsConsent])
      for (const words of ['Example Health Agency, LLC', 'frequency varies', 'data rates may apply', 'HELP', 'STOP'])
        expect(box.text('Example Health Agency, LLC')).toContain(words)
    expect(informationalSmsConsent.text('Example Health Agency, LLC')).toContain('Not required')
    // Marketing texts sent with automated technology, named as Florida's and Oklahoma's laws want, and never a
    // condition of purchase; the informational box authorizes neither.
    expect(marketingSmsConsent.version).toMatch(/^sms-marketing-/)
    expect(marketingSmsConsent.text('X')).toContain('marketing texts sent with automated technology')
    expect(marketingSmsConsent.text('X')).toContain('not a condition of any purchase')
    expect(informationalSmsConsent.text('X')).not.toMatch(/marketing|offers/)
  })

  it('ask for calls only in the required box: texts are never a condition of the form, STOP only a way to withdraw', () => {
    const [agreed, withdrawal] = consent.text('Example Health Agency, LLC').split('My consent')
    expect(agreed).not.toMatch(/\btext/i)
    // Every way to withdraw, none named as the only one (47 CFR 64.1200(a)(10)).
    expect(withdrawal).toContain(
      'by telling an agent, by replying STOP to a text from us, or on our opt-out page (/opt-out)',
    )
  })

  it("keep the chat's own call box, which agrees to calls only: the chat asks for no email address", () => {
    expect(
      Object.fromEntries(
        chatConsentVersions.map((version) => [version.version, version.text('Example Health Agency, LLC')]),
      ),
    ).toEqual({
      'chat-2026-11-29':
        'I agree that Example Health Agency, LLC, a licensed health insurance agency, and its licensed agents may call me at the phone number above about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent, by replying STOP to a text from us, or on our opt-out page (/opt-out).',
    })
    expect(chatConsent).toBe(chatConsentVersions.at(-1))
    expect(chatConsent.text('X')).not.toMatch(/email/i)
    // Every other word is the forms' current box's.
    expect(chatConsent.text('X')).toBe(consent.text('X').replace(' and email me', ''))
  })

  it('are listed in docs/consent-and-legal.md word for word', () => {
    const readme = readFileSync(resolve(process.cwd(), 'docs/consent-and-legal.md'), 'utf8')
    for (const version of [...consentVersions, ...smsConsentVersions, ...chatConsentVersions]) {
      expect(readme).toContain(`\`${version.version}\``)
      expect(readme).toContain(version.text('[VITE_AGENCY_LEGAL_NAME]'))
    }
  })
})

/** The Spanish forms' wordings (content/es/browser/consent.ts), released the same way: versions named 'es-' and a date. */
const releasedSpanish: Record<string, string> = {
  'es-2026-11-25':
    'Acepto que Example Health Agency, LLC se comunique conmigo acerca de opciones de seguro médico. Entiendo que esto puede incluir llamadas, mensajes de texto y correos electrónicos a los datos de contacto que proporcioné arriba. Estas llamadas y mensajes de texto pueden usar tecnología automatizada o mensajes pregrabados. Mi consentimiento no es una condición para realizar ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibir mensajes de texto.',
  'es-2026-11-27':
    'Acepto que Example Health Agency, LLC, una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba y me escriban por correo electrónico acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de No Llamar. Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento si se lo digo a un agente.',
  'es-sms-2026-11-27':
    'Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de Example Health Agency, LLC al número indicado arriba sobre mi solicitud, recordatorios de citas y novedades de inscripción. La frecuencia de los mensajes varía. Pueden aplicarse tarifas por mensajes y datos. Responda HELP para recibir ayuda o STOP para cancelar. No es necesario para recibir una llamada ni para comprar nada.',
  'es-2026-11-29':
    'Acepto que Example Health Agency, LLC, una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba y me escriban por correo electrónico acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de números a los que no se debe llamar (como el Registro Nacional No Llame). Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento diciéndoselo a un agente, respondiendo STOP (o ALTO) a un mensaje de texto nuestro o en nuestra página para dejar de recibir comunicaciones (/es/opt-out).',
  'es-sms-2026-11-29':
    'Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de Example Health Agency, LLC al número indicado arriba sobre mi solicitud, con recordatorios de citas y novedades sobre mi inscripción. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda HELP para recibir ayuda o STOP (o ALTO) para cancelar. No es necesario para recibir una llamada ni para comprar nada.',
  'es-chat-2026-11-29':
    'Acepto que Example Health Agency, LLC, una agencia de seguros de salud con licencia, y sus agentes con licencia me llamen al número indicado arriba acerca de seguros de salud, incluidas llamadas de mercadeo hechas con tecnología automatizada o con una voz artificial o pregrabada, aunque mi número esté en una lista de números a los que no se debe llamar (como el Registro Nacional No Llame). Mi consentimiento no es una condición para realizar ninguna compra. Puedo retirarlo en cualquier momento diciéndoselo a un agente, respondiendo STOP (o ALTO) a un mensaje de texto nuestro o en nuestra página para dejar de recibir comunicaciones (/es/opt-out).',
  'es-sms-marketing-2026-11-29':
    'Envíenme también mensajes de texto (opcional). Acepto recibir mensajes de texto de Example Health Agency, LLC al número indicado arriba sobre mi solicitud, con recordatorios de citas, novedades sobre mi inscripción y ofertas de seguros de salud, incluidos mensajes de mercadeo enviados con tecnología automatizada. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda HELP para recibir ayuda o STOP (o ALTO) para cancelar. Mi consentimiento no es una condición para realizar ninguna compra ni para recibir una llamada.',
}

describe('Spanish consent wordings (content/es/browser/consent.ts)', () => {
  it("keep every released version, unchanged, the Spanish forms show the last call box and the program's text box, and docs/consent-and-legal.md lists each", async () => {
    const {
      consentVersions: calls,
      smsConsentVersions: texts,
      informationalSmsConsent: informational,
    } = await import('../../content/es/browser/consent')
    const { consent: shown, smsConsent: shownTexts } = await import('../../content/es/browser/forms')
    const { chatConsentVersions: chat } = await import('../../content/es/browser/chatConsent')
    const spanish = [...calls, ...texts, ...chat]
    expect(
      Object.fromEntries(spanish.map((version) => [version.version, version.text('Example Health Agency, LLC')])),
    ).toEqual(releasedSpanish)
    for (const { version } of calls) expect(version).toMatch(/^es-\d{4}-\d{2}-\d{2}$/)
    for (const { version } of chat) expect(version).toMatch(/^es-chat-\d{4}-\d{2}-\d{2}$/)
    for (const { version } of texts) expect(version).toMatch(/^es-sms-(marketing-)?\d{4}-\d{2}-\d{2}$/)
    expect(shown).toBe(calls.at(-1))
    expect(shownTexts).toBe(informational)
    const readme = readFileSync(resolve(process.cwd(), 'docs/consent-and-legal.md'), 'utf8')
    for (const version of spanish) expect(readme).toContain(version.text('[VITE_AGENCY_LEGAL_NAME]'))
  })
})
