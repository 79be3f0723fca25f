import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientOf, markClient } from './clientOf.js'

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage
const balancer = new Set(['10.0.0.2'])

describe('the client a request counts under', () => {
  it('is the TCP peer, whatever X-Forwarded-For says, when the peer is no trusted proxy', () => {
    expect(markClient(request('203.0.113.9', '198.51.100.1'), balancer)).toBe('203.0.113.9')
    expect(markClient(request('::ffff:203.0.113.9'), new Set())).toBe('203.0.113.9')
  })

  it('behind the balancer, is the address the balancer appended, not what the caller wrote before it', () => {
    expect(markClient(request('10.0.0.2', '203.0.113.9'), balancer)).toBe('203.0.113.9')
    // A caller writing its own header: the balancer appends the real peer after it.
    expect(markClient(request('10.0.0.2', '1.2.3.4, 203.0.113.9'), balancer)).toBe('203.0.113.9')
    // Two hops of our own balancers.
    expect(markClient(request('10.0.0.2', '203.0.113.9, 10.0.0.2'), balancer)).toBe('203.0.113.9')
  })

  it('falls back to the peer on a header that names no address, and is remembered for the request', () => {
    const garbage = request('10.0.0.2', 'not-an-ip')
    expect(markClient(garbage, balancer)).toBe('10.0.0.2')
    expect(clientOf(garbage)).toBe('10.0.0.2')
    const marked = request('10.0.0.2', '203.0.113.9')
    markClient(marked, balancer)
    expect(clientOf(marked)).toBe('203.0.113.9')
  })
})
