// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rateLimitedText, refusalCopy, refusalText, unknownRefusal } from '../../content/en/browser/backendRefusals'
import { toastCopy } from '../../content/en/browser/formToasts'

// The migrations that raise the backend's refusals: the insert pipeline restates every insert rule, and the older
// ones hold the statement and update triggers (one lead per request, consent evidence never changes).
const MIGRATIONS = [
  '20261125130000_contact_submissions_refusal_codes',
  '20261125140000_chat_leads',
  '20261125150000_contact_submissions_state_code',
  '20261127400000_contact_submissions_consent_evidence',
  '20261127500000_contact_submissions_insert_pipeline',
].map((name) =>
  readFileSync(`supabase/migrations/${name}.sql`, 'utf8'),
)
const MIGRATION = MIGRATIONS.join('\n')
// Every `message = '...', hint = '...'` of the migrations: the backend's English sentence for each code.
const raised = [...MIGRATION.matchAll(/message\s*=\s*'((?:[^']|'')*)',\s*hint\s*=\s*'([a-z_.]+)'/g)].map(([, message, hint]) => ({
  message: message.replaceAll("''", "'"),
  hint,
}))

describe("the backend's refusal codes", () => {
  it('are read from the migrations (every raise there carries one)', () => {
    expect(raised.length).toBeGreaterThanOrEqual(20)
    expect(raised.map((entry) => entry.hint)).toEqual(expect.arrayContaining(['zip_code.missing', 'zip_code.invalid', 'chat_answers.invalid']))
    // PT299 is no refusal: the repeat step raises it to roll its trial insert back, and catches it.
    expect(raised.length).toBe([...MIGRATION.matchAll(/raise (exception|sqlstate)(?! 'PT299')/g)].length)
  })

  it('each have words in content, the same English as the backend says it', () => {
    for (const { message, hint } of raised) expect(refusalText(hint, null), hint).toBe(message)
    expect(Object.keys(refusalCopy).sort()).toEqual([...new Set(raised.map((entry) => entry.hint))].sort())
  })

  it("word server/'s rate limit with its wait", () => {
    expect(refusalText('rate_limited', '300')).toBe(rateLimitedText(300))
    expect(refusalText('rate_limited', '45')).toContain('45 seconds')
    expect(refusalText('rate_limited', 'soon')).toBeUndefined()
  })

  it('never show a backend sentence: an unknown code gets the form its own words', () => {
    const unknown = { tone: 'error', code: 'backendError', reason: 'something.new', detail: null } as const
    expect(toastCopy('sep', { ...unknown, refused: false }).description).toBe('An error occurred while submitting your information.')
    expect(toastCopy('content', { ...unknown, refused: true }).description).toBe(unknownRefusal)
    expect(toastCopy('home', { ...unknown, reason: 'email.invalid', refused: false }).description).toBe(
      'There was an error submitting your information. Please try again.',
    )
    expect(toastCopy('sep', { ...unknown, reason: 'email.invalid', refused: false }).description).toBe('Please enter a valid email address.')
  })
})
