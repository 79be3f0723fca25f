import { describe, expect, it } from 'vitest'
import { pagePaths } from './derivationPaths.js'

describe('pagePaths', () => {
  it('lists 5 paths a page in each scheme', () => {
    expect(pagePaths('ledgerLive', 0).map((entry) => entry.path)).toEqual([
      "m/44'/60'/0'/0/0",
      "m/44'/60'/1'/0/0",
      "m/44'/60'/2'/0/0",
      "m/44'/60'/3'/0/0",
      "m/44'/60'/4'/0/0",
    ])
    expect(pagePaths('legacy', 1)[0]).toEqual({ index: 5, path: "m/44'/60'/0'/5" })
    expect(pagePaths('bip44', 2)[4]).toEqual({ index: 14, path: "m/44'/60'/0'/0/14" })
  })

  it.each([-1, 1.5, Number.NaN, 2 ** 29])('refuses page %s', (page) => {
    expect(() => pagePaths('bip44', page)).toThrow(`Invalid account page: ${page}`)
  })

  it('refuses an unknown scheme', () => {
    expect(() => pagePaths('electrum' as never, 0)).toThrow('Unknown derivation path scheme: electrum')
  })
})
