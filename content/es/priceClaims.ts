import { zipCode } from './browser/glossary'

/** What a page may say about plan prices (content/en/priceClaims.ts): the shared figures, and what they depend on in Spanish. */
export { lowestPlanPrice, pageLowestShare } from '../../rules/priceFacts'

/** What a plan's price after credits depends on, in the words every claim uses: 'Según sus ingresos, su edad y su código postal...'. */
export const priceDependsOn = `sus ingresos, su edad y su ${zipCode}`
