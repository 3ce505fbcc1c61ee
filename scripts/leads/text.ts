/** How `npm run leads` writes a value for the terminal and the CSV: printable, cut to a column, a local time. */
import type { Delivery } from './backend'

/**
 * What the database refuses (supabase/migrations/*_printable_text.sql and *_visible_text.sql): control characters
 * (C0, C1: a terminal runs escape sequences), line separators, the interlinear annotation controls, and every
 * character Unicode draws as nothing (Default_Ignorable_Code_Point: bidi controls, zero-width spaces, tag
 * characters, Hangul fillers, variation selectors...) or as a blank (the braille blank). Rows stored before those
 * rules can still hold them, so output replaces each with ?. A zero-width joiner or non-joiner is shown only
 * between two letters (or marks), where the scripts of some names need it; anywhere else it hides nothing less.
 */
const UNPRINTABLE =
  /[\p{Cc}\u2028\u2029\u2800\ufff9-\ufffb]|(?![\u200c\u200d])\p{Default_Ignorable_Code_Point}|(?<![\p{L}\p{M}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}])/gu

export function printable(value: string): string {
  return value.replace(UNPRINTABLE, '?')
}

export function cut(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value
}

export function localTime(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A cell of the table in a bidi isolate (FSI ... PDI): a right-to-left name is laid out inside its own cell and
 * cannot carry the phone or email columns after it into its direction (an Arabic last name used to reorder the
 * row). Only for the terminal: in the CSV the two characters would become part of the data.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** One target's delivery in words: 'webhook delivered 2026-11-25 09:14 (1 attempt)', 'chat DEAD after 12 attempts: ...'. */
export function deliveryText(delivery: Delivery): string {
  const error = delivery.last_error ? `: ${delivery.last_error}` : ''
  if (delivery.status === 'delivered')
    return `${delivery.target} delivered ${localTime(delivery.delivered_at ?? '')} (${plural(delivery.attempts, 'attempt')})`
  if (delivery.status === 'dead')
    return `${delivery.target} NOT DELIVERED after ${plural(delivery.attempts, 'attempt')}${error}`
  return `${delivery.target} pending (${plural(delivery.attempts, 'attempt')} so far)${error}`
}
