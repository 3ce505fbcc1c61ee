import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as englishCms from '../../content/en/browser/authorization'
import * as englishChat from '../../content/en/browser/chatConsent'
import * as englishBoxes from '../../content/en/browser/consent'
import * as spanishCms from '../../content/es/browser/authorization'
import * as spanishChat from '../../content/es/browser/chatConsent'
import * as spanishBoxes from '../../content/es/browser/consent'

const readme = readFileSync(resolve(process.cwd(), 'README.md'), 'utf8')

/** The README's 'What counsel approves' names every wording in force, so a new version cannot ship unlisted. */
describe.each([
  ['en', englishBoxes, englishChat, englishCms],
  ['es', spanishBoxes, spanishChat, spanishCms],
] as const)('the README lists for counsel the %s wordings in force', (_, boxes, chat, cms) => {
  it.each([
    ['the call box', boxes.currentConsent],
    ['the informational text box', boxes.informationalSmsConsent],
    ['the marketing text box', boxes.marketingSmsConsent],
    ["the chat's callback box", chat.chatConsent],
    ['the CMS consent', cms.currentAuthorization],
    ['the review of the application', cms.currentReview],
  ])('%s', (_, wording) => {
    expect(readme).toContain(`\`${wording.version}\``)
  })
})
