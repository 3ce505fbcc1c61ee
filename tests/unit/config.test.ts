import { describe, expect, it } from 'vitest'
import { readConfig } from '../../src/lib/env'
import { parsePhone } from '../../src/lib/phone'

describe('parsePhone', () => {
  it.each(['(305) 555-0142', '305-555-0142', '305.555.0142', '+1 305 555 0142', '13055550142'])('reads %s', (raw) => {
    expect(parsePhone(raw, 'VITE_PHONE')).toEqual({ display: '(305) 555-0142', e164: '+13055550142' })
  })

  it('names the setting and the value when a number is not a US number', () => {
    expect(() => parsePhone('555-0100', 'VITE_PHONE')).toThrow('VITE_PHONE must be a 10-digit US phone number, got "555-0100"')
  })
})

describe('readConfig', () => {
  it('works with no settings at all, on fictional 555 numbers', () => {
    const config = readConfig({})
    expect(config.phone.e164).toMatch(/^\+1555\d{7}$/)
    expect(config.textPhone.e164).toMatch(/^\+1555\d{7}$/)
    expect(config.siteUrl).toBe('http://127.0.0.1:8080')
    expect(config.supabaseUrl).toBeNull()
    expect(config.supabaseAnonKey).toBe('sb_publishable_local_anon_key')
  })

  it('takes every setting from VITE_* variables and drops a trailing slash from the site URL', () => {
    const config = readConfig({
      VITE_SITE_URL: 'https://www.example-agency.com/',
      VITE_PHONE: '(305) 555-0142',
      VITE_TEXT_PHONE: '(305) 555-0199',
      VITE_SCHEDULING_URL: 'https://cal.example.com/book',
      VITE_REVIEWS_URL: 'https://reviews.example.com/agency',
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc',
    })
    expect(config).toEqual({
      siteUrl: 'https://www.example-agency.com',
      phone: { display: '(305) 555-0142', e164: '+13055550142' },
      textPhone: { display: '(305) 555-0199', e164: '+13055550199' },
      schedulingUrl: 'https://cal.example.com/book',
      reviewsUrl: 'https://reviews.example.com/agency',
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: 'sb_publishable_abc',
    })
  })

  it('rejects a site URL that is not absolute, naming the setting', () => {
    expect(() => readConfig({ VITE_SITE_URL: 'example.com' })).toThrow('VITE_SITE_URL must be an absolute URL')
  })
})
