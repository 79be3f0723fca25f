import { describe, expect, it } from 'vitest'
import { MAX_RPC_BATCH } from './rpcAllowlist.js'
import { createRpcCallBudget } from './rpcCallBudget.js'

describe('RPC call budget', () => {
  it("lets a fresh client's batch of the spec's size through, then limits the next with a Retry-After", async () => {
    let clock = 0
    const budget = createRpcCallBudget({ rpcCallsPerSecond: 100, rpcCallBurst: MAX_RPC_BATCH }, () => clock)
    expect(await budget.spend('a', MAX_RPC_BATCH)).toBeUndefined()
    expect(await budget.spend('a', MAX_RPC_BATCH)).toBe(10)
    expect(await budget.spend('a', 1)).toBe(1)
    // Another address has its own budget.
    expect(await budget.spend('b', MAX_RPC_BATCH)).toBeUndefined()
    clock += 2_500
    expect(await budget.spend('a', 300)).toBe(1)
    expect(await budget.spend('a', 250)).toBeUndefined()
    expect(await budget.spend('a', MAX_RPC_BATCH)).toBe(10)
  })

  it("refuses a burst that could not hold the spec's batch", () => {
    expect(() => createRpcCallBudget({ rpcCallsPerSecond: 100, rpcCallBurst: 300 })).toThrow(RangeError)
  })
})
