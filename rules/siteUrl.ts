/**
 * The site's address when VITE_SITE_URL is not set: where `npm start` serves it. The build (src/lib/readConfig.ts),
 * server/ (its own origin, and the opt-out page a consumer's emailed copy names) and `npm run authorize` (the links
 * it prints) all fall back to it.
 */
export const defaultSiteUrl = 'http://127.0.0.1:8080'
