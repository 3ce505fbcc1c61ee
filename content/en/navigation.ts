import { states } from './states'

/**
 * The site's top links, in the order SPEC.md section 2 lists them. `hiddenDetail` finishes, for screen readers and
 * search engines, a label that says nothing on its own ('More Info'); it is visually hidden, so the link looks as
 * SPEC words it.
 */
export const navLinks = [
  { to: '/sep', label: 'Special Enrollment' },
  { to: '/zero-dollar-health-plans', label: '$0 Plans' },
  { to: '/compare-aca-plans', label: 'Compare Plans' },
  { to: '/aca-for-families', label: 'Families' },
  { to: '/aca-for-seniors-under-65', label: 'Seniors Under 65' },
  { to: '/insurance-for-self-employed', label: 'Self-Employed' },
  { to: '/health-insurance-florida', label: 'Florida Plans' },
  { to: '/more-info', label: 'More Info', hiddenDetail: 'about ACA health insurance' },
  { to: '/about-us', label: 'About Us' },
] as const

/** Footer groups: guides, coverage topics and the legal pages. */
export const footerLinks = {
  guides: [
    { to: '/lower-costs', label: 'Lower Your Costs' },
    { to: '/essential-coverage', label: 'Essential Coverage' },
    { to: '/protected-coverage', label: 'Pre-Existing Conditions' },
    { to: '/enroll-now', label: 'Enroll Now' },
    { to: '/savings-calculator', label: 'Tax Credit Estimator' },
  ],
  legal: [
    { to: '/privacy-policy', label: 'Privacy Policy' },
    { to: '/terms-of-service', label: 'Terms of Service' },
    { to: '/opt-out', label: 'Stop Calls and Texts' },
    { to: '/accessibility', label: 'Accessibility' },
    { to: '/licenses', label: 'State Licenses' },
  ],
} as const

/**
 * The eleven states with a phone-only landing page, for the footer's 'States we serve' and the home page: without
 * these links only the sitemap knows the pages. Made from content/en/states.ts, in its order and with its names.
 */
export const stateLinks = states.map(({ slug, name }) => ({ to: `/obamacare-in-${slug}` as const, label: name }))
