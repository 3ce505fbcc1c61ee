import type { Locator, Page } from '@playwright/test'
import * as english from '../../content/en/browser/chat'
import { chatLauncherCopy as englishLauncher } from '../../content/en/chatLauncher'
import * as spanish from '../../content/es/browser/chat'
import { chatLauncherCopy as spanishLauncher } from '../../content/es/chatLauncher'
import type { ChatOption } from '../../machines/chat.machine'
import { chatTimings } from '../../machines/chatScript'
import { chatIncomeBands } from '../../rules/chatOutcome'
import type { StateCode } from '../../rules/stateCodes'
import { coverageYearChoices } from '../../machines/estimatorFields'
import { isCoverageYear } from '../../rules/yearFacts'
import { localDay } from '../../rules/days'
import { distDir } from '../../server/distDir'
import { migratedDataDir } from '../db/support/pgliteDir'
import { SECRET } from '../server/support/deliverySuite'
import { startListening } from '../server/support/serverProcess'
import { eventually, startReceiver } from '../../scripts/support/webhookReceiver'
import { expect, openHydrated, test } from './support/fixtures'

/**
 * The chat's outcome, end to end in Chromium on the built site: three visitors the reviewers named answer the chat,
 * read their outcome in their language, ask for a callback, and the agency's webhook receives the lead with the staff
 * line the server computed from the stored answers (never from the browser). Desktop only: a desktop has no dialer,
 * so a call answer becomes a callback request, which is what reaches the webhook.
 */

type Visitor = {
  name: string
  language: 'en' | 'es'
  answers: ChatOption[]
  zipCode: string
  state: StateCode
  /** The words the outcome must have on screen, and must not. */
  says: RegExp
  never: RegExp
  /** What the webhook's staff line says. */
  staffLine: RegExp
}

// The coverage year the chat asks about: the one the estimator leads with today, as the browser decides it.
const { preferred } = coverageYearChoices(localDay(new Date()))
if (!isCoverageYear(preferred)) throw new Error(`rules/ has no ${preferred}: the chat asks no income then`)
const year = preferred

const visitors: Visitor[] = [
  {
    name: 'a 30-year-old on Medicaid in Ohio, under its line',
    language: 'en',
    answers: ['age26to35', 'medicaid', 'household1', 'toMedicaidLine'],
    zipCode: '43215',
    state: 'OH',
    says: /you likely qualify for Medicaid in Ohio[\s\S]*If your Medicaid is ending or has ended/,
    never: /Medicare/,
    staffLine: new RegExp(`^Likely Medicaid in Ohio \\(${year}, at or under 138%\\)`),
  },
  {
    name: 'a 67-year-old with no insurance',
    language: 'es',
    answers: ['age65plus', 'none'],
    zipCode: '33101',
    state: 'FL',
    says: /su cobertura es Medicare[\s\S]*1-800-MEDICARE[\s\S]*shiphelp\.org/,
    never: /Medicare Advantage|Parte D|Medigap/,
    staffLine: /^Medicare/,
  },
  {
    name: 'a Texan household of one under the poverty line',
    language: 'en',
    answers: ['age36to45', 'none', 'household1', 'belowPovertyLine'],
    zipCode: '75001',
    state: 'TX',
    says: /In Texas, which has not expanded Medicaid[\s\S]*coverage gap/,
    never: /Medicare|\$0\b/,
    staffLine: /^Coverage gap in Texas/,
  },
]

/** Lets the chat's typing pauses pass on the page's own clock. */
const replies = (page: Page) => page.clock.runFor(chatTimings.maxPauseMs * 2)

async function answer(page: Page, chat: Locator, visitor: Visitor, option: ChatOption) {
  const words = visitor.language === 'en' ? english : spanish
  const facts = { phone: '', name: '', incomeBands: chatIncomeBands(year, visitor.state, 1) }
  await chat
    .getByRole('group')
    .getByRole('button', { name: words.optionText(option, facts), exact: true })
    .click()
  await replies(page)
}

async function type(page: Page, chat: Locator, text: string) {
  const field = chat.getByRole('textbox')
  await field.fill(text)
  await field.press('Enter')
  await replies(page)
}

test('three visitors hear their own outcome, and each staff line reaches the agency', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop turns a call answer into a callback request')
  test.setTimeout(120_000)
  const receiver = await startReceiver()
  const server = await startListening({
    DIST_DIR: distDir(),
    RATE_LIMIT_MAX: '0',
    DATA_DIR: await migratedDataDir(),
    LEAD_WEBHOOK_URL: `${receiver.url}/hook`,
    LEAD_WEBHOOK_SECRET: SECRET,
  })
  try {
    for (const [index, visitor] of visitors.entries()) {
      const words = visitor.language === 'en' ? english : spanish
      const launcher = visitor.language === 'en' ? englishLauncher : spanishLauncher
      const phone = `(305) 555-${String((Date.now() + index * 7) % 10_000).padStart(4, '0')}`
      await openHydrated(page, `${server.url}${visitor.language === 'en' ? '/' : '/es/'}`)
      await page.clock.install({ time: Date.now() })
      await page.getByRole('button', { name: launcher.button }).click()
      const chat = page.getByRole('dialog', { name: launcher.title })
      await replies(page)
      const [age, coverage, ...rest] = visitor.answers
      await answer(page, chat, visitor, age)
      await answer(page, chat, visitor, coverage)
      await type(page, chat, visitor.zipCode)
      for (const option of rest) await answer(page, chat, visitor, option)
      await type(page, chat, 'Ana')
      const log = chat.getByRole('log')
      await expect(log).toContainText(visitor.says)
      expect(await log.innerText()).not.toMatch(visitor.never)

      await answer(page, chat, visitor, 'callMeNow')
      await type(page, chat, phone)
      await chat.getByRole('checkbox').first().check()
      await chat.getByRole('button', { name: words.chatPanelCopy.consentForm.submit }).click()
      await page.clock.runFor(1000)
      await eventually(
        () => receiver.at('/hook').some((request) => JSON.parse(request.body).data.phone === phone),
        15_000,
        () => server.output(),
      )
      const delivery = receiver.at('/hook').find((request) => JSON.parse(request.body).data.phone === phone)
      const { data, outcome } = JSON.parse(delivery?.body ?? '{}')
      expect(data).toMatchObject({ source: 'chat', language: visitor.language, zip_code: visitor.zipCode })
      expect(outcome.line, visitor.name).toMatch(visitor.staffLine)
    }
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await receiver.close()
  }
})
