import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'
import { MAX_RPC_BATCH } from './rpcAllowlist.js'

const HOST_PAGE = 'http://app.localhost:5173'
let anvil: RunningAnvil
let cloud: RunningCloud
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  cloud = await createCloudServer({ port: 0, rpcUpstreams: { 'eip155:31337': [anvil.url] } })
}, 30_000)
afterAll(async () => {
  await cloud?.close()
  await anvil?.stop()
})

/** The proxy as a dApp page on the project's allowlist calls it (viem's http transport, batching). */
async function rpc(body: unknown) {
  const response = await fetch(`${cloud.url}/v1/?chainId=eip155:31337&projectId=airlock-demo`, {
    method: 'POST',
    headers: { origin: HOST_PAGE, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  }
}
const batch = (size: number) =>
  Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] }))

describe('JSON-RPC batches through the EVM proxy (spec: batch size 1000)', () => {
  it("answers a fresh client's 1,000-call batch, then limits the next with a Retry-After", async () => {
    const full = await rpc(batch(MAX_RPC_BATCH))
    expect(full.status).toBe(200)
    expect(full.body).toEqual(
      batch(MAX_RPC_BATCH).map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x7a69' })),
    )
    // A batch costs its size: the budget is spent, and says for how long.
    const next = await rpc(batch(MAX_RPC_BATCH))
    expect(next).toMatchObject({ status: 429, body: { message: 'Too many requests' } })
    expect(Number(next.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(next.retryAfter)).toBeLessThanOrEqual(10)
    // The rest of the cloud is not the RPC budget: a client that spent it still gets its health.
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200)
  })

  it("refuses a batch over the spec's size with its JSON-RPC error, as before", async () => {
    expect(await rpc(batch(MAX_RPC_BATCH + 1))).toMatchObject({
      status: 413,
      body: { error: { code: -32005, message: 'Batch of 1001 calls is over the limit of 1000' } },
    })
  })
})
