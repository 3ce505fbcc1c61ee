import { describe, expect, it } from 'vitest'
import { fullDate } from '../../content/en/browser/dates'
import { agency, reviewCount } from '../../content/en/agency'
import { agencyFacts } from '../../rules/agencyFacts'
import { servedLegalVersions } from '../../rules/legalVersions'
import { agency as spanish, reviewCount as spanishReviews } from '../../content/es/agency'
import { fullDate as spanishDate } from '../../content/es/browser/dates'
import { en, es, type Formatter } from '../../content/format'
import * as chat from '../../content/en/browser/chat'
import * as aboutUs from '../../content/en/pages/aboutUs'
import * as florida from '../../content/en/pages/florida'
import * as home from '../../content/en/pages/home'
import * as lowerCosts from '../../content/en/pages/lowerCosts'
import * as spanishChat from '../../content/es/browser/chat'
import * as spanishAboutUs from '../../content/es/pages/aboutUs'
import * as spanishFlorida from '../../content/es/pages/florida'
import * as spanishHome from '../../content/es/pages/home'
import * as spanishLowerCosts from '../../content/es/pages/lowerCosts'

/**
 * The agency's figures (rules/agencyFacts.ts, the one place it sets them) carry their period, or say they have none,
 * and the pages print each savings figure with its period. The English and Spanish words (content/en/agency.ts,
 * content/es/agency.ts) say the same facts.
 */
const { figures, resultsPeriod, minutes } = agencyFacts

describe("the agency's figures", () => {
  it.each(Object.entries(figures))('%s has a period, or null for none, and a date, or null for none', (_, figure) => {
    expect(figure).toHaveProperty('period')
    expect(figure).toHaveProperty('asOf')
    expect(figure.period === null || /^\d{4}$/.test(figure.period)).toBe(true)
    expect(figure.asOf === null || /^\d{4}-\d{2}-\d{2}$/.test(figure.asOf)).toBe(true)
  })

  it('give the results the period the site states, and no period or date to the BBB grade', () => {
    for (const name of [
      'familiesHelped',
      'totalSavedMillions',
      'maxMonthlySavings',
      'averageMonthlySavings',
      'floridaMonthlySavings',
    ] as const) {
      expect(figures[name].period).toBe(resultsPeriod)
    }
    expect(figures.bbbRating).toMatchObject({ period: null, asOf: null })
  })

  it('claim no licence, review figure or BBB grade the build was not given (rules/agencyCredentials.ts)', () => {
    // The default build sets no licence list and no review figure: the pages then state neither.
    expect([agency.licensing, reviewCount, spanish.licensing, spanishReviews]).toEqual([null, null, null, null])
    expect([agency.rating, spanish.rating, agency.licensedIn, spanish.licensedIn]).toEqual([null, null, null, null])
    expect([agency.bbb, spanish.bbb]).toEqual([null, null])
  })
})

describe("the agency's words and its facts", () => {
  it('say the same figures in English', () => {
    expect(agency).toMatchObject({
      name: agencyFacts.name,
      maxMonthlySavings: figures.maxMonthlySavings.value,
      averageMonthlySavings: figures.averageMonthlySavings.value,
      floridaMonthlySavings: figures.floridaMonthlySavings.value,
      resultsPeriod,
      familiesHelped: '73,000+',
      totalSaved: '$8.7M+',
      stats: { familiesHelped: '73,000+', totalSaved: '$8.7M+' },
    })
    expect(agency.resultsVary).toContain(`results in ${resultsPeriod}, as reported by our agency,`)
    expect(agency.legalEffective).toEqual({
      privacyPolicy: fullDate(servedLegalVersions.privacyPolicy),
      termsOfService: fullDate(servedLegalVersions.termsOfService),
    })
    expect(agency.timings).toEqual({
      chatEligibilityCheck: `${minutes.chatEligibilityCheck} minutes`,
      agentEligibilityCheck: `under ${minutes.agentEligibilityCheckUnder} minutes`,
      phoneEnrollment: `under ${minutes.phoneEnrollmentUnder} minutes`,
      callStrip: `${minutes.callStrip}-minute call`,
    })
  })

  it('write the counts in Spanish as Spanish prose and stat cards do, not "73,000+" or "$8.7 M+"', () => {
    expect(spanish.familiesHelped).toBe(`más de ${es.number(figures.familiesHelped.value)}`)
    expect(spanish.totalSaved).toBe('más de $8.7 millones')
    expect(spanish.stats).toEqual({ familiesHelped: 'Más de 73,000', totalSaved: 'Más de $8.7 millones' })
    expect(spanish.resultsVary).toContain(`en ${resultsPeriod}, según los datos de nuestra agencia,`)
    expect(spanish.legalEffective.privacyPolicy).toBe(spanishDate(servedLegalVersions.privacyPolicy))
  })
})

/** Every string a module exports, a stat card's value and label read together. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  // Functions word the visitor's answers or day, not a figure.
  if (typeof value === 'function') return []
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    const { value: shown, label } = value as { value?: unknown; label?: unknown }
    if (typeof shown === 'string' && typeof label === 'string') return [[path, `${shown} ${label}`]]
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
  }
  return []
}

/**
 * The home page's and /lower-costs' title, description and hero heading ('Save up to $800/Month') are being reworded
 * apart from this change; they take the period from agency.resultsPeriod.
 */
const rewordedApart = /^(homeMeta|homeHero\.heading|lowerCostsMeta|lowerCostsHero\.heading)/

describe.each([
  ['English', en, agency, { chat, aboutUs, florida, home, lowerCosts }],
  [
    'Spanish',
    es,
    spanish,
    {
      chat: spanishChat,
      aboutUs: spanishAboutUs,
      florida: spanishFlorida,
      home: spanishHome,
      lowerCosts: spanishLowerCosts,
    },
  ],
] as const)('the %s pages', (_, format: Formatter, words, modules) => {
  const { min, max } = words.floridaMonthlySavings
  const savings = [
    new RegExp(`\\${format.money(words.averageMonthlySavings)}(?![\\d,])`),
    new RegExp(`\\${format.money(words.maxMonthlySavings)}(?![\\d,])`),
    `${format.money(min)}–${format.money(max)}`,
    words.totalSaved,
    words.stats.totalSaved,
  ]
  const printed = Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      strings(value, name).map(([path, text]) => [`${module}: ${path}`, text] as const),
    ),
  )
  const withSavings = printed.filter(
    ([path, text]) =>
      !rewordedApart.test(path.split(': ')[1]) &&
      savings.some((figure) => (typeof figure === 'string' ? text.includes(figure) : figure.test(text))),
  )

  it('print savings figures', () => expect(withSavings.length).toBeGreaterThan(5))

  it('print the period beside each savings figure', () => {
    expect(withSavings.filter(([, text]) => !text.includes(resultsPeriod)).map(([path]) => path)).toEqual([])
  })

  it('print the total saved apart from the average monthly savings, so they do not read as one computation', () => {
    for (const [module, exports] of Object.entries(modules)) {
      const text = Object.entries(exports)
        .flatMap(([name, value]) => strings(value, name).map(([, line]) => line))
        .join('\n')
      expect(
        text.includes(words.stats.totalSaved) && savings[0] instanceof RegExp && savings[0].test(text),
        module,
      ).toBe(false)
    }
  })
})
