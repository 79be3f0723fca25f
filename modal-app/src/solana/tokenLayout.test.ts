import { describe, expect, it } from 'vitest'
import { mintData, tokenAccountData } from './solanaTestFixtures.js'
import { readMintDecimals, readTokenAccount } from './tokenLayout.js'

const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const owner = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'

describe('SPL Token layouts', () => {
  it("reads an initialized mint's decimals, nothing else", () => {
    expect(readMintDecimals(mintData(6))).toBe(6)
    const uninitialized = mintData(6)
    uninitialized[45] = 0
    expect(readMintDecimals(uninitialized)).toBeUndefined()
    expect(readMintDecimals(new Uint8Array(165))).toBeUndefined()
  })

  it("reads a token account's mint, owner, amount and whether it is frozen", () => {
    expect(readTokenAccount(tokenAccountData(mint, owner, 2n ** 64n - 1n))).toEqual({
      mint,
      owner,
      amount: 2n ** 64n - 1n,
      frozen: false,
    })
    expect(readTokenAccount(tokenAccountData(mint, owner, 5n, 2))?.frozen).toBe(true)
    expect(readTokenAccount(tokenAccountData(mint, owner, 5n, 0))).toBeUndefined()
    expect(readTokenAccount(mintData(6))).toBeUndefined()
  })
})
