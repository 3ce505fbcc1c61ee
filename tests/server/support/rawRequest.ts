import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * One request with exactly the headers given, and the body exactly as it came (fetch adds its own
 * accept-encoding and decompresses). https URLs accept the tests' self-signed certificate.
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const collect = (res: IncomingMessage) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    }
    const req =
      target.protocol === 'https:'
        ? httpsRequest(target, { method, headers, rejectUnauthorized: false }, collect)
        : httpRequest(target, { method, headers }, collect)
    req.on('error', reject)
    req.end()
  })
}
