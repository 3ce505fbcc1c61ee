import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAgencyCredentials, readLicensing, readReviewRating } from '../../src/lib/readConfig'

/**
 * The agency's licences and review figure are settings checked at build time (src/lib/readConfig.ts), and every
 * sentence about them is worded from what was set (rules/agencyCredentials.ts): nothing when nothing was.
 */
describe('VITE_LICENSES and where the agency is', () => {
  it('is empty by default: no licence listed, no domicile, no principal place of business', () => {
    expect(readLicensing({})).toEqual({ licenses: [], domicile: null, principalPlace: null })
  })

  it('reads each state code and licence number, in the order given', () => {
    expect(
      readLicensing({
        VITE_LICENSES: ' fl:L123456 , TX:2345678',
        VITE_AGENCY_DOMICILE: 'fl',
        VITE_AGENCY_PRINCIPAL_PLACE: ' Tampa, Florida ',
      }),
    ).toEqual({
      licenses: [
        { state: 'FL', number: 'L123456' },
        { state: 'TX', number: '2345678' },
      ],
      domicile: 'FL',
      principalPlace: 'Tampa, Florida',
    })
  })

  it.each(['FL', 'FL:', 'FL L123', 'FL:L123,,TX:1', 'Florida:L123', 'FL:<b>1</b>'])(
    'stops the build on the malformed list %j, naming the setting',
    (raw) => {
      expect(() => readLicensing({ VITE_LICENSES: raw })).toThrow(/^VITE_LICENSES must be STATE:NUMBER pairs/)
    },
  )

  it('stops the build on a state code that does not exist, naming the setting and the code', () => {
    expect(() => readLicensing({ VITE_LICENSES: 'FL:1,XX:2' })).toThrow('VITE_LICENSES names "XX"')
  })

  it('stops the build on a state listed twice', () => {
    expect(() => readLicensing({ VITE_LICENSES: 'FL:1,TX:2,fl:3' })).toThrow('VITE_LICENSES lists FL twice')
  })

  it('stops the build on a domicile that is not a state code', () => {
    expect(() => readLicensing({ VITE_AGENCY_DOMICILE: 'Florida' })).toThrow(/^VITE_AGENCY_DOMICILE must be/)
  })

  it('needs the domicile and principal place of business with a California licence (Cal. Ins. Code 1726)', () => {
    expect(() => readLicensing({ VITE_LICENSES: 'CA:0A12345' })).toThrow(/^VITE_AGENCY_DOMICILE must be set/)
    expect(() => readLicensing({ VITE_LICENSES: 'CA:0A12345', VITE_AGENCY_DOMICILE: 'FL' })).toThrow(
      /^VITE_AGENCY_PRINCIPAL_PLACE must be set/,
    )
    expect(
      readLicensing({
        VITE_LICENSES: 'CA:0A12345',
        VITE_AGENCY_DOMICILE: 'FL',
        VITE_AGENCY_PRINCIPAL_PLACE: 'Tampa, FL',
      }).licenses,
    ).toEqual([{ state: 'CA', number: '0A12345' }])
  })
})

describe('VITE_REVIEWS_RATING', () => {
  it('is empty by default: no review figure', () => {
    expect(readReviewRating({})).toBeNull()
  })

  it('reads the score, the count and the day it was read; "verified" only when the setting says the source says so', () => {
    const rating = { score: 4.9, outOf: 5, reviews: 2847, readOn: '2026-11-20', invitation: null }
    expect(readReviewRating({ VITE_REVIEWS_RATING: 'score:4.9/5, reviews:2847, read:2026-11-20' })).toEqual({
      ...rating,
      verified: false,
    })
    expect(
      readReviewRating({
        VITE_REVIEWS_RATING: 'score:4.9/5,reviews:2847,read:2026-11-20',
        VITE_REVIEWS_VERIFIED: 'yes',
      }),
    ).toEqual({ ...rating, verified: true })
  })

  it('stops the build on a review figure without the day it was read, naming the setting', () => {
    expect(() => readReviewRating({ VITE_REVIEWS_RATING: 'score:4.9/5,reviews:2847' })).toThrow(
      /^VITE_REVIEWS_RATING needs the day the figure was read/,
    )
  })

  it.each([
    '4.9/5',
    'score:6/5,reviews:10,read:2026-11-20',
    'score:4.9/5,reviews:0,read:2026-11-20',
    'score:4.9/5,reviews:10,read:2026-13-45',
    'score:4.9/5,reviews:10,read:2026-11-20,verified:yes',
  ])('stops the build on %j, naming the setting', (raw) => {
    expect(() => readReviewRating({ VITE_REVIEWS_RATING: raw })).toThrow(/^VITE_REVIEWS_RATING (must|needs)/)
  })

  it('stops the build on a VITE_REVIEWS_VERIFIED that is not yes or no', () => {
    expect(() => readReviewRating({ VITE_REVIEWS_VERIFIED: 'true' })).toThrow(/^VITE_REVIEWS_VERIFIED must be/)
  })
})

/** The words of both languages, built with the given settings, as the build would word them. */
async function wordsWith(env: Record<string, string>) {
  vi.stubGlobal('__AGENCY_CREDENTIALS__', readAgencyCredentials(env))
  vi.resetModules()
  return {
    en: await import('../../content/en/agency'),
    es: await import('../../content/es/agency'),
    home: await import('../../content/en/pages/home'),
    esHome: await import('../../content/es/pages/home'),
    aboutUs: await import('../../content/en/pages/aboutUs'),
    esAboutUs: await import('../../content/es/pages/aboutUs'),
    licenses: await import('../../content/en/pages/licenses'),
    esLicenses: await import('../../content/es/pages/licenses'),
    licensed: await import('../../content/models/licensedStates'),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('the words, with no licence list and no review figure (the default build)', () => {
  it('say nothing about where the agency is licensed, and state no review figure', async () => {
    const words = await wordsWith({})
    expect([words.en.agency.licensing, words.es.agency.licensing]).toEqual([null, null])
    expect([words.en.reviewCount, words.es.reviewCount]).toEqual([null, null])
    expect(words.en.readReviews).toContain('Read our reviews on')
    expect(words.home.whyChooseUs.cards[0].title).toBe('Check Our License')
    expect(words.esHome.whyChooseUs.cards[0].title).toBe('Verifique nuestra licencia')
    expect(words.home.socialProof.stats.map((stat) => stat.label).join(' ')).not.toMatch(/review/)
    expect(words.aboutUs.aboutUsReasons.items.map((item) => item.title)).not.toContain('Licensed and accountable')
    expect(words.aboutUs.aboutUsMeta.description).not.toMatch(/licensed/i)
    expect(words.licenses.licensesCopy.rows).toEqual([])
    expect(words.licenses.licensesCopy.intro).toContain('has not listed its state licenses')
  })
})

describe('the words, with licences and a dated review figure', () => {
  const env = {
    VITE_LICENSES: 'TX:2345678,FL:L123456',
    VITE_AGENCY_DOMICILE: 'FL',
    VITE_AGENCY_PRINCIPAL_PLACE: 'Tampa, Florida',
    VITE_REVIEWS_RATING: 'score:4.8/5,reviews:1234,read:2026-11-20',
  }

  it('say "Licensed in N states" from the list, in the header, the footer, the home page and about us', async () => {
    const words = await wordsWith(env)
    expect(words.en.agency.licensing).toBe('Licensed in 2 states')
    expect(words.es.agency.licensing).toBe('Con licencia en 2 estados')
    expect(words.home.whyChooseUs.cards[0]).toMatchObject({
      title: 'Licensed in 2 states',
      text: 'Our agency is licensed in 2 states, as listed on our State Licenses page.',
    })
    expect(words.esHome.whyChooseUs.cards[0].text).toBe(
      'Nuestra agencia tiene licencia en 2 estados, como se indica en nuestra página de Licencias estatales.',
    )
    expect(words.aboutUs.aboutUsStats.items).toContainEqual({ value: '2 states', label: 'where we are licensed' })
    expect(words.aboutUs.aboutUsStory.paragraphs[1]).toMatch(
      /^Since then we have become licensed in 2 states, and as of/,
    )
    expect(words.licensed.licensedStateCodes).toEqual(['TX', 'FL'])
  })

  it('count DC apart from the states', async () => {
    const words = await wordsWith({ VITE_LICENSES: 'DC:1,FL:2' })
    expect(words.en.agency.licensing).toBe('Licensed in 1 state and DC')
    expect(words.es.agency.licensing).toBe('Con licencia en 1 estado y DC')
  })

  it('list each licence by state name on /licenses, with the domicile and principal place of business', async () => {
    const words = await wordsWith(env)
    expect(words.licenses.licensesCopy.rows).toEqual([
      ['Florida', 'L123456'],
      ['Texas', '2345678'],
    ])
    expect(words.licenses.licensesCopy.domicile).toBe('State of domicile: Florida.')
    expect(words.licenses.licensesCopy.principalPlace).toBe('Principal place of business: Tampa, Florida.')
    expect(words.esLicenses.licensesCopy.rows).toEqual([
      ['Florida', 'L123456'],
      ['Texas', '2345678'],
    ])
    expect(words.esLicenses.licensesCopy.domicile).toBe('Estado de domicilio: Florida.')
  })

  it('state the review figure with the day it was read, and "verified" only when the setting says so', async () => {
    const words = await wordsWith(env)
    expect(words.en.reviewCount).toBe('1,234 reviews on {reviewsSource}, as of November 20, 2026')
    expect(words.es.reviewCount).toBe('1,234 reseñas en {reviewsSource}, al 20 de noviembre de 2026')
    expect(words.home.socialProof.stats[1]).toEqual({
      value: '4.8/5',
      label: 'from 1,234 reviews on {reviewsSource}, as of November 20, 2026',
    })
    const verified = await wordsWith({ ...env, VITE_REVIEWS_VERIFIED: 'yes' })
    expect(verified.en.reviewCount).toMatch(/^1,234 verified reviews on /)
    expect(verified.es.reviewCount).toMatch(/^1,234 reseñas verificadas en /)
  })

  it('say how the reviews are collected only as the agency states it (VITE_REVIEWS_INVITATION), beside the figure', async () => {
    const unsaid = await wordsWith(env)
    expect(unsaid.en.reviewInvitation).toBeNull()
    expect(unsaid.es.reviewInvitation).toBeNull()
    const stated = await wordsWith({ ...env, VITE_REVIEWS_INVITATION: 'every-client' })
    expect(stated.en.reviewInvitation).toBe(
      'We ask every client we help for a review on {reviewsSource}, whatever their experience, and we offer nothing in return.',
    )
    expect(stated.es.reviewInvitation).toBe(
      'Les pedimos una reseña en {reviewsSource} a todos los clientes que ayudamos, sea cual sea su experiencia, y no ofrecemos nada a cambio.',
    )
    expect(stated.aboutUs.aboutUsReasons.items.at(-1)).toEqual({
      title: 'Our reviews',
      text: `We are rated 4.8 out of 5 from 1,234 reviews on {reviewsSource}, as of November 20, 2026. ${stated.en.reviewInvitation}`,
    })
    expect(stated.esAboutUs.aboutUsReasons.items.at(-1)?.text).toContain(` ${stated.es.reviewInvitation}`)
    // Without a figure there is nothing to say it beside.
    const noFigure = await wordsWith({ VITE_REVIEWS_INVITATION: 'every-client' })
    expect(noFigure.en.reviewInvitation).toBeNull()
    expect(() => readReviewRating({ VITE_REVIEWS_INVITATION: 'some' })).toThrow(/^VITE_REVIEWS_INVITATION must be/)
  })
})
