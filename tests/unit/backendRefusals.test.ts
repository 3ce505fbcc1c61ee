// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rateLimitedText, refusalCopy, refusalText, unknownRefusal } from '../../content/en/browser/backendRefusals'
import { toastCopy } from '../../content/en/browser/formToasts'

// Every migration, the baseline and those after it: whatever raises a refusal, the pipeline's steps and the
// statement and update triggers (one lead per request, consent evidence never changes) alike.
const MIGRATION = readdirSync('supabase/migrations')
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(`supabase/migrations/${file}`, 'utf8'))
  .join('\n')
// Every `message = '...', hint = '...'` of the migrations: the backend's English sentence for each code.
const everyRaise = [...MIGRATION.matchAll(/message\s*=\s*'((?:[^']|'')*)',\s*hint\s*=\s*'([a-z_.]+)'/g)].map(
  ([, message, hint]) => ({
    message: message.replaceAll("''", "'"),
    hint,
  }),
)
// The opt-out page and the CMS consent page word their own refusals (machines/optOutChecks.ts,
// machines/authorizeChecks.ts; staff read the consent's in the backend's sentence), and the evidence's (deleting,
// truncating) are said to staff only: these are a lead's.
const raised = everyRaise.filter(
  (entry) => !['opt_out.', 'authorization.', 'evidence.'].some((prefix) => entry.hint.startsWith(prefix)),
)

describe("the backend's refusal codes", () => {
  it('are read from the migrations (every raise there carries one)', () => {
    expect(raised.length).toBeGreaterThanOrEqual(20)
    expect(raised.map((entry) => entry.hint)).toEqual(
      expect.arrayContaining(['zip_code.missing', 'zip_code.invalid', 'chat_answers.invalid']),
    )
    // PT299 is no refusal: the repeat step raises it to roll its trial insert back, and catches it. 22023 is
    // settle_lead_notification's check of its argument, said to the deliverer, never to a visitor.
    expect(everyRaise.length).toBe(
      [...MIGRATION.matchAll(/raise (exception|sqlstate)(?! 'PT299')(?! using errcode = '22023')/g)].length,
    )
  })

  it('each have words in content, the same English as the backend says it', () => {
    // A function a later migration restates says its code in the later words: the last sentence of each code counts.
    const latest = new Map(raised.map(({ hint, message }) => [hint, message]))
    for (const [hint, message] of latest) expect(refusalText(hint, null), hint).toBe(message)
    // repeat.too_many is raised by no migration since a 4th lead within the hour is answered as stored (and kept as
    // a repeat); its words stay in content, and this names it so no other stray code can hide here.
    expect(Object.keys(refusalCopy).sort()).toEqual(
      [...new Set([...raised.map((entry) => entry.hint), 'repeat.too_many'])].sort(),
    )
  })

  it("word server/'s rate limit with its wait", () => {
    expect(refusalText('rate_limited', '300')).toBe(rateLimitedText(300))
    expect(refusalText('rate_limited', '45')).toContain('45 seconds')
    expect(refusalText('rate_limited', 'soon')).toBeUndefined()
  })

  it('never show a backend sentence: an unknown code gets the form its own words', () => {
    const unknown = { tone: 'error', code: 'backendError', reason: 'something.new', detail: null } as const
    expect(toastCopy('sep', { ...unknown, refused: false }).description).toBe(
      'An error occurred while submitting your information.',
    )
    expect(toastCopy('content', { ...unknown, refused: true }).description).toBe(unknownRefusal)
    expect(toastCopy('home', { ...unknown, reason: 'email.invalid', refused: false }).description).toBe(
      'There was an error submitting your information. Please try again.',
    )
    expect(toastCopy('sep', { ...unknown, reason: 'email.invalid', refused: false }).description).toBe(
      'Please enter a valid email address.',
    )
  })
})
