/**
 * Client testimonials shown on the home page, filled in by the agency with real words from real clients who agreed
 * in writing to be quoted (the FTC's rule on reviews and testimonials, 16 CFR 465, forbids invented ones). Keep the
 * consent on file. With none here the section shows the agency's verifiable figures only.
 *
 * Example entry: { quote: 'What the client said, word for word.', name: 'First name and initial', place: 'City, ST' }
 */
export type Testimonial = { quote: string; name: string; place: string }

export const testimonials: readonly Testimonial[] = []

/** Shown under any testimonial: one client's result is not a promise. */
export const resultsMayVary =
  'Individual results vary. Your premium depends on your income, household, ZIP code and the plans sold where you live.'
