import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzWalletRoutes } from '../testing/fuzzWalletRoutes.js'
import { startWalletFuzzTarget, type WalletFuzzTarget } from '../testing/walletFuzzTarget.js'

let target: WalletFuzzTarget
beforeAll(async () => {
  target = await startWalletFuzzTarget()
}, 60_000)
afterAll(() => target?.stop())

describe('wallet service route fuzzing', () => {
  it('answers thousands of hostile requests without a 5xx, and signs or sends nothing', async () => {
    const chain = createPublicClient({ transport: http(target.anvil.url) })
    const account = ANVIL_ACCOUNTS[0] as `0x${string}`
    const before = await chain.getBalance({ address: account })
    const block = await chain.getBlockNumber()
    const result = await fuzzWalletRoutes(target.kit.server.url, { count: 2500, seed: 5 })
    expect(result.sent).toBe(2500)
    expect(result.serverErrors).toEqual([])
    // Past the Origin check and into the handlers, not just bouncing off one refusal.
    for (const status of [200, 204, 400, 401, 403, 404, 413, 415])
      expect(result.byStatus[status], String(status)).toBeGreaterThan(0)
    expect(await chain.getBalance({ address: account })).toBe(before)
    expect(await chain.getBlockNumber()).toBe(block)
    // No stranger's request signed anyone in: a fresh browser has no session.
    const connected = await target.kit.browser().get('/api/is-connected')
    expect(await connected.json()).toEqual({ isConnected: false })
  }, 180_000)
})
