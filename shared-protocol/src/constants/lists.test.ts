import { expect, test } from 'vitest'
import {
  RECENT_WALLETS_LIMIT,
  SWAP_SLIPPAGE_TOLERANCE,
  supportedNamespaces,
  swapNetworkChainIds,
  walletListSizes,
} from './lists.js'

test('list sizes and swaps', () => {
  expect(walletListSizes).toEqual({ page: 40, featured: 4, recommended: 4, search: 100 })
  expect(RECENT_WALLETS_LIMIT).toBe(2)
  expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1)
  expect(swapNetworkChainIds).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
})

test('supported namespaces per feature', () => {
  expect(supportedNamespaces.names).toEqual(['eip155'])
  expect(supportedNamespaces.balance).toEqual(['eip155', 'solana'])
  expect(supportedNamespaces.onramp).toEqual(['eip155', 'solana'])
  expect(supportedNamespaces.activity).toEqual(['eip155', 'solana'])
})
