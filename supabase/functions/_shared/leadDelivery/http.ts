import type { Outcome } from './types.ts'

/** How long one attempt may take before it counts as failed (the claim's lease is longer). */
export const ATTEMPT_TIMEOUT_MS = 10_000

/** Retry-After in seconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * One POST and what its answer means for the outbox: any 2xx is delivered; 410 Gone is a target that will never
 * take it (the Standard Webhooks convention for a disabled endpoint); anything else (a network error, a timeout,
 * 408, 429, 5xx, another 4xx) is retried, after Retry-After when the receiver sent one. The error kept is short
 * and never holds the body sent.
 */
export async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<Outcome> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : describe(error)
    return { kind: 'retry', error: `${host(url)}: ${reason}` }
  }
  const text = (await answerStart(response)).slice(0, 200).replace(/\s+/g, ' ').trim()
  if (response.ok) return { kind: 'delivered' }
  const error = `${host(url)} answered ${response.status}${text ? `: ${text}` : ''}`
  if (response.status === 410) return { kind: 'gone', error }
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'))
  return retryAfter === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterSeconds: retryAfter }
}

/** The most of a receiver's answer read: its start goes into the error; a long answer must not fill memory. */
const ANSWER_BYTES = 1024

/** The start of the answer's body, then the rest is dropped (and its connection closed) unread. */
async function answerStart(response: Response): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < ANSWER_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } catch {
    // An answer cut off (a timeout, a reset): what arrived is enough.
  } finally {
    reader.cancel().catch(() => undefined)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes.subarray(0, ANSWER_BYTES))
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
  return `${error.message}${cause}`
}

/** Only the host goes into errors and logs: a webhook URL's path often is its secret. */
export function host(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'the target'
  }
}
