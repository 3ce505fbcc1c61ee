/**
 * What a visitor typed, made inert for each place staff read it. A lead's text fields (names, referrer, campaign
 * fields, chat answers) are the visitor's words: they may be shown, never obeyed as markup, mentions, links,
 * headers or formulas.
 */

/**
 * Slack's mrkdwn reads `<...>` as a control sequence (`<!channel>`, `<https://x|label>`); its documented escaping
 * is &amp; &lt; &gt;, which turns every such sequence into plain text.
 */
export function slackEscaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

// Controls, line and paragraph separators: a new line in an email header starts another header; in a body or a
// chat message it would let a value pose as a line of the agency's own.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu

/** A visitor's value on one line: control characters and line breaks become a space. */
export function oneLine(value: unknown): string {
  return String(value).replace(LINE_BREAKING, ' ')
}

// A formula starts with = + - @ (or their full-width forms), possibly after spaces and invisible characters a
// spreadsheet skips; a cell starting with a tab or carriage return is treated the same (OWASP, 'CSV Injection').
const SKIPPED = '[\\s\\p{Cc}\\p{Cf}\\p{Z}]*'
const FORMULA_CHAR = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]'
const FORMULA_START = new RegExp(`^(?:[\\t\\r]|${SKIPPED}${FORMULA_CHAR})`, 'u')
// In a ;-separator locale a spreadsheet splits `Ana;=HYPERLINK(...)` into two cells, the second a formula.
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;,]${SKIPPED})(?=${FORMULA_CHAR})`, 'gu')

/** A value a spreadsheet would run as a formula gets a leading apostrophe, which shows it as text (OWASP). */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** formulaSafe for a CSV cell: also after a ; or , inside it, where ;-separator locales start a new cell. */
export function formulaSafeCell(text: string): string {
  return formulaSafe(text).replace(FORMULA_AFTER_SEPARATOR, "$1'")
}
