/** Copy shared by the header, footer and call-to-action blocks on many pages. */
export const siteCopy = {
  headerTextBody: "Hi! I'd like to check if I qualify for a $0 or low-cost ACA health plan.",
  callStrip: ['2-minute call', '100% Free', 'No obligation'],
  footerDisclaimer:
    'We are a licensed insurance agency, not the federal Health Insurance Marketplace. Plan availability, premiums and subsidies depend on your income, household, ZIP code and the carriers in your area. Assistance is at no cost to you: insurers pay our agency.',
} as const
