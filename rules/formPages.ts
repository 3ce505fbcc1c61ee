/**
 * The pages a lead can be sent from, in the default language (each other language's under its prefix): those that
 * carry the contact form (the home page's, /sep's and the content pages' closing section), the home page's chat, and
 * the Tax Credit Estimator's callback, which appears once an estimate is shown. A lead's `page` must be one of them
 * (private.form_pages(), written by `npm run schema`), so a lead naming a page that shows no form is refused.
 * tests/e2e/prerendered.html.spec.ts holds the list to the built pages: a listed route's HTML has the contact form,
 * or is the estimator's; no other route's has one.
 */
export const contactFormPages = [
  '/',
  '/sep',
  '/aca-for-families',
  '/aca-for-seniors-under-65',
  '/compare-aca-plans',
  '/health-insurance-florida',
  '/insurance-for-self-employed',
  '/self-employed-coverage',
  '/zero-dollar-health-plans',
] as const

/** The estimator's page: its callback form appears after an estimate, so its prerendered HTML has none. */
export const estimatorPage = '/savings-calculator'

export const formPages: readonly string[] = [...contactFormPages, estimatorPage]

/**
 * A page's path as a lead stores it (the database's page format): a language's home without its closing slash
 * ('/es/' -> '/es'). Here rather than in rules/locales.ts, which every page downloads: only the submission reads it.
 */
export function leadPagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path
}
