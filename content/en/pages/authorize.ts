import { agency } from '../agency'

/** /authorize: reached only by an agent's link, so search engines must not index it (and the sitemap leaves it out). */
export const authorizeMeta = {
  path: '/authorize',
  title: `Your Consent for an Agent to Help You | ${agency.name}`,
}
