// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../scripts/machines/catalogue'
import { chatPaths } from '../../scripts/machines/chat.paths'
import { formPaths } from '../../scripts/machines/contactForm.paths'
import { optOutPaths } from '../../scripts/machines/optOut.paths'
import { estimatorPaths } from '../../scripts/machines/savingsEstimator.paths'

/**
 * The path catalogue `npm run machines` prints: complete, and the same paths the model tests replay. Walking the
 * graphs takes a few seconds on a busy machine, hence the longer timeouts.
 */
describe('the path catalogue', () => {
  it('lists every machine of machines/', () => {
    const machines = readdirSync(new URL('../../machines/', import.meta.url)).filter((file) =>
      file.endsWith('.machine.ts'),
    )
    expect(machines.length).toBeGreaterThan(0)
    expect(machines.filter((file) => !catalogue.some((entry) => entry.file === file))).toEqual([])
  })

  it('hands the QA command the chat paths the model tests replay', async () => {
    const chat = catalogue.find((entry) => entry.file === 'chat.machine.ts')
    const listing = await chat?.load()
    expect(listing?.paths.map((path) => path.name)).toEqual(chatPaths().map((path) => path.name))
    expect(listing?.describeEvent?.({ type: 'connect.requested' })).toBe("taps 'Connect Me to Licensed Agent'")
  }, 60_000)

  it("hands it each contact form variant's paths", async () => {
    const forms = catalogue.filter((entry) => entry.file === 'contactForm.machine.ts')
    expect(forms).toHaveLength(3)
    const listings = await Promise.all(forms.map((entry) => entry.load()))
    expect(listings.map((listing) => listing.paths.length)).toEqual(
      (['home', 'sep', 'content'] as const).map(
        (variant) => formPaths({ variant, page: variant === 'sep' ? '/sep' : '/' }).length,
      ),
    )
    for (const listing of listings) expect(listing.paths.length).toBeGreaterThan(0)
  }, 60_000)

  it("hands it the savings estimator's paths", async () => {
    const listing = await catalogue.find((entry) => entry.file === 'savingsEstimator.machine.ts')?.load()
    expect(listing?.paths.map((path) => path.name)).toEqual(
      estimatorPaths({ coverageYear: 2027, state: 'FL' }).map((path) => path.name),
    )
    expect(listing?.paths.length).toBeGreaterThan(0)
  }, 60_000)

  it("hands it the opt-out form's paths, with the words under each field", async () => {
    const listing = await catalogue.find((entry) => entry.file === 'optOut.machine.ts')?.load()
    const paths = optOutPaths({ page: '/opt-out', language: 'en' })
    expect(listing?.paths.map((path) => path.name)).toEqual(paths.map((path) => path.name))
    const neither = paths.find((path) => path.name === 'submit neither')
    const last = neither?.steps.at(-1)?.state
    expect(last && listing?.describeState?.(last, undefined)).toEqual([
      "under phone: missingContact ('Please enter your phone number or your email address.')",
    ])
  }, 60_000)
})
