import type { MedicareMarketing } from '../../../rules/medicareMarketing'

/**
 * The words the agency must say before it names any Medicare plan benefit, when it markets Medicare plans
 * (VITE_MEDICARE_MARKETING, rules/medicareMarketing.ts): CMS's third-party marketing disclaimer, 42 CFR
 * 422.2267(e)(41), in its current wording (2024 final rule: 'products', and the SHIP), worded from the setting.
 * Counsel confirms it before the setting is turned on (README, Configuration).
 */
export function medicareDisclaimer({ organizations, products }: MedicareMarketing): string {
  return `We do not offer every plan available in your area. Currently we represent ${organizations} ${organizations === 1 ? 'organization' : 'organizations'} which offer ${products} ${products === 1 ? 'product' : 'products'} in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.`
}
