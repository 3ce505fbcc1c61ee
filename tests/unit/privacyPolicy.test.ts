import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { agencyFacts } from '../../content/agencyFacts'
import { fullDate } from '../../content/dates'
import { fullDate as spanishDate } from '../../content/es/dates'
import { privacyPolicy as spanish } from '../../content/es/pages/privacyPolicy'
import type { LegalDocument } from '../../content/pages/legal'
import { privacyPolicy as english } from '../../content/pages/privacyPolicy'
import { chatLeadRow } from '../../src/components/chat/submitCallback'

/**
 * The privacy policy says what the chat sends when a visitor asks for a callback: each field the stored row
 * (src/components/chat/submitCallback.ts) carries, named in both languages. The policy is versioned: the served text
 * shows its version's date, and the text it replaced is kept under docs/legal/.
 */
const row = chatLeadRow({ id: 'id', firstName: 'Ana', phone: '5550100100', zipCode: '33101', medicaidDenied: false, age: null, income: null, currentInsurance: null }, '/')

/** How each language names the fields a callback request stores (the page, id and state it derives are not answers). */
const named: Record<'en' | 'es', Partial<Record<keyof typeof row, string>>> = {
  en: { first_name: 'first name', phone: 'phone number', zip_code: 'ZIP code', state: 'state', age_range: 'age range', income_range: 'income range', current_insurance: 'current insurance', medicaid_denied: 'denied Medicaid', agreed_to_contact: 'consent', consent_version: 'consent' },
  es: { first_name: 'nombre de pila', phone: 'número de teléfono', zip_code: 'código postal', state: 'estado', age_range: 'rango de edad', income_range: 'rango de ingresos', current_insurance: 'seguro actual', medicaid_denied: 'le negaron Medicaid', agreed_to_contact: 'consentimiento', consent_version: 'consentimiento' },
}
const notAnswers = new Set(['id', 'page', 'last_name', 'email'])

const chatParagraph = (policy: LegalDocument) =>
  policy.sections.flatMap((section) => section.blocks).find((block): block is string => typeof block === 'string' && /\bchat\b/.test(block)) ?? ''

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

  it("shows its version's date, and the text it replaced is kept, not served", () => {
    expect(policy.effective).toBe(`${effective} ${date(agencyFacts.legalVersions.privacyPolicy)}`)
    const previous = join(import.meta.dirname, `../../docs/legal/privacy-policy-2025-01-01.${language}.md`)
    expect(existsSync(previous)).toBe(true)
    expect(readFileSync(previous, 'utf8')).toContain(`${effective} ${date('2025-01-01')}`)
  })
})
