import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { clientAddress, createKeyedBuckets, refuseUpgrade } from '@airlock/node-kit'
import type { PubSubLimits } from './pubsubLimits.js'

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
