import { describe, expect, it } from 'vitest'
import { attributionOf, checkedAttribution } from '../../machines/leadOrigin'

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
      landing_page:
        '/health-insurance-florida?utm_source=google&utm_medium=cpc&utm_campaign=oe%202027&utm_term=aca%20plans&utm_content=ad-b&gclid=Cj0KCQiA_x-1&fbclid=IwAR2.x&msclkid=8f2e',
    })
  })

  it("keeps the landing page's path and its campaign parameters only: an email address or a token in the link stays behind", () => {
    const landing = `${SITE}/sep?utm_source=newsletter&email=jane%40example.org&utm_campaign=fall&mc_eid=9f3a&gclid=abc123&_hsenc=p2ANqtz-x&token=s3cr3t`
    expect(attributionOf(landing, '', SITE)).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'fall',
      gclid: 'abc123',
      landing_page: '/sep?utm_source=newsletter&utm_campaign=fall&gclid=abc123',
    })
    expect(attributionOf(`${SITE}/faq?email=jane%40example.org&ref=x`, '', SITE)).toEqual({ landing_page: '/faq' })
    expect(attributionOf(`${SITE}/faq?utm%5Fsource=mail&utm_source2=x&UTM_SOURCE=y`, '', SITE).landing_page).toBe(
      '/faq?utm%5Fsource=mail',
    )
  })

  it('strips a stored landing page the same way when it is read back', () => {
    expect(checkedAttribution({ landing_page: '/sep?email=jane%40example.org&utm_medium=email' })).toEqual({
      landing_page: '/sep?utm_medium=email',
    })
  })

  it('keeps only the landing path for a visit without a campaign, and no referrer from the site itself', () => {
    expect(attributionOf(`${SITE}/`, `${SITE}/sep`, SITE)).toEqual({ landing_page: '/' })
    expect(attributionOf(`${SITE}/faq`, '', SITE)).toEqual({ landing_page: '/faq' })
  })

  it('cuts a long campaign value to 200 characters and trims it, but never splits a character', () => {
    const long = `${'é'.repeat(199)}😀tail`
    expect(attributionOf(`${SITE}/?utm_campaign=${encodeURIComponent(`  ${long}`)}`, '', SITE).utm_campaign).toBe(
      `${'é'.repeat(199)}😀`,
    )
  })

  it('drops what the database would drop: hidden characters, malformed click ids, non-web referrers', () => {
    const landing = `${SITE}/?utm_source=${encodeURIComponent('goo\u200bgle')}&utm_medium=${encodeURIComponent('a\nb')}&gclid=${encodeURIComponent('a b')}&fbclid=${encodeURIComponent('<script>')}`
    expect(attributionOf(landing, 'android-app://com.google.android.gm/', SITE)).toEqual({
      landing_page: expect.stringMatching(/^\/\?/),
    })
  })

  it('leaves the query off a landing page or referrer too long to keep whole', () => {
    const query = `?q=${'x'.repeat(600)}`
    expect(attributionOf(`${SITE}/sep${query}`, `https://news.example/story${query}`, SITE)).toEqual({
      landing_page: '/sep',
      referrer: 'https://news.example/story',
    })
  })
})
