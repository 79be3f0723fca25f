import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { accountIndexFrom, DEV_KEYS } from './devAccounts.js'

describe('DEV_KEYS', () => {
  it("are anvil's default accounts, #0 first", () => {
    expect(DEV_KEYS).toHaveLength(10)
    expect(privateKeyToAccount(DEV_KEYS[0] as `0x${string}`).address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(privateKeyToAccount(DEV_KEYS[9] as `0x${string}`).address).toBe(
      '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    )
  })
})

describe('accountIndexFrom', () => {
  it('keeps a stored index in range, else falls back to account 0', () => {
    expect(accountIndexFrom('3')).toBe(3)
    expect(accountIndexFrom(null)).toBe(0)
    expect(accountIndexFrom('10')).toBe(0)
    expect(accountIndexFrom('-1')).toBe(0)
    expect(accountIndexFrom('1.5')).toBe(0)
    expect(accountIndexFrom('abc')).toBe(0)
  })
})
