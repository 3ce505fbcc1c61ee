import { expect, inject, test } from 'vitest'
import { PAGE_WATCH_PATH } from './support/testServer'

test("the page watch is the test server's alone: server/ answers its path with 404 and names it in no page", async () => {
  const [watched, shipped] = await Promise.all(
    [inject('origin'), inject('siteOrigin')].map((origin) => fetch(`${origin}/`)),
  )
  expect(await watched.text()).toContain(`<script src="${PAGE_WATCH_PATH}"></script>`)
  expect(await shipped.text()).not.toContain(PAGE_WATCH_PATH)
  // The front changes the page, not its policy: the watch runs under the page's own script-src 'self'.
  expect(watched.headers.get('content-security-policy')).toBe(shipped.headers.get('content-security-policy'))
  expect((await fetch(`${inject('siteOrigin')}${PAGE_WATCH_PATH}`)).status).toBe(404)
})
