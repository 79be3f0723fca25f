import { expect, test } from 'vitest'
import { addChainErrorCodes, rpcTransport } from './rpcTransport.js'

test('transport numbers are the spec values', () => {
  expect(rpcTransport.requestTimeout).toBe(10_000)
  expect(rpcTransport.batch).toEqual({ size: 1000, wait: 0 })
  expect(rpcTransport.fallbackPollingInterval).toBe(4000)
  expect(rpcTransport.ranking).toEqual({
    sampleCount: 10,
    pingTimeout: 1000,
    weights: { stability: 0.7, latency: 0.3 },
  })
  expect(rpcTransport.ranking.weights.stability + rpcTransport.ranking.weights.latency).toBe(1)
  expect(rpcTransport.dedupeCacheSize).toBe(8192)
})

test('retry policy', () => {
  expect(rpcTransport.retry).toEqual({
    count: 3,
    baseDelay: 150,
    backoff: 'exponential',
    honourRetryAfter: true,
    httpStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
    rpcCodes: [-1, -32005, -32603],
  })
})

test('chain-switch errors that trigger add-chain', () => {
  expect(addChainErrorCodes).toEqual([4902, 5000, 32603])
})
