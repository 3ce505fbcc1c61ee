import { createServer } from 'node:net'

/** A loopback TCP port nothing listens on right now, for a server a test starts (PostgreSQL, WebKitWebDriver). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
