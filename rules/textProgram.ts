/**
 * What the agency's text-message program sends, as it registered it with the carriers (10DLC): VITE_TEXT_PROGRAM,
 * checked at build time (src/lib/readConfig.ts).
 *
 * - `informational` (the default): texts about the visitor's request, appointment reminders and enrollment updates;
 *   a Customer Care (or Mixed, without marketing) campaign.
 * - `marketing`: those, and health insurance offers, including marketing texts sent with automated technology, which
 *   Florida's and Oklahoma's consent laws and the carriers' marketing use case require the box to say; a Marketing or
 *   Mixed campaign.
 *
 * The forms' optional text box shows the matching wording (content/<code>/browser/consent.ts), and so does the
 * terms' text-program section; docs/text-program.md has what to register. This build's program is
 * rules/buildTextProgram.ts, a module of its own (like rules/authorizePage.ts), read where the build defines it.
 */
export type TextProgram = 'informational' | 'marketing'

export function parseTextProgram(raw: string | undefined): TextProgram {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'informational') return 'informational'
  if (value === 'marketing') return 'marketing'
  throw new Error(`VITE_TEXT_PROGRAM must be informational (the default) or marketing, got "${value}"`)
}
