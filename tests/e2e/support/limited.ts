/**
 * The second server Playwright starts (playwright.config.ts): the same site and backend with a per-client limit
 * of LIMITED_SUBMISSIONS an hour, on the port after E2E_PORT, so a test can meet the rate limit as a visitor.
 */
export const LIMITED_SUBMISSIONS = 2

export function limitedOrigin(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
}
