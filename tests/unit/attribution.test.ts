import { afterEach, describe, expect, it } from 'vitest'
import { visitAttribution } from '../../src/lib/attribution'

const KEY = 'lead-attribution'

describe("the visit's attribution", () => {
  afterEach(() => {
    delete navigator.globalPrivacyControl
    sessionStorage.clear()
    history.replaceState(null, '', '/')
  })

  it('is read from the visit and kept for the tab without the signal', () => {
    history.replaceState(null, '', '/sep?utm_source=google&gclid=Cj0')
    const attribution = visitAttribution()
    expect(attribution).toMatchObject({ landing_page: expect.stringContaining('/') })
    expect(sessionStorage.getItem(KEY)).not.toBeNull()
  })

  it('is neither kept nor sent when the browser sends Global Privacy Control, and one kept earlier is dropped', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ utm_source: 'google', gclid: 'Cj0', landing_page: '/sep?utm_source=google' }),
    )
    navigator.globalPrivacyControl = true
    history.replaceState(null, '', '/sep?utm_source=google&gclid=Cj0')
    expect(visitAttribution()).toEqual({})
    expect(sessionStorage.getItem(KEY)).toBeNull()
  })
})
