/**
 * A submission with no answer after this long is given up: the visitor sees the failure toast with what they
 * typed still there, and a retry reuses the id, so a request that got through late is not stored twice.
 */
export const SUBMIT_TIMEOUT_MS = 20_000
