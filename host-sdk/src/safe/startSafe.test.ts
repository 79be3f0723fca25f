import { describe, expect, it, vi } from 'vitest'
import type { HostScriptHook } from '../scripts/hostScript.js'
import type { DiscoveredWallet } from '../wallets/types.js'
import { SAFE_WALLET_ID, startSafe } from './startSafe.js'
import { fakeSafeParent, type SafeHandler } from './testing/fakeSafeParent.js'

const SAFE = '0x3333333333333333333333333333333333333333'

function hook() {
  const added: DiscoveredWallet[] = []
  const connectWallet = vi.fn(async () => ({ chainNamespace: 'eip155', chainId: '31337', address: SAFE }))
  return {
    added,
    connectWallet,
    value: [
      (w: DiscoveredWallet) => void added.push(w),
      { connectWallet },
      { projectId: 'p', networks: [] },
    ] as HostScriptHook,
  }
}

describe('startSafe', () => {
  it('lists the Safe that answers getSafeInfo and connects it without a click', async () => {
    const parent = fakeSafeParent({
      getSafeInfo: () => ({ safeAddress: SAFE, chainId: 31337, threshold: 2, owners: [] }),
    })
    const h = hook()
    const info = await startSafe(h.value, parent.windows)
    expect(info?.safeAddress).toBe(SAFE)
    expect(h.added.map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: SAFE_WALLET_ID, name: 'Safe', type: 'EXTERNAL' },
    ])
    expect(h.added[0]?.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(await h.added[0]?.provider.request({ method: 'eth_accounts' })).toEqual([SAFE])
    expect(h.connectWallet).toHaveBeenCalledWith(SAFE_WALLET_ID, 'eip155')
  })

  it('lists nothing when the parent is no Safe: silent, or an answer that is no Safe', async () => {
    const parents: Record<string, SafeHandler>[] = [
      {},
      { getSafeInfo: () => ({ safeAddress: 'nope', chainId: 1 }) },
    ]
    for (const handlers of parents) {
      const h = hook()
      expect(await startSafe(h.value, { ...fakeSafeParent(handlers).windows, timeoutMs: 5 })).toBeUndefined()
      expect(h.added).toEqual([])
      expect(h.connectWallet).not.toHaveBeenCalled()
    }
  })
})
