import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeadRow } from '../../machines/leadFields'

const supabase = vi.hoisted(() => {
  const insert = vi.fn()
  const from = vi.fn(() => ({ insert }))
  const createClient = vi.fn(() => ({ from }))
  return { insert, from, createClient }
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
}

beforeEach(() => {
  supabase.insert.mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('submitLead', () => {
  it('inserts the row into contact_submissions on the page origin with the anon key', async () => {
    supabase.insert.mockResolvedValue({ error: null, status: 201 })
    expect(await submitLead(row)).toEqual({ error: null })
    expect(supabase.from).toHaveBeenCalledWith('contact_submissions')
    expect(supabase.insert).toHaveBeenCalledWith(row)
    expect(supabase.createClient).toHaveBeenCalledWith(window.location.origin, 'sb_publishable_local_anon_key', expect.any(Object))
  })

  it('creates the client once, however many leads are sent', async () => {
    supabase.insert.mockResolvedValue({ error: null, status: 201 })
    await submitLead(row)
    await submitLead(row)
    expect(supabase.createClient).toHaveBeenCalledTimes(1)
  })

  it('counts a duplicate id as stored: an earlier attempt of this submission got through', async () => {
    supabase.insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate key value' }, status: 409 })
    expect(await submitLead(row)).toEqual({ error: null })
  })

  it("passes the backend's message on when the row is refused", async () => {
    supabase.insert.mockResolvedValue({ error: { code: '23514', message: 'Please enter a valid email address.' }, status: 400 })
    expect(await submitLead(row)).toEqual({ error: { message: 'Please enter a valid email address.' } })
    expect(console.error).toHaveBeenCalled()
  })

  it('throws when no answer came back at all, so the visitor sees the unexpected-error toast', async () => {
    supabase.insert.mockResolvedValue({ error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 })
    await expect(submitLead(row)).rejects.toThrow('Failed to fetch')
  })
})
