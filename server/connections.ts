import type { Server, Socket } from 'node:net'
import { clientKey } from './clientKey'

/** A stalled request (headers or body) is answered 408 and closed after this long (plus at most one check interval). */
export const REQUEST_TIMEOUT_MS = 14_000
/** How often Node looks for stalled requests (its default is every 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 500
/** The headers of a request must arrive within this (Node wants it no longer than the request timeout). */
export const HEADERS_TIMEOUT_MS = 10_000
/**
 * Open connections the whole server holds at once; past it a new one is closed at once. Far above what real
 * visitors need (6 per browser), well below the process's file descriptors: many addresses (a fraction of one IPv6
 * /48) could otherwise hold them all, 32 each.
 */
export const DEFAULT_MAX_CONNECTIONS = 2_000
/**
 * A socket on which nothing moved for this long is closed: a client that stops reading the answer (its buffers
 * full, pipelined requests waiting) held its socket forever. Slow but moving downloads are not affected.
 */
export const INACTIVITY_TIMEOUT_MS = 30_000
/** Open connections one client address may hold; a browser uses at most 6 per site. */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 32

/**
 * Caps the connections one client (an IPv4 address, an IPv6 /64: clientKey) holds open at once: past `max`, a
 * new one is closed at once, before any byte of it is read. Behind a trusted proxy every connection comes from
 * the proxy, so the proxy limits clients there (the README says how) and this cap is not applied.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress ?? '')
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}

/**
 * Closes a socket on which nothing moved for `ms` (within a tenth more): nothing read, no write finished, no new
 * write. Node's own socket timeout lets one more whole period pass while a write is pending, so a client that
 * stopped reading its answers was held about twice as long as the setting said.
 */
export function closeInactive(server: Server, ms: number): void {
  const step = Math.max(10, Math.floor(ms / 10))
  server.on('connection', (socket: Socket) => {
    let seen = progress(socket)
    let since = Date.now()
    const timer = setInterval(() => {
      const now = progress(socket)
      if (now !== seen) {
        seen = now
        since = Date.now()
      } else if (Date.now() - since >= ms) socket.destroy()
    }, step)
    timer.unref()
    socket.once('close', () => clearInterval(timer))
  })
}

/** What changes while a socket is in use: bytes read, bytes handed to it, and what of them is still waiting. */
function progress(socket: Socket): string {
  return `${socket.bytesRead} ${socket.bytesWritten} ${socket.writableLength}`
}
