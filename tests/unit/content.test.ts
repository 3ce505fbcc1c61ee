import { describe, expect, it } from 'vitest'
import { en } from '../../content/format'
import { agency } from '../../content/en/agency'
import { agencyFacts } from '../../rules/agencyFacts'
import { enrollmentRules, sep } from '../../content/en/figures'
import { expansionLimitPercent } from '../../rules/medicaid'
import { baselineYear } from '../../rules/coverageYears'
import { years } from '../../rules/years'
import { stateLandingContent } from '../../content/copyReaders/stateLandingContent'
import { fillSlots } from '../../content/fillSlots'
import { stateLinks } from '../../content/en/navigation'
import { getState } from '../../content/copyReaders/getState'
import { states } from '../../content/en/states'

/** Every content module, loaded the way Vite loads them, so nothing in content/ escapes these checks. */
const modules = import.meta.glob<Record<string, unknown>>('../../content/**/*.ts', { eager: true })

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value)
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, found))
  return found
}

function isPageMeta(value: unknown): value is { path: string; title: string; description: string } {
  return typeof value === 'object' && value !== null && 'path' in value && 'title' in value && 'description' in value
}

const metas = Object.values(modules).flatMap((module) => Object.values(module).filter(isPageMeta))
// Texts with marks (content/models/slots.ts) are checked filled in, as pages show them: every state's page in full (its
// Medicaid sentences are the state's own, filled in by stateLandingContent).
const byState = { lostMedicaidAnswer: '(the state’s answer)', costSharingIncome: '(the state’s income line)' }
const copy = [
  ...Object.values(modules).flatMap((module) =>
    strings(fillSlots(module, { state: 'Texas', reviewsSource: 'Trustpilot', ...byState })),
  ),
  ...states.flatMap((state) => strings(stateLandingContent(state))),
]

describe('content', () => {
  it('has page metadata for many pages', () => {
    expect(metas.length).toBeGreaterThan(10)
  })

  it.each(metas.map((meta) => [meta.path, meta] as const))(
    '%s has a title under 65 and a description under 160 characters',
    (_, meta) => {
      expect(meta.path).toMatch(/^\/[a-z0-9-]*$/)
      expect(meta.title.length).toBeGreaterThan(10)
      expect(meta.title.length).toBeLessThan(65)
      expect(meta.description.length).toBeGreaterThan(50)
      expect(meta.description.length).toBeLessThan(160)
    },
  )

  it('gives every indexed page its own title (a page repeated under a second path points at the first)', () => {
    const titles = metas.filter((meta) => !('canonicalPath' in meta)).map((meta) => meta.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('contains no unfilled template, placeholder or broken number in any copy', () => {
    const bad = copy.filter(
      (text) =>
        /\{[A-Za-z]+\}|\bTODO\b|\bundefined\b|\bNaN\b|\[object Object\]/.test(text) || /lorem ipsum/i.test(text),
    )
    expect(bad).toEqual([])
  })
})

describe('state landing pages', () => {
  it('cover the eleven states of SPEC, nine cities each', () => {
    expect(states.map((state) => state.name)).toEqual([
      'Texas',
      'Florida',
      'Tennessee',
      'South Carolina',
      'Missouri',
      'Mississippi',
      'Nebraska',
      'Ohio',
      'Alabama',
      'Arkansas',
      'Indiana',
    ])
    for (const state of states) expect(new Set(state.cities).size).toBe(9)
  })

  it('list the cities SPEC gives, in its order', () => {
    expect(getState('ohio').cities).toEqual([
      'Columbus',
      'Cleveland',
      'Cincinnati',
      'Toledo',
      'Akron',
      'Dayton',
      'Parma',
      'Canton',
      'Youngstown',
    ])
    expect(getState('missouri').cities).toEqual([
      'Kansas City',
      'St. Louis',
      'Springfield',
      'Columbia',
      'Independence',
      "Lee's Summit",
      "O'Fallon",
      'St. Joseph',
      'St. Charles',
    ])
  })

  it('use the exact template copy of SPEC', () => {
    const page = stateLandingContent(getState('nebraska'))
    // A deliberate departure from SPEC's '$0 ACA Plans' in the title: no title offers a price (the claims guard).
    expect(page.meta.title).toBe('Obamacare in Nebraska | ACA Plans & Enrollment Help')
    expect(page.hero.heading).toBe('Get Affordable Health Insurance in Nebraska – Enroll in ACA Coverage Today')
    // SPEC's '7 days a week' is the words of the one schedule the main number has (docs/hours-and-claims.md, 'Hours').
    // SPEC's 'Licensed {State} ACA Agents' only where the agency listed a licence in the state (VITE_LICENSES).
    expect(stateLandingContent(getState('nebraska'), ['NE']).tagline).toBe(
      `Licensed Nebraska ACA Agents • Available ${agency.hours.schedule}`,
    )
    expect(stateLandingContent(getState('nebraska'), ['OH']).tagline).toBe(
      `Nebraska ACA Enrollment Help • Available ${agency.hours.schedule}`,
    )
    expect(page.faq.map((item) => item.question)).toEqual([
      'Can I get ACA health insurance in Nebraska if I lost Medicaid?',
      "What's the average cost of Obamacare in Nebraska?",
    ])
    expect(page.closing.heading).toBe('Ready to Get Nebraska Health Coverage?')
  })

  it("answer 'lost Medicaid?' by the state's own Medicaid: the credit's income floor, and the work requirement from its start", () => {
    const answer = (slug: Parameters<typeof getState>[0]) => stateLandingContent(getState(slug)).faq[0].answer
    expect(answer('nebraska')).toContain(
      'from May 1, 2026, adults in Nebraska who lose Medicaid for not meeting its work requirement cannot get a tax credit',
    )
    expect(answer('ohio')).toContain('from January 1, 2027, adults in Ohio who lose Medicaid')
    expect(answer('ohio')).toContain('above 138% of the federal poverty level')
    expect(answer('texas')).toContain(
      'Texas did not expand Medicaid, so adults earning under the federal poverty level usually get neither Medicaid nor a tax credit',
    )
    expect(answer('texas')).not.toContain('work requirement')
    for (const state of states) expect(stateLandingContent(state).faq[0].answer).toContain('60 days')
  })

  it('send the analytics labels of SPEC section 7', () => {
    expect(getState('texas').conversion).toMatchObject({ callLabel: 'texas_obamacare_cta' })
    expect(getState('tennessee').conversion.callCategory).toBeUndefined()
    expect(getState('south-carolina').conversion).toMatchObject({
      callLabel: 'south_carolina_obamacare_cta',
      callCategory: 'conversion',
    })
  })

  it('are each linked by name from the footer list, in the same order', () => {
    expect(stateLinks).toEqual(states.map((state) => ({ to: `/obamacare-in-${state.slug}`, label: state.name })))
  })
})

describe('facts stated once', () => {
  /**
   * The source text of every page and copy module, and of the components and pages of src/: a fact written out there
   * is a second copy of each language's agency.ts, figures.ts, priceClaims.ts or the sourced rules of rules/.
   */
  const sources = import.meta.glob<string>(
    [
      '../../content/**/*.ts',
      '../../src/**/*.{ts,tsx}',
      '!../../content/*/agency.ts',
      '!../../content/*/figures.ts',
      '!../../content/*/priceClaims.ts',
      '!../../rules/**',
    ],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  )
  const facts = [
    `${sep.daysToEnroll} days`,
    `${enrollmentRules.floridaCounties} counties`,
    agency.timings.phoneEnrollment,
    'Licensed in All',
    `BBB ${agencyFacts.figures.bbbRating.value}`,
    // 2025's price band, which no later year supports (rules/priceFacts.ts).
    '$0 to $10',
    '$0-$10',
    '$0–$10',
    // The rules' own figures (rules): the Medicaid expansion line and 2025's cap above 400%.
    `${expansionLimitPercent}%`,
    `${(years[baselineYear].applicablePercentages.over400 ?? 0) / 100}%`,
    // Every year's out-of-pocket maximum (rules/years/).
    ...Object.values(years).flatMap(({ outOfPocketMax }) => [
      en.money(outOfPocketMax.self),
      en.money(outOfPocketMax.family),
    ]),
  ]

  it.each(facts)(
    'no content module or component writes "%s" out: it comes from agency.ts, figures.ts, priceClaims.ts or rules/',
    (fact) => {
      const restating = Object.entries(sources)
        .filter(([, source]) => source.toLowerCase().includes(fact.toLowerCase()))
        .map(([file]) => file)
      expect(restating).toEqual([])
    },
  )

  it('builds the licensing line from the licences listed (none by default), with the BBB grade only once dated', () => {
    expect(agencyFacts.figures.bbbRating.asOf).toBeNull()
    expect(agency.bbb).toBeNull()
    expect(agency.licenseCount).toBe(0)
    expect(agency.licensing).toBeNull()
  })
})
