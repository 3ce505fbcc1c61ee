import { afterEach, describe, expect, it, vi } from 'vitest'
import { smsHref, telHref, trackPhoneCall } from '../../src/lib/conversion'
import { parsePhone } from '../../src/lib/phone'

const main = parsePhone('(555) 010-0100', 'test')

describe('telHref', () => {
  it('dials the E.164 form of the number', () => {
    expect(telHref(main)).toBe('tel:+15550100100')
  })
})

describe('smsHref', () => {
  it('uses ?&body= so both iOS and Android composers prefill the message', () => {
    expect(smsHref(main, 'SAVE')).toBe('sms:+15550100100?&body=SAVE')
  })

  it('encodes characters that would otherwise cut or corrupt the body', () => {
    const href = smsHref(main, "Hi! I'd like plans & prices for $0? #2")
    expect(href).toBe("sms:+15550100100?&body=Hi!%20I'd%20like%20plans%20%26%20prices%20for%20%240%3F%20%232")
    expect(decodeURIComponent(href.split('body=')[1])).toBe("Hi! I'd like plans & prices for $0? #2")
  })
})

describe('trackPhoneCall', () => {
  afterEach(() => {
    delete window.gtag
    delete navigator.globalPrivacyControl
  })

  it('sends nothing when the browser sends Global Privacy Control, even with an analytics function installed', () => {
    const gtag = vi.fn()
    window.gtag = gtag
    navigator.globalPrivacyControl = true
    trackPhoneCall({ callLabel: 'header_phone_click' })
    expect(gtag).not.toHaveBeenCalled()
  })

  it('does nothing when the page has no analytics function', () => {
    expect(() => trackPhoneCall({ callLabel: 'header_phone_click' })).not.toThrow()
  })

  it('sends phone_call with the label only when no category is specified', () => {
    const gtag = vi.fn()
    window.gtag = gtag
    trackPhoneCall({ callLabel: 'header_phone_click' })
    expect(gtag).toHaveBeenCalledWith('event', 'phone_call', { event_label: 'header_phone_click' })
  })

  it('sends the category with the label where the page specifies one', () => {
    const gtag = vi.fn()
    window.gtag = gtag
    trackPhoneCall({ callLabel: 'sep_phone_click', callCategory: 'engagement' })
    expect(gtag).toHaveBeenCalledWith('event', 'phone_call', {
      event_category: 'engagement',
      event_label: 'sep_phone_click',
    })
  })
})
