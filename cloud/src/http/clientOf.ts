import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

const CLIENT = Symbol('airlock.client')
type Marked = IncomingMessage & { [CLIENT]?: string }

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * Decides once, as a request arrives, which address it comes from: the TCP peer, unless the peer is
 * one of `trustedProxies` (the operator's balancer, which appends the address it saw to
 * X-Forwarded-For). Then the rightmost address in that header not itself a trusted proxy: what a
 * caller writes there itself sits to the left and is never believed.
 */
export function markClient(request: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const peer = plain(request.socket.remoteAddress ?? 'unknown')
  let client = peer
  const forwarded = request.headers['x-forwarded-for']
  if (trustedProxies.has(peer) && typeof forwarded === 'string') {
    const hops = forwarded.split(',').map((hop) => plain(hop.trim()))
    while (hops.length > 0 && trustedProxies.has(hops.at(-1) as string)) hops.pop()
    const nearest = hops.at(-1)
    if (nearest && isIP(nearest)) client = nearest
  }
  ;(request as Marked)[CLIENT] = client
  return client
}

/** The address a request comes from (see `markClient`); the TCP peer for a request nobody marked. */
export const clientOf = (request: IncomingMessage): string =>
  (request as Marked)[CLIENT] ?? plain(request.socket.remoteAddress ?? 'unknown')
