import { type IncomingMessage, STATUS_CODES } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'
import type { Duplex } from 'node:stream'
import type { PubSubLimits } from './pubsubLimits.js'
import { createKeyedBuckets } from './tokenBuckets.js'

/**
 * The key an address's quotas count under, from the TCP peer (never a header), as the cloud's relay
 * counts: IPv4-mapped IPv6 as the IPv4 address, IPv6 per /64 (one host is usually given a whole /64).
 */
function clientAddress(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (!isIPv6(remoteAddress)) return remoteAddress
  const [head = '', tail] = (remoteAddress.split('%')[0] as string).split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0')
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4)
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`
}

/** A handshake refused with a plain HTTP error in the `{ message }` JSON shape, as the relay answers. */
function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}

/**
 * Who may open a PubSub socket, counted per client address as the relay counts (the TCP peer, IPv6
 * per /64): a handshake rate, so a socket closed for flooding does not come back at once, and a cap
 * on open sockets. A refusal is an HTTP 429 before the upgrade, as the relay answers.
 */
export function createPubSubGate(
  limits: Pick<PubSubLimits, 'maxSocketsPerAddress' | 'handshakesPerSecond' | 'handshakeBurst'>,
) {
  const open = new Map<string, number>()
  const handshakes = createKeyedBuckets(limits.handshakesPerSecond, limits.handshakeBurst)
  const sweep = setInterval(() => handshakes.sweep(), 60_000)
  sweep.unref()
  return {
    /**
     * Whether the caller may open a socket; refused, it has been answered. An admitted one counts as
     * open until its TCP connection closes, however the upgrade or the WebSocket ends.
     */
    admit(request: IncomingMessage, socket: Duplex): boolean {
      const address = clientAddress(request.socket.remoteAddress)
      const refuse = (message: string) => {
        refuseUpgrade(socket, 429, message)
        return false
      }
      if (!handshakes.take(address)) return refuse('Too many handshakes from this address')
      const sockets = open.get(address) ?? 0
      if (sockets >= limits.maxSocketsPerAddress)
        return refuse(`Too many connections from this address: at most ${limits.maxSocketsPerAddress}`)
      open.set(address, sockets + 1)
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left > 0) open.set(address, left)
        else open.delete(address)
      })
      return true
    },
    close: () => clearInterval(sweep),
  }
}
