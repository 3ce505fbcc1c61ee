import { mark } from '../fillSlots'

/**
 * Marks where a text of content/ takes a value known only where it is shown: a state landing page is worded once for
 * every state, and the pages that name who collected the reviews (VITE_REVIEWS_SOURCE, the site's settings, which
 * content/ does not read) name it through this mark. The words are then constants the build writes out
 * (scripts/build/staticContent.ts), and the page fills the marks in with `fillSlots` (content/fillSlots.ts).
 */
export const slots = {
  state: mark('state'),
  reviewsSource: mark('reviewsSource'),
  /** A landing page's answer to "lost Medicaid?" and its income line for lower deductibles: they depend on the state's Medicaid. */
  lostMedicaidAnswer: mark('lostMedicaidAnswer'),
  costSharingIncome: mark('costSharingIncome'),
} as const

/**
 * The mark of who collected the reviews, on its own: the rating link in every page's frame and the home page's numbers
 * fill in this one mark without downloading `fillSlots`.
 */
export const reviewsSourceSlot = slots.reviewsSource

export type SlotValues = Partial<Record<keyof typeof slots, string>>
