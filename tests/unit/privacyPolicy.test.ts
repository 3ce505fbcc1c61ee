import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { servedLegalVersions } from '../../rules/legalVersions'
import { fullDate } from '../../content/en/browser/dates'
import { fullDate as spanishDate } from '../../content/es/browser/dates'
import { privacyPolicy as spanish } from '../../content/es/pages/privacyPolicy'
import type { LegalDocument } from '../../content/types'
import { privacyPolicy as english } from '../../content/en/pages/privacyPolicy'
import { privacyPolicy as english20261130 } from '../../content/en/pages/privacyPolicy/2026-11-30'
import { privacyPolicy as spanish20261130 } from '../../content/es/pages/privacyPolicy/2026-11-30'
import { chatLeadRow } from '../../src/components/chat/submitCallback'

/**
 * The privacy policy says what the chat sends when a visitor asks for a callback: each field the stored row
 * (src/components/chat/submitCallback.ts) carries, named in both languages. The policy is versioned: the served text
 * shows its version's date, and the text it replaced is kept under docs/legal/.
 */
const row = chatLeadRow(
  {
    id: 'id',
    firstName: 'Ana',
    phone: '5550100100',
    zipCode: '33101',
    medicaidDenied: false,
    age: null,
    currentInsurance: null,
    householdSize: null,
    incomeBand: null,
    coverageYear: null,
    textsAllowed: false,
  },
  '/',
)

/** How each language names the fields a callback request stores (the page, id and state it derives are not answers). */
const named: Record<'en' | 'es', Partial<Record<keyof typeof row, string>>> = {
  en: {
    first_name: 'first name',
    phone: 'phone number',
    zip_code: 'ZIP code',
    state: 'state',
    age_range: 'age range',
    household_size: 'household size',
    income_band: 'income range',
    coverage_year: 'coverage year',
    current_insurance: 'current insurance',
    medicaid_denied: 'denied Medicaid',
    agreed_to_contact: 'consent',
    consent_version: 'consent',
    sms_consent: 'text messages',
    sms_consent_version: 'text messages',
  },
  es: {
    first_name: 'nombre de pila',
    phone: 'número de teléfono',
    zip_code: 'código postal',
    state: 'estado',
    age_range: 'rango de edad',
    household_size: 'número de personas de su hogar',
    income_band: 'rango de ingresos',
    coverage_year: 'año de cobertura',
    current_insurance: 'seguro actual',
    medicaid_denied: 'le negaron Medicaid',
    agreed_to_contact: 'consentimiento',
    consent_version: 'consentimiento',
    sms_consent: 'mensajes de texto',
    sms_consent_version: 'mensajes de texto',
  },
}
// The old fixed income range is always null now: the column keeps older leads'.
const notAnswers = new Set(['id', 'page', 'last_name', 'email', 'income_range'])

/** A legal text's paragraphs and list items, one a line. */
const textOf = (policy: LegalDocument) =>
  policy.sections
    .flatMap((section) => section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)))
    .join('\n')

const chatParagraph = (policy: LegalDocument) =>
  policy.sections
    .flatMap((section) => section.blocks)
    .find((block): block is string => typeof block === 'string' && /\bchat\b/.test(block)) ?? ''

describe.each([
  ['en', english, fullDate, 'Effective'],
  ['es', spanish, spanishDate, 'Vigente desde el'],
] as const)('the %s privacy policy', (language, policy, date, effective) => {
  it('names everything a callback request from the chat sends, and no longer says the answers are never sent', () => {
    const paragraph = chatParagraph(policy)
    for (const field of Object.keys(row).filter((key) => !notAnswers.has(key)) as (keyof typeof row)[]) {
      const words = named[language][field]
      expect(words, `a name for ${field}`).toBeDefined()
      expect(paragraph).toContain(words)
    }
    expect(paragraph).not.toMatch(/not sent|no se nos envían/)
  })

  it("shows its version's date, and the texts it replaced are kept, not served", () => {
    expect(policy.effective).toBe(`${effective} ${date(servedLegalVersions.privacyPolicy)}`)
    for (const version of ['2025-01-01', '2026-11-27', '2026-11-28', '2026-11-29']) {
      const previous = join(import.meta.dirname, `../../docs/legal/privacy-policy-${version}.${language}.md`)
      expect(existsSync(previous)).toBe(true)
      expect(readFileSync(previous, 'utf8')).toContain(`${effective} ${date(version)}`)
    }
  })

  it('says, as carriers require of a text program, that mobile numbers and text opt-in data are never shared, and how Global Privacy Control is honored', () => {
    const text = textOf(policy)
    const required = {
      en: [
        'No mobile information will be shared with third parties/affiliates for marketing/promotional purposes. All the above categories exclude text messaging originator opt-in data and consent; this information will not be shared with any third parties.',
        'Global Privacy Control',
        'no third-party trackers',
        '/opt-out',
      ],
      es: [
        'No compartiremos ninguna información móvil con terceros ni con empresas afiliadas para fines de mercadeo o promoción.',
        'Global Privacy Control',
        'no carga rastreadores de terceros',
        '/es/opt-out',
      ],
    }[language]
    for (const words of required) expect(text).toContain(words)
  })
})

/**
 * The version of 2026-11-30 (served from that day; rules/agencyFacts.ts): what the evidence protections really are (no
 * more "nobody can change"), that health-related answers serve the visitor's request only (CCPA's sensitive personal
 * information), what the visit's attribution and the estimator's callback keep.
 */
describe.each([
  [
    'en',
    english20261130,
    fullDate,
    'Effective',
    {
      evidence: 'Our systems prevent changes to this record once it is stored',
      chained: 'linked to the one stored before it by a SHA-256 code',
      health: 'is used only to provide the help you asked for',
      noProfiling: 'We never use it for advertising or to build a profile of you',
      estimate: 'we receive your estimate as it was shown to you',
      attribution: 'the first page you opened',
      overstated: /nobody can change/,
    },
  ],
  [
    'es',
    spanish20261130,
    spanishDate,
    'Vigente desde el',
    {
      evidence: 'Nuestros sistemas impiden que este registro se modifique una vez guardado',
      chained: 'vinculado al anterior mediante un código SHA-256',
      health: 'solo se usa para darle la ayuda que pidió',
      noProfiling: 'Nunca la usamos para publicidad ni para crear un perfil suyo',
      estimate: 'junto con el estimado tal como se le mostró',
      attribution: 'la primera página que abrió',
      overstated: /nadie puede cambiar/,
    },
  ],
] as const)('the %s privacy policy of 2026-11-30', (_, policy, date, effective, words) => {
  it('shows its own date', () => {
    expect(policy.effective).toBe(`${effective} ${date('2026-11-30')}`)
  })

  it('says what protects the consent record, and no more than that', () => {
    const text = textOf(policy)
    expect(text).toContain(words.evidence)
    expect(text).toContain(words.chained)
    expect(text).not.toMatch(words.overstated)
  })

  it('says health-related answers serve the request only, never advertising or profiling', () => {
    expect(textOf(policy)).toContain(words.health)
    expect(textOf(policy)).toContain(words.noProfiling)
  })

  it("says what the estimator's callback and the visit's attribution send", () => {
    expect(textOf(policy)).toContain(words.estimate)
    expect(textOf(policy)).toContain(words.attribution)
  })
})

/** The terms' text-message program: what carriers look for before they approve a campaign, in both languages. */
describe.each([
  [
    'en',
    () => import('../../content/en/pages/termsOfService'),
    'Effective',
    fullDate,
    [
      'Text Message Program',
      'Message frequency varies.',
      'Message and data rates may apply.',
      'Reply HELP',
      'Reply STOP',
      'Wireless carriers are not liable',
      'not a condition of any purchase',
      '/opt-out',
      // Every way to opt out, as the call box lists them (47 CFR 64.1200(a)(10)).
      'tell an agent on a call, reply STOP to a text from us, use our page /opt-out, or use the unsubscribe link',
    ],
  ],
  [
    'es',
    () => import('../../content/es/pages/termsOfService'),
    'Vigente desde el',
    spanishDate,
    [
      'Programa de mensajes de texto',
      'La frecuencia de los mensajes varía.',
      'Pueden aplicarse tarifas de mensajes y datos.',
      'Responda HELP',
      'Responda STOP (o ALTO)',
      'no son responsables',
      'no son una condición',
      '/es/opt-out',
      'dígaselo a un agente durante una llamada, responda STOP (o ALTO) a un mensaje de texto nuestro, use nuestra página /es/opt-out',
    ],
  ],
] as const)('the %s terms of service', (language, load, effective, date, required) => {
  it('describe the text-message program: frequency, rates, HELP and STOP, carriers not liable, how to stop', async () => {
    const { termsOfService } = await load()
    const text = termsOfService.sections
      .flatMap((section) => [
        section.heading,
        ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)),
      ])
      .join('\n')
    for (const words of required) expect(text).toContain(words)
  })

  it("show their version's date, and the text they replaced is kept, not served", async () => {
    const { termsOfService } = await load()
    expect(termsOfService.effective).toBe(`${effective} ${date(servedLegalVersions.termsOfService)}`)
    for (const version of ['2025-01-01', '2026-11-28']) {
      const previous = join(import.meta.dirname, `../../docs/legal/terms-of-service-${version}.${language}.md`)
      expect(readFileSync(previous, 'utf8')).toContain(`${effective} ${date(version)}`)
    }
  })
})
