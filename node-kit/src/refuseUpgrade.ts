import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answers a WebSocket handshake with a plain HTTP error (what the hosted WalletConnect relay does:
 * 401 unknown project or bad auth, 403 not allowed, 429 too many), in the `{ message }` JSON shape
 * of the cloud's HTTP routes, and closes the connection.
 */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}
