import { expect, openHydrated, test, watchConsole } from './support/fixtures'
import { unknownPaths } from './support/site'

/** SPEC.md section 2: any other path shows '404' / 'Oops! Page not found' with a link to /, and logs the path. */
for (const path of unknownPaths) {
  test.describe(`unknown path ${path}`, () => {
    test('answers HTTP 404 with the not-found page', async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      expect(await response.text()).toContain('Oops! Page not found')
    })

    test("shows '404', 'Oops! Page not found' and a link back to /", async ({ page }) => {
      await openHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
      const home = page.getByRole('main').locator('a[href="/"]')
      await expect(home).toBeVisible()
      await home.click()
      await expect(page).toHaveURL((url) => url.pathname === '/')
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404')
    })

    test('logs the attempted path to the console', async ({ page }) => {
      const { messages } = watchConsole(page)
      await openHydrated(page, path)
      await expect.poll(() => messages.filter((message) => message.text.includes(path)).length).toBeGreaterThan(0)
    })
  })
}
