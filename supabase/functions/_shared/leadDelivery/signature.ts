/**
 * Standard Webhooks signatures (standardwebhooks.com): the secret is `whsec_` and base64 key bytes; the signature
 * is base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)), sent as `webhook-signature: v1,<signature>` with
 * `webhook-id` and `webhook-timestamp` (seconds). Zapier, Make, n8n and the CRMs' webhook steps verify it with the
 * same secret; so do the tests.
 */

const encoder = new TextEncoder()

export function isWebhookSecret(secret: string): boolean {
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)) return false
  try {
    return atob(secret.slice('whsec_'.length)).length >= 16
  } catch {
    return false
  }
}

async function key(secret: string): Promise<CryptoKey> {
  const bytes = Uint8Array.from(atob(secret.slice('whsec_'.length)), (char) => char.charCodeAt(0))
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

function base64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
}

/** The three headers of a signed delivery. */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<Record<string, string>> {
  const signature = await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(`${id}.${timestamp}.${body}`))
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${base64(signature)}` }
}

/**
 * Whether a delivery's headers sign its body with this secret, within `toleranceSeconds` of `nowSeconds` (the
 * receiver's check, as the Standard Webhooks libraries make it: any of the space-separated v1 signatures).
 */
export async function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): Promise<boolean> {
  const timestamp = Number(headers.timestamp)
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false
  const signed = encoder.encode(`${headers.id}.${timestamp}.${body}`)
  const hmac = await key(secret)
  for (const part of headers.signature.split(' ')) {
    const [version, value] = part.split(',', 2)
    if (version !== 'v1' || !value) continue
    let bytes: Uint8Array<ArrayBuffer>
    try {
      bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
    } catch {
      continue
    }
    if (await crypto.subtle.verify('HMAC', hmac, bytes, signed)) return true
  }
  return false
}
