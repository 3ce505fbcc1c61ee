import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { consentVersions } from '../../content/consent'
import { consent } from '../../content/forms'

/**
 * Every consent wording a stored lead can name, word for word. A wording once live is never changed: a stored
 * lead's consent_version must still say what its visitor read. A new wording is a new version, added here too.
 */
const released: Record<string, string> = {
  '2025-01-01':
    'I agree to be contacted by the company regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above.',
  '2026-11-24':
    'I agree to be contacted by Example Health Agency, LLC regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above. These calls and texts may use automated technology or prerecorded messages. My consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out of texts.',
}

describe('consent wordings (content/consent.ts)', () => {
  it('keep every released version, unchanged, with the agency named where it is', () => {
    const kept = Object.fromEntries(consentVersions.map((version) => [version.version, version.text('Example Health Agency, LLC')]))
    expect(kept).toEqual(released)
  })

  it('are dated versions in the order they went live, and the forms show the last', () => {
    const names = consentVersions.map((version) => version.version)
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(names).toEqual([...new Set(names)].sort())
    expect(consent).toBe(consentVersions.at(-1))
  })

  it('are listed in the README word for word', () => {
    const readme = readFileSync(resolve(process.cwd(), 'README.md'), 'utf8')
    for (const version of consentVersions) {
      expect(readme).toContain(`\`${version.version}\``)
      expect(readme).toContain(version.text('[VITE_AGENCY_LEGAL_NAME]'))
    }
  })
})

/** The Spanish forms' wordings (content/es/consent.ts), released the same way: versions named 'es-' and a date. */
const releasedSpanish: Record<string, string> = {
  'es-2026-11-25':
    'Acepto que Example Health Agency, LLC se comunique conmigo acerca de opciones de seguro médico. Entiendo que esto puede incluir llamadas, mensajes de texto y correos electrónicos a los datos de contacto que proporcioné arriba. Estas llamadas y mensajes de texto pueden usar tecnología automatizada o mensajes pregrabados. Mi consentimiento no es una condición para realizar ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibir mensajes de texto.',
}

describe('Spanish consent wordings (content/es/consent.ts)', () => {
  it('keep every released version, unchanged, the Spanish forms show the last, and the README lists each', async () => {
    const { consentVersions: spanish } = await import('../../content/es/consent')
    const { consent: shown } = await import('../../content/es/forms')
    expect(Object.fromEntries(spanish.map((version) => [version.version, version.text('Example Health Agency, LLC')]))).toEqual(releasedSpanish)
    for (const { version } of spanish) expect(version).toMatch(/^es-\d{4}-\d{2}-\d{2}$/)
    expect(shown).toBe(spanish.at(-1))
    const readme = readFileSync(resolve(process.cwd(), 'README.md'), 'utf8')
    for (const version of spanish) expect(readme).toContain(version.text('[VITE_AGENCY_LEGAL_NAME]'))
  })
})
