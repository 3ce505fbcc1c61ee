import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeadRow } from '../../machines/leadFields'
import { servedLegalVersions } from '../../rules/legalVersions'
import { config } from '../../src/lib/env'

const supabase = vi.hoisted(() => {
  // insert(row) answers through .abortSignal(signal), as supabase-js's query builder does.
  const answer = vi.fn()
  const abortSignal = vi.fn((signal: AbortSignal) => answer(signal))
  const insert = vi.fn(() => ({ abortSignal }))
  const from = vi.fn(() => ({ insert }))
  const rpc = vi.fn(() => Promise.resolve({ data: true, error: null }))
  const createClient = vi.fn(() => ({ from, rpc }))
  return { answer, abortSignal, insert, from, rpc, createClient }
})
vi.mock('@supabase/supabase-js', () => ({ createClient: supabase.createClient }))

const { submitLead } = await import('../../src/lib/leads')

const row: LeadRow = {
  id: '6f1c2b1e-8d4a-4f7e-9a51-2b7c9d0e1f23',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  phone: '3055550142',
  state: 'Florida',
  agreed_to_contact: true,
  page: '/',
  consent_version: '2025-01-01',
  sms_consent: false,
  sms_consent_version: 'sms-2026-11-27',
  estimate: null,
}

/** The wordings the form's two boxes showed, filled in with the build's legal name. */
const shown = {
  consent: { version: 'v1', text: (name: string) => `I agree that ${name} may call me.` },
  texts: { version: 'sms-v1', text: (name: string) => `Text me too (optional). ${name}: años, sí.` },
}
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** What the form adds to the row: its honeypot as found, which form it is, the words of its button and boxes. */
const form = (honeypot: string) => ({
  honeypot,
  source: 'home_callback' as const,
  submitLabel: 'Request a Callback',
  shown,
})

/** What every insert carries besides the row and the honeypot, for a visit that arrived at this test page. */
const origin = {
  source: 'home_callback',
  language: 'en',
  landing_page: new URL(window.location.href).pathname,
  // The visitor's time zone as the browser reports it, for the calling hours where they are.
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  // The record of the page itself: the button pressed, the build, the legal versions it linked, the privacy signal.
  submit_label: 'Request a Callback',
  build_id: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
  privacy_version: servedLegalVersions.privacyPolicy,
  terms_version: servedLegalVersions.termsOfService,
  gpc: false,
  // The SHA-256 of the words the page showed (UTF-8), which the database holds to its own.
  consent_shown_sha256: sha256(shown.consent.text(config.agencyLegalName)),
  sms_consent_shown_sha256: sha256(shown.texts.text(config.agencyLegalName)),
}

beforeEach(() => {
  sessionStorage.clear()
  supabase.answer.mockReset()
  supabase.insert.mockClear()
  supabase.rpc.mockClear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('submitLead', () => {
  it('inserts the row into contact_submissions on the page origin with the anon key', async () => {
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    expect(await submitLead(row, form(''), new AbortController().signal)).toEqual({ error: null })
    expect(supabase.from).toHaveBeenCalledWith('contact_submissions')
    expect(supabase.insert).toHaveBeenCalledWith({ ...row, ...origin, website: '' })
    expect(supabase.createClient).toHaveBeenCalledWith(
      window.location.origin,
      'sb_publishable_local_anon_key',
      expect.any(Object),
    )
  })

  it('creates the client once, however many leads are sent', async () => {
    // A fresh copy of the module: the one imported above may have made its client in an earlier test.
    vi.resetModules()
    const fresh = await import('../../src/lib/leads')
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await fresh.submitLead(row, form(''), new AbortController().signal)
    await fresh.submitLead(row, form(''), new AbortController().signal)
    expect(supabase.createClient).toHaveBeenCalledTimes(1)
  })

  it('counts a duplicate id as stored: an earlier attempt of this submission got through', async () => {
    supabase.answer.mockResolvedValue({ error: { code: '23505', message: 'duplicate key value' }, status: 409 })
    expect(await submitLead(row, form(''), new AbortController().signal)).toEqual({ error: null })
  })

  it("passes the backend's refusal code on (its hint), for the form to word, when the row is refused", async () => {
    supabase.answer.mockResolvedValue({
      error: { code: '23514', message: 'Please enter a valid email address.', hint: 'email.invalid', details: null },
      status: 400,
    })
    expect(await submitLead(row, form(''), new AbortController().signal)).toEqual({
      error: { message: 'Please enter a valid email address.', code: 'email.invalid', detail: null },
    })
    expect(console.error).toHaveBeenCalled()
  })

  it('reports a refusal of the words it showed (a deployment error) for the agency to hear of, and words it as any refusal', async () => {
    supabase.answer.mockResolvedValue({
      error: {
        code: '23514',
        message: 'We could not record your consent as this page showed it. Please call us.',
        hint: 'consent.words_differ',
        details: 'The page’s SHA-256 …',
      },
      status: 400,
    })
    expect(await submitLead(row, form(''), new AbortController().signal)).toMatchObject({
      error: { code: 'consent.words_differ' },
    })
    expect(supabase.rpc).toHaveBeenCalledTimes(1)
    expect(supabase.rpc).toHaveBeenCalledWith('report_consent_words_differ', {
      consent_version: row.consent_version,
      sms_consent_version: row.sms_consent_version,
      consent_shown_sha256: origin.consent_shown_sha256,
      sms_consent_shown_sha256: origin.sms_consent_shown_sha256,
      page: '/',
    })
    // Any other refusal reports nothing.
    supabase.answer.mockResolvedValue({
      error: { code: '23514', message: 'Please enter a valid email address.', hint: 'email.invalid', details: null },
      status: 400,
    })
    await submitLead(row, form(''), new AbortController().signal)
    expect(supabase.rpc).toHaveBeenCalledTimes(1)
  })

  it('sends the honeypot as it was found, for the database to judge', async () => {
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await submitLead(row, form('https://spam.example'), new AbortController().signal)
    expect(supabase.insert).toHaveBeenCalledWith({ ...row, ...origin, website: 'https://spam.example' })
  })

  it.each([
    [403, 'PT403', 'This form could not be sent because a hidden field was filled in.', 'honeypot.filled', ''],
    [429, 'PT429', 'Too many requests from this client: retry after the seconds in details', 'rate_limited', '300'],
  ])(
    'marks a %i from the abuse guards as refused, with its code and detail',
    async (status, code, message, hint, details) => {
      supabase.answer.mockResolvedValue({ error: { code, message, hint, details }, status })
      expect(await submitLead(row, form(''), new AbortController().signal)).toEqual({
        error: { message, refused: true, code: hint, detail: details || null },
      })
    },
  )

  it('throws when no answer came back at all, so the visitor sees the unexpected-error toast', async () => {
    supabase.answer.mockResolvedValue({ error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 })
    await expect(submitLead(row, form(''), new AbortController().signal)).rejects.toThrow('Failed to fetch')
  })

  it('stops the request when the form gives it up: the signal the machine aborts aborts supabase-js', async () => {
    // As supabase-js does: the request ends with status 0 once its signal aborts.
    supabase.answer.mockImplementation(
      (signal: AbortSignal) =>
        new Promise((resolve) => {
          const aborted = () =>
            resolve({ error: { code: '', message: 'AbortError: signal is aborted without reason' }, status: 0 })
          if (signal.aborted) aborted()
          else signal.addEventListener('abort', aborted)
        }),
    )
    const stop = new AbortController()
    const outcome = submitLead(row, form(''), stop.signal).then(
      () => 'answered',
      (error: Error) => error.message,
    )
    await Promise.resolve()
    stop.abort()
    expect(await outcome).toBe('AbortError: signal is aborted without reason')
  })
})

describe('where a lead came from', () => {
  it('records the privacy signal with the lead when the browser sends Global Privacy Control', async () => {
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    try {
      await submitLead(row, form(''), new AbortController().signal)
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl')
    }
    expect(supabase.insert).toHaveBeenCalledWith(
      expect.objectContaining({ gpc: true, submit_label: 'Request a Callback' }),
    )
  })

  it('sends no hashes of the words where the browser has no WebCrypto (a page on plain http): the database judges the version alone', async () => {
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    vi.stubGlobal('crypto', {})
    try {
      await submitLead(row, form(''), new AbortController().signal)
    } finally {
      vi.unstubAllGlobals()
    }
    const sent: object = (supabase.insert.mock.calls.at(-1) as unknown[] | undefined)?.[0] ?? {}
    expect(sent).not.toHaveProperty('consent_shown_sha256')
    expect(sent).not.toHaveProperty('sms_consent_shown_sha256')
  })

  it('sends the Spanish page language with a lead from an /es/ page', async () => {
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await submitLead(
      { ...row, page: '/es/sep' },
      { honeypot: '', source: 'sep', submitLabel: 'Send', shown },
      new AbortController().signal,
    )
    expect(supabase.insert).toHaveBeenCalledWith(expect.objectContaining({ source: 'sep', language: 'es' }))
  })

  it("stores the Spanish home's path as the database's page format has it: '/es', without the closing slash", async () => {
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await submitLead(
      { ...row, page: '/es/' },
      { honeypot: '', source: 'home_callback', submitLabel: 'Send', shown },
      new AbortController().signal,
    )
    expect(supabase.insert).toHaveBeenCalledWith(expect.objectContaining({ page: '/es', language: 'es' }))
  })

  it("keeps the tab's first visit: a later page of the tab sends the campaign it arrived with", async () => {
    sessionStorage.setItem(
      'lead-attribution',
      JSON.stringify({ utm_source: 'google', gclid: 'Cj0KCQ', landing_page: '/sep?utm_source=google' }),
    )
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await submitLead(row, form(''), new AbortController().signal)
    expect(supabase.insert).toHaveBeenCalledWith({
      ...row,
      ...origin,
      utm_source: 'google',
      gclid: 'Cj0KCQ',
      landing_page: '/sep?utm_source=google',
      website: '',
    })
  })

  it('drops what a script on the page wrote into the stored visit that the database would not keep', async () => {
    sessionStorage.setItem(
      'lead-attribution',
      JSON.stringify({
        utm_source: 'x\u202egoogle',
        gclid: 'a b',
        referrer: 'javascript:alert(1)',
        landing_page: 'https://evil.example/',
        email: 'a@b.c',
      }),
    )
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await submitLead(row, form(''), new AbortController().signal)
    const { landing_page: _landing, ...withoutVisit } = origin
    expect(supabase.insert).toHaveBeenCalledWith({ ...row, ...withoutVisit, website: '' })
  })

  it('reads the visit afresh when the stored one is not JSON, and stores it for the next lead', async () => {
    sessionStorage.setItem('lead-attribution', '{oops')
    supabase.answer.mockResolvedValue({ error: null, status: 201 })
    await submitLead(row, form(''), new AbortController().signal)
    expect(supabase.insert).toHaveBeenCalledWith({ ...row, ...origin, website: '' })
    expect(JSON.parse(sessionStorage.getItem('lead-attribution') ?? '')).toEqual({ landing_page: origin.landing_page })
  })
})
