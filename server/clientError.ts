import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { SECURITY_HEADERS } from './security'

/** The status Node itself would answer for what its parser (or its request timeout) refused. */
function statusOf(error: Error & { code?: string }): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/**
 * The answers Node writes before any handler runs (a malformed request: 400; headers over 16 KB: 431; a request
 * stalled past the request timeout: 408) carry the same security headers as every other response, as
 * docs/security.md promises: Node's own carry none. Like Node's, written only when nothing of a response went
 * out yet, with an empty body, and the connection closed.
 */
export function answerClientErrors(server: Server): void {
  server.on(
    'clientError',
    (error: Error & { code?: string }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null }) => {
      if (!socket.writable || socket._httpMessage?.headersSent || error.code === 'ECONNRESET') {
        socket.destroy()
        return
      }
      const status = statusOf(error)
      const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`)
      // Ended, not destroyed, so the answer is flushed first; a peer that never closes meets the inactivity timeout.
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}content-length: 0\r\nconnection: close\r\n\r\n`,
      )
    },
  )
}
