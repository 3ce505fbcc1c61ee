import type { Testimonial } from '../en/testimonials'
import { premium, zipCode } from './browser/glossary'

/**
 * Client testimonials on the Spanish home page (content/en/testimonials.ts): real words from real clients who agreed in
 * writing to be quoted, word for word, in the language they said them (16 CFR 465 forbids invented ones, and a
 * translated quote is no longer the client's words). Kept apart from the English list so a Spanish page never shows
 * an English quote; with none here the section shows the agency's verifiable figures only.
 */
export const testimonials: readonly Testimonial[] = []

/** Shown under any testimonial: one client's result is not a promise. */
export const resultsMayVary = `Los resultados individuales varían. Su ${premium} depende de sus ingresos, su hogar, su ${zipCode} y los planes que se venden donde usted vive.`
