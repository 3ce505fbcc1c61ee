import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Received = {
  path: string
  headers: IncomingHttpHeaders
  body: string
  at: number
  answeredAt?: number
  status?: number
}

/** What the receiver answers a request with: a status, headers, and optionally a wait first. */
export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number }

/**
 * A loopback HTTP receiver for webhook, chat and email-API deliveries: it records every request (answered or
 * not) and answers as `answer` says, 200 by default. Tests turn it 'down' (503), slow, or anything in between.
 */
export async function startReceiver(initial: (request: Received, index: number) => Answer = () => ({ status: 200 })) {
  const received: Received[] = []
  let answer = initial
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request: Received = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      received.push(request)
      const { status, headers = {}, delayMs = 0 } = answer(request, received.length - 1)
      setTimeout(() => {
        if (res.destroyed) return
        request.answeredAt = Date.now()
        request.status = status
        res.writeHead(status, headers).end(status < 300 ? 'ok' : 'not now')
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    /** Changes how later requests are answered. */
    answer: (next: (request: Received, index: number) => Answer) => {
      answer = next
    },
    /** Requests to one path (the webhook at /hook, the chat at /chat...). */
    at: (path: string) => received.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** Waits until `check` holds (polling), or fails with what `describe` says. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  ms = 15_000,
  describe = () => '',
): Promise<void> {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms ${describe()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
