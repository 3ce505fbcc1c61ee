import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as english from '../../content/en/browser/authorization'
import * as spanish from '../../content/es/browser/authorization'

const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8')
const names = {
  consumerName: '[CONSUMER_NAME]',
  agentName: '[AGENT_NAME]',
  agencyLegalName: '[VITE_AGENCY_LEGAL_NAME]',
}

/** The CMS consent's wordings (content/<code>/browser/authorization.ts), as counsel reads them and CMS requires them. */
describe.each([
  ['en', english, /^authorize-\d{4}-\d{2}-\d{2}$/, /^review-\d{4}-\d{2}-\d{2}$/, '/opt-out', /until I take it back/],
  [
    'es',
    spanish,
    /^es-authorize-\d{4}-\d{2}-\d{2}$/,
    /^es-review-\d{4}-\d{2}-\d{2}$/,
    '/es/opt-out',
    /hasta que yo la cancele/,
  ],
] as const)('the %s wordings', (_, words, consentName, reviewName, optOut, duration) => {
  it('are dated versions, each once, the page showing the last', () => {
    for (const { version } of words.authorizationVersions) expect(version).toMatch(consentName)
    for (const { version } of words.reviewVersions) expect(version).toMatch(reviewName)
    expect(words.currentAuthorization).toBe(words.authorizationVersions.at(-1))
    expect(words.currentReview).toBe(words.reviewVersions.at(-1))
  })

  it('name the five elements CMS requires: the consumer, the agent and the agency, the scope, the duration, how to take it back', () => {
    const text = words.currentAuthorization.text(names)
    for (const part of ['[CONSUMER_NAME]', '[AGENT_NAME]', '[VITE_AGENCY_LEGAL_NAME]', optOut])
      expect(text).toContain(part)
    expect(text).toMatch(duration)
    expect(text).toMatch(/HealthCare\.gov|CuidadoDeSalud\.gov/)
  })

  it('are listed word for word for counsel in docs/consent-and-legal.md (the README names the ones in force)', () => {
    for (const wording of [...words.authorizationVersions, ...words.reviewVersions]) {
      const doc = read('docs/consent-and-legal.md')
      expect(doc).toContain(`\`${wording.version}\``)
      expect(doc).toContain(wording.text(names))
    }
  })
})
