import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { fuzzRoutes } from '../testing/fuzzRoutes.js'
import { type FuzzTarget, startFuzzTarget } from '../testing/fuzzTarget.js'
import { createSolanaRpcClient } from './solanaRpcClient.js'

let target: FuzzTarget
beforeAll(async () => {
  target = await startFuzzTarget()
}, 60_000)
afterAll(() => target?.stop())

describe('route fuzzing against the Solana routes and proxy', () => {
  it('answers without a 5xx, and no airdrop or transaction lands on the Solana chain', async () => {
    const rpc = createSolanaRpcClient(target.solana.url)
    const state = () =>
      Promise.all([
        rpc.call('getTransactionCount', [], z.number()),
        ...[target.solana.treasury, ...target.solana.devKeypairs].map(({ address }) =>
          rpc.call('getBalance', [address], z.object({ value: z.number() })).then((b) => b.value),
        ),
      ])
    const before = await state()
    // Another seed than the main fuzz's, so the two runs send different requests.
    const result = await fuzzRoutes(target.cloud.url, { count: 1500, seed: 17 })
    expect(result.serverErrors).toEqual([])
    for (const status of [200, 400, 401, 403])
      expect(result.byStatus[status], String(status)).toBeGreaterThan(0)
    expect(await state()).toEqual(before)
  }, 120_000)
})
