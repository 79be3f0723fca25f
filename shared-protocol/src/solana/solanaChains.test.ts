import { describe, expect, test } from 'vitest'
import { caipOfWalletStandardChain, solanaCaipNetworkIds, walletStandardChain } from './solanaChains.js'

describe('Solana chains', () => {
  test('each cluster maps both ways', () => {
    for (const [cluster, id] of Object.entries(solanaCaipNetworkIds)) {
      expect(walletStandardChain(id)).toBe(`solana:${cluster}`)
      expect(caipOfWalletStandardChain(`solana:${cluster}`)).toBe(id)
    }
  })

  test.each(['eip155:1', 'solana:unknown', 'solana:toString', 'solana:', 'mainnet'])(
    '%s is no cluster',
    (x) => {
      expect(walletStandardChain(x)).toBeUndefined()
      expect(caipOfWalletStandardChain(x)).toBeUndefined()
    },
  )
})
