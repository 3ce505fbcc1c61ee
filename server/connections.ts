import type { Server as HttpServer } from 'node:http'
import type { Server, Socket } from 'node:net'
import { clientKey, ipv6Network56 } from './clientKey'

/** A stalled request (headers or body) is answered 408 and closed after this long (plus at most one check interval). */
export const REQUEST_TIMEOUT_MS = 14_000
/** How often Node looks for stalled requests (its default is every 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 500
/** The headers of a request must arrive within this (Node wants it no longer than the request timeout). */
export const HEADERS_TIMEOUT_MS = 10_000
/**
 * Open connections the whole server holds at once. Far above what real visitors need (6 per browser), well below the
 * process's file descriptors. Reaching it never locks visitors out: connections are shed so the new one is served
 * (limitConnections).
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
 * How many clients' connections an IPv6 /56 and a /48 may hold together, as the rate limit counts a /56: a home is
 * given a /56 (256 /64s) and a site a /48, and 256 /64s of one /56 could hold 8,192 connections when only /64s counted.
 */
export const NETWORK_SHARES = { 56: 4, 48: 16 } as const
/** From this share of the ceiling on, a request's headers must arrive sooner: a slow sender holds a socket less long. */
export const CROWDED_SHARE = 0.8
/** The headers timeout while crowded. */
export const CROWDED_HEADERS_TIMEOUT_MS = 2_000

/** The /48 of a /56 key ('2001:db8:0:100::/56' -> '2001:db8:0::/48'). */
function network48(network56: string): string {
  const groups = network56.slice(0, -'::/56'.length).split(':')
  return `${groups.slice(0, 3).join(':')}::/48`
}

/** The keys one socket counts under, with each one's cap: its client, and for IPv6 its /56 and its /48. */
function keysOf(address: string, perClient: number): Array<[string, number]> {
  const client: [string, number] = [clientKey(address), perClient]
  const network56 = ipv6Network56(address)
  if (network56 === undefined) return [client]
  return [client, [network56, perClient * NETWORK_SHARES[56]], [network48(network56), perClient * NETWORK_SHARES[48]]]
}

type Tracked = { keys: string[]; busy: boolean }

/**
 * What the server holds, and whom to close. `admit` answers, for a new socket, the sockets to close: the new one
 * itself when its client, /56 or /48 is at its cap; otherwise, past the ceiling, an idle socket (connected, no
 * request in progress) of the client holding the most, else the newest socket of that client. Pure over the
 * sockets it is given (their `remoteAddress` only), so tests drive it with any addresses.
 */
export function connectionTable({ perClient, ceiling }: { perClient: number | null; ceiling: number }) {
  const open = new Map<Socket, Tracked>()
  const counts = new Map<string, number>()
  const count = (key: string) => counts.get(key) ?? 0

  function forget(socket: Socket) {
    const tracked = open.get(socket)
    if (!tracked) return
    open.delete(socket)
    for (const key of tracked.keys) {
      const left = count(key) - 1
      if (left > 0) counts.set(key, left)
      else counts.delete(key)
    }
  }

  /** The socket to shed past the ceiling: the client holding the most gives up an idle socket, else its newest. */
  function toShed(newcomer: Socket): Socket {
    let heaviest: string | null = null
    for (const [socket, tracked] of open)
      if (socket !== newcomer && (heaviest === null || count(tracked.keys[0]) > count(heaviest)))
        heaviest = tracked.keys[0]
    let idle: Socket | null = null
    let newest: Socket | null = null
    for (const [socket, tracked] of open) {
      if (socket === newcomer || tracked.keys[0] !== heaviest) continue
      newest = socket
      if (!tracked.busy && idle === null) idle = socket
    }
    return idle ?? newest ?? newcomer
  }

  function admit(socket: Socket): Socket[] {
    const address = socket.remoteAddress ?? ''
    const keys: Array<[string, number]> =
      perClient === null ? [[clientKey(address), Number.POSITIVE_INFINITY]] : keysOf(address, perClient)
    if (keys.some(([key, cap]) => count(key) >= cap)) return [socket]
    open.set(socket, { keys: keys.map(([key]) => key), busy: false })
    for (const [key] of keys) counts.set(key, count(key) + 1)
    return open.size > ceiling ? [toShed(socket)] : []
  }

  return {
    admit,
    forget,
    /** A request is in progress on the socket (true) or its answer is done (false). */
    busy(socket: Socket, busy: boolean) {
      const tracked = open.get(socket)
      if (tracked) tracked.busy = busy
    },
    size: () => open.size,
    /** How many connections a key (a client, a /56, a /48) holds. */
    held: count,
  }
}

/**
 * Caps what one client holds (an IPv4 address, an IPv6 /64 with its /56 and /48 shares: connectionTable) and keeps
 * the server at `ceiling` by shedding, never by refusing a newcomer, so a visitor from a new address is answered
 * however many sockets others hold; near the ceiling the headers timeout tightens. Behind a trusted proxy every
 * connection comes from the proxy, so the per-client caps are the proxy's (the README says how): `perClient` null,
 * and only the ceiling's shedding applies.
 */
export function limitConnections(
  server: HttpServer,
  { perClient, ceiling }: { perClient: number | null; ceiling: number },
): void {
  const table = connectionTable({ perClient, ceiling })
  const relaxed = server.headersTimeout
  const tighten = () => {
    server.headersTimeout =
      table.size() >= ceiling * CROWDED_SHARE ? Math.min(relaxed, CROWDED_HEADERS_TIMEOUT_MS) : relaxed
  }
  server.on('connection', (socket: Socket) => {
    for (const shed of table.admit(socket)) {
      table.forget(shed)
      shed.destroy()
    }
    if (socket.destroyed) return
    socket.once('close', () => {
      table.forget(socket)
      tighten()
    })
    tighten()
  })
  server.on('request', (req, res) => {
    table.busy(req.socket, true)
    res.once('close', () => table.busy(req.socket, false))
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
