import { describe, expect, it } from 'vitest'
import { pingBodyFor, rankUpstreams, rpcRanking, scoreUpstreams } from './rankUpstreams.js'

/**
 * Endpoints that answer after a set latency on a clock the test moves: `flush()` delivers the
 * pending answers in the order they would arrive, setting the clock to each one's arrival first.
 */
function endpoints(behaviour: Record<string, { latencyMs: number; up: boolean }>) {
  let clock = 0
  const pings: { url: string; body: string }[] = []
  const pending: { at: number; deliver: () => void }[] = []
  const fetcher = ((url: string, init: RequestInit) => {
    pings.push({ url, body: String(init.body) })
    const endpoint = behaviour[url]
    if (!endpoint?.up) return Promise.reject(new TypeError('fetch failed'))
    return new Promise<Response>((resolve) => {
      pending.push({
        at: clock + endpoint.latencyMs,
        deliver: () => resolve(new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: true }))),
      })
    })
  }) as unknown as typeof fetch
  async function flush() {
    while (pending.length > 0) {
      pending.sort((a, b) => a.at - b.at)
      const next = pending.shift() as (typeof pending)[number]
      clock = next.at
      next.deliver()
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  /** One ranking round, answered. */
  const round = async (ranking: { ping(): Promise<void> }) => {
    const done = ranking.ping()
    await flush()
    await done
  }
  return { fetcher, now: () => clock, pings, behaviour, round }
}

describe('rankUpstreams', () => {
  it('keeps the configured order until pings are in, then puts the fast and stable first', async () => {
    const net = endpoints({
      'http://slow': { latencyMs: 400, up: true },
      'http://dead': { latencyMs: 0, up: false },
      'http://fast': { latencyMs: 20, up: true },
    })
    const ranking = rankUpstreams(['http://slow', 'http://dead', 'http://fast'], 'eip155:1', {
      ...net,
      poll: false,
    })
    expect(ranking.order()).toEqual(['http://slow', 'http://dead', 'http://fast'])
    await net.round(ranking)
    expect(ranking.order()).toEqual(['http://fast', 'http://slow', 'http://dead'])
    expect(net.pings.map((p) => JSON.parse(p.body).method)).toEqual([
      'net_listening',
      'net_listening',
      'net_listening',
    ])
  })

  it('ranks on the last 10 samples: an endpoint that comes back climbs again', async () => {
    const net = endpoints({
      'http://a': { latencyMs: 10, up: true },
      'http://b': { latencyMs: 200, up: true },
    })
    const ranking = rankUpstreams(['http://a', 'http://b'], 'eip155:1', { ...net, poll: false })
    await net.round(ranking)
    expect(ranking.order()[0]).toBe('http://a')
    net.behaviour['http://a'] = { latencyMs: 0, up: false }
    for (let i = 0; i < 3; i++) await net.round(ranking)
    expect(ranking.order()[0]).toBe('http://b')
    net.behaviour['http://a'] = { latencyMs: 10, up: true }
    for (let i = 0; i < rpcRanking.samples; i++) await net.round(ranking)
    expect(ranking.order()[0]).toBe('http://a')
  })

  it('never pings a chain with one endpoint', async () => {
    const net = endpoints({ 'http://only': { latencyMs: 5, up: true } })
    const ranking = rankUpstreams(['http://only'], 'eip155:1', net)
    expect(ranking.order()).toEqual(['http://only'])
    ranking.stop()
    expect(net.pings).toEqual([])
  })

  it('pings while the chain is asked, and counts an error answer as not answered', async () => {
    const pinged: string[] = []
    const fetcher = (async (url: string) => {
      pinged.push(url)
      return url === 'http://erroring'
        ? new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no' } }))
        : new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'ok' }))
    }) as unknown as typeof fetch
    const ranking = rankUpstreams(['http://erroring', 'http://healthy'], 'solana:devnet', { fetcher })
    ranking.order()
    await expect.poll(() => ranking.order()).toEqual(['http://healthy', 'http://erroring'])
    ranking.stop()
    expect(pinged.length).toBeGreaterThanOrEqual(2)
  })
})

describe('scoreUpstreams', () => {
  it('weighs stability 0.7 and latency 0.3', () => {
    const scores = scoreUpstreams(
      new Map([
        ['a', [{ ok: true, latencyMs: 100 }]],
        [
          'b',
          [
            { ok: true, latencyMs: 50 },
            { ok: false, latencyMs: 1000 },
          ],
        ],
      ]),
    )
    // a: stable (0.7) and faster than b's mean of 525 ms: 0.3 * (1 - 100/525).
    expect(scores.get('a')).toBeCloseTo(0.7 + 0.3 * (1 - 100 / 525))
    // b: half its pings answered, the slowest.
    expect(scores.get('b')).toBeCloseTo(0.35)
  })

  it('pings Solana with getHealth, EVM with net_listening', () => {
    expect(JSON.parse(pingBodyFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).method).toBe('getHealth')
    expect(JSON.parse(pingBodyFor('eip155:8453')).method).toBe('net_listening')
  })
})
