import { createServer } from 'node:http'
import { freePort } from '@airlock/node-kit'
import { afterAll, describe, expect, it } from 'vitest'
import { RPC_TRANSPORT, rpcTransport } from './rpcTransport.js'

/** A provider stand-in answering every JSON-RPC call with block 0x10, counting the calls by method. */
const calls: string[] = []
const provider = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const { id, method } = JSON.parse(body) as { id: number; method: string }
    calls.push(method)
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'net_listening' ? true : '0x10' }))
  })
})
const providerUrl = new Promise<string>((resolve) =>
  provider.listen(0, '127.0.0.1', () =>
    resolve(`http://127.0.0.1:${(provider.address() as { port: number }).port}`),
  ),
)
afterAll(() => provider.close())

describe('the RPC transport of a chain', () => {
  it("holds the spec's numbers (section 9, RPC transport)", () => {
    expect(RPC_TRANSPORT).toEqual({
      requestTimeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      batch: { batchSize: 1000, wait: 0 },
      rank: { interval: 4000, sampleCount: 10, timeout: 1000, weights: { stability: 0.7, latency: 0.3 } },
    })
  })

  it('is plain HTTP for one endpoint, with the request timeout and retries', () => {
    const { transport } = rpcTransport('http://127.0.0.1:9')
    expect(transport({}).config).toMatchObject({
      type: 'http',
      retryCount: 3,
      retryDelay: 150,
      timeout: 10_000,
    })
  })

  it('falls back past a dead endpoint and ranks the endpoints by pinging them', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`
    const rpc = rpcTransport([dead, await providerUrl])
    try {
      const transport = rpc.transport({})
      expect(transport.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
      expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0x10')
      await expect.poll(() => calls.includes('net_listening')).toBe(true)
    } finally {
      rpc.close()
    }
  })

  it("follows a shared ranking's order, and pings nothing itself", async () => {
    const dead = `http://127.0.0.1:${await freePort()}`
    const good = await providerUrl
    const asked: number[] = []
    const ranking = {
      upstreams: [dead, good],
      order: () => {
        asked.push(1)
        return [good, dead]
      },
      ping: async () => undefined,
      stop: () => undefined,
    }
    const before = calls.filter((c) => c === 'net_listening').length
    const rpc = rpcTransport([dead, good], { ranking })
    expect(await rpc.transport({}).request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(asked.length).toBe(1)
    expect(calls.filter((c) => c === 'net_listening').length).toBe(before)
    rpc.close()
  })

  it('does not try a call the chain refused on the next endpoint', async () => {
    const refusing = createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({ jsonrpc: '2.0', id: 0, error: { code: 3, message: 'execution reverted' } }),
        )
      })
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const refusingUrl = `http://127.0.0.1:${(refusing.address() as { port: number }).port}`
    const before = calls.filter((c) => c === 'eth_call').length
    const ranking = {
      upstreams: [refusingUrl, await providerUrl],
      order: () => ranking.upstreams,
      ping: async () => undefined,
      stop: () => undefined,
    }
    const rpc = rpcTransport(ranking.upstreams, { ranking })
    await expect(
      rpc.transport({}).request({ method: 'eth_call', params: [{ to: '0x' }, 'latest'] }),
    ).rejects.toThrow(/execution reverted/)
    expect(calls.filter((c) => c === 'eth_call').length).toBe(before)
    refusing.close()
  })

  it('refuses a chain without endpoints', () => {
    expect(() => rpcTransport([])).toThrow('A chain needs at least one RPC endpoint')
  })
})
