import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzRoutes } from '../testing/fuzzRoutes.js'
import { type FuzzTarget, startFuzzTarget } from '../testing/fuzzTarget.js'

let target: FuzzTarget
beforeAll(async () => {
  target = await startFuzzTarget()
}, 60_000)
afterAll(() => target?.stop())

describe('route fuzzing', () => {
  it('answers thousands of hostile requests without a single 5xx, and changes no chain state', async () => {
    const chain = createPublicClient({ transport: http(target.anvil.url) })
    const account = ANVIL_ACCOUNTS[0] as `0x${string}`
    const before = await chain.getBalance({ address: account })
    const block = await chain.getBlockNumber()
    const result = await fuzzRoutes(target.cloud.url, { count: 2500, seed: 11 })
    expect(result.sent).toBe(2500)
    expect(result.serverErrors).toEqual([])
    // Every family of answer was reached: the fuzz is not just bouncing off one check.
    for (const status of [200, 204, 400, 401, 403, 404, 405])
      expect(result.byStatus[status], String(status)).toBeGreaterThan(0)
    expect(await chain.getBalance({ address: account })).toBe(before)
    // Not one transaction: the swap routes build them, they never send them.
    expect(await chain.getBlockNumber()).toBe(block)
    const health = await fetch(`${target.cloud.url}/health`)
    expect(health.status).toBe(200)
  }, 120_000)
})
