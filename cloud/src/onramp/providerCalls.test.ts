import { describe, expect, it, vi } from 'vitest'
import { cachedProviderStatus, createQuoteBudget, providerCallLimits } from './providerCalls.js'
import type { ProviderOrderStatus } from './providerCheckout.js'

const pending: ProviderOrderStatus = { status: 'pending' }

describe('cachedProviderStatus', () => {
  it('asks the provider once per checkout per 5 s, once for concurrent pollers', async () => {
    let clock = 0
    const read = vi.fn(async (_id: string) => pending)
    const status = cachedProviderStatus(read, () => clock)
    await Promise.all([status('a'), status('a'), status('a')])
    expect(read).toHaveBeenCalledTimes(1)
    clock += providerCallLimits.statusFreshMs - 1
    await status('a')
    await status('b')
    expect(read.mock.calls.map(([id]) => id)).toEqual(['a', 'b'])
    clock += 1
    await status('a')
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('keeps no failure: the next poll asks again', async () => {
    const read = vi
      .fn<(id: string) => Promise<ProviderOrderStatus>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(pending)
    const status = cachedProviderStatus(read, () => 0)
    await expect(status('a')).rejects.toThrow('503')
    await expect(status('a')).resolves.toEqual(pending)
    expect(read).toHaveBeenCalledTimes(2)
  })
})

describe('createQuoteBudget', () => {
  it('lets a project ask 30 quotes at once, then one a second, and says how long to wait', async () => {
    let clock = 0
    const budget = createQuoteBudget(() => clock)
    for (let i = 0; i < providerCallLimits.quoteBurst; i++) expect(await budget.spend('p')).toBeUndefined()
    expect(await budget.spend('p')).toBe(1)
    // Another project has its own.
    expect(await budget.spend('q')).toBeUndefined()
    clock += 1000
    expect(await budget.spend('p')).toBeUndefined()
    expect(await budget.spend('p')).toBe(1)
  })
})
