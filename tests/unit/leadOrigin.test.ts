import { describe, expect, it } from 'vitest'
import { attributionOf } from '../../machines/leadOrigin'

const SITE = 'https://example-agency.com'

describe('attributionOf: how a visit reached the site', () => {
  it('reads the campaign parameters, the click ids, the landing path with its query and another site as referrer', () => {
    const landing = `${SITE}/health-insurance-florida?utm_source=google&utm_medium=cpc&utm_campaign=oe%202027&utm_term=aca%20plans&utm_content=ad-b&gclid=Cj0KCQiA_x-1&fbclid=IwAR2.x&msclkid=8f2e`
    expect(attributionOf(landing, 'https://www.google.com/', SITE)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'oe 2027',
      utm_term: 'aca plans',
      utm_content: 'ad-b',
      gclid: 'Cj0KCQiA_x-1',
      fbclid: 'IwAR2.x',
      msclkid: '8f2e',
      referrer: 'https://www.google.com/',
      landing_page: '/health-insurance-florida?utm_source=google&utm_medium=cpc&utm_campaign=oe%202027&utm_term=aca%20plans&utm_content=ad-b&gclid=Cj0KCQiA_x-1&fbclid=IwAR2.x&msclkid=8f2e',
    })
  })

  it('keeps only the landing path for a visit without a campaign, and no referrer from the site itself', () => {
    expect(attributionOf(`${SITE}/`, `${SITE}/sep`, SITE)).toEqual({ landing_page: '/' })
    expect(attributionOf(`${SITE}/faq`, '', SITE)).toEqual({ landing_page: '/faq' })
  })

  it('cuts a long campaign value to 200 characters and trims it, but never splits a character', () => {
    const long = `${'é'.repeat(199)}😀tail`
    expect(attributionOf(`${SITE}/?utm_campaign=${encodeURIComponent(`  ${long}`)}`, '', SITE).utm_campaign).toBe(`${'é'.repeat(199)}😀`)
  })

  it('drops what the database would drop: hidden characters, malformed click ids, non-web referrers', () => {
    const landing = `${SITE}/?utm_source=${encodeURIComponent('goo\u200bgle')}&utm_medium=${encodeURIComponent('a\nb')}&gclid=${encodeURIComponent('a b')}&fbclid=${encodeURIComponent('<script>')}`
    expect(attributionOf(landing, 'android-app://com.google.android.gm/', SITE)).toEqual({ landing_page: expect.stringMatching(/^\/\?/) })
  })

  it('leaves the query off a landing page or referrer too long to keep whole', () => {
    const query = `?q=${'x'.repeat(600)}`
    expect(attributionOf(`${SITE}/sep${query}`, `https://news.example/story${query}`, SITE)).toEqual({
      landing_page: '/sep',
      referrer: 'https://news.example/story',
    })
  })
})
