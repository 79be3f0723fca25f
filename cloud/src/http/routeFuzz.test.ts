import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { ANVIL_ACCOUNTS, deployDevnet } from '../chain/devnet.js'
import { freePort } from '../testing/freePort.js'
import { fuzzRoutes } from '../testing/fuzzRoutes.js'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

let anvil: RunningAnvil
let cloud: RunningCloud
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  cloud = await createCloudServer({
    port: 0,
    modalOrigins: ['http://modal.localhost:5174'],
    adminKey: 'fuzz-admin-key-0123456789',
    rpcUpstreams: { 'eip155:31337': [anvil.url] },
    chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet: await deployDevnet(anvil.url) } },
    // The fuzz is one client sending as fast as it can: the rate limit is tested elsewhere.
    limits: { requestsPerSecond: 1_000_000, burst: 1_000_000 },
  })
}, 60_000)
afterAll(async () => {
  await cloud?.close()
  await anvil?.stop()
})

describe('route fuzzing', () => {
  it('answers thousands of hostile requests without a single 5xx, and changes no chain state', async () => {
    const chain = createPublicClient({ transport: http(anvil.url) })
    const account = ANVIL_ACCOUNTS[0] as `0x${string}`
    const before = await chain.getBalance({ address: account })
    const result = await fuzzRoutes(cloud.url, { count: 2500, seed: 11 })
    expect(result.sent).toBe(2500)
    expect(result.serverErrors).toEqual([])
    // Every family of answer was reached: the fuzz is not just bouncing off one check.
    for (const status of [200, 204, 400, 401, 403, 404, 405])
      expect(result.byStatus[status], String(status)).toBeGreaterThan(0)
    expect(await chain.getBalance({ address: account })).toBe(before)
    const health = await fetch(`${cloud.url}/health`)
    expect(health.status).toBe(200)
  }, 120_000)
})
