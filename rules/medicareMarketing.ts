/**
 * Whether the agency markets Medicare plans, and what it represents: VITE_MEDICARE_MARKETING, checked at build time
 * (src/lib/readConfig.ts). Unset, the chat refers people of Medicare age to free, unbiased help and names no Medicare
 * plan. Set, the chat offers help with the Medicare plans the agency sells, and CMS's third-party marketing
 * disclaimer (42 CFR 422.2267(e)(41)), worded from these counts, comes before any benefit is named, in the chat and
 * on /aca-for-seniors-under-65. A module of its own, like the schedule, so it downloads with the code that reads it.
 */
export type MedicareMarketing = {
  /** How many Medicare organizations (insurers) the agency represents. */
  organizations: number
  /** How many Medicare products those organizations offer where the agency sells. */
  products: number
}

declare const __MEDICARE_MARKETING__: MedicareMarketing | null
export const medicareMarketing: MedicareMarketing | null = __MEDICARE_MARKETING__
