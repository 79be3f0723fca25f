import { describe, expect, it } from 'vitest'
import { chainOfCoinType } from './coinType.js'
import { parseName } from './nameRule.js'

describe('parseName', () => {
  it('takes a name with or without the zone, in lower case', () => {
    expect(parseName('Alice')).toEqual({ label: 'alice', zone: 'airlock.id', full: 'alice.airlock.id' })
    expect(parseName('ALICE-2.airlock.id')?.full).toBe('alice-2.airlock.id')
    expect(parseName('carol.example.id', 'example.id')?.full).toBe('carol.example.id')
  })

  it('refuses names that break the rule: short, other characters, another zone', () => {
    for (const bad of [
      'bob',
      'bob.airlock.id',
      'al ice',
      'alice_1',
      'alice.reown.id',
      'ålice',
      '',
      'a'.repeat(64),
    ])
      expect(parseName(bad), bad).toBeUndefined()
  })

  it('refuses punycode and every other IDNA-reserved label (hyphens third and fourth)', () => {
    for (const bad of ['xn--80ak6aa92e', 'XN--80AK6AA92E.airlock.id', 'xn--pple-43d', 'ab--cd', '----'])
      expect(parseName(bad), bad).toBeUndefined()
    for (const good of ['a--b', 'abc--d', 'my-name-2']) expect(parseName(good)?.label, good).toBe(good)
  })
})

describe('chainOfCoinType (ENSIP-11)', () => {
  it('reads 60 as mainnet and 0x80000000 | chainId as any EVM chain', () => {
    expect(chainOfCoinType(60)).toEqual({ chainId: 1 })
    expect(chainOfCoinType(0x80000001)).toEqual({ chainId: 1 })
    expect(chainOfCoinType((0x80000000 | 31337) >>> 0)).toEqual({ chainId: 31337 })
    expect(chainOfCoinType(0x80000000 + 2147483647)).toEqual({ chainId: 2147483647 })
  })

  it("says 'Invalid chainId' for chain ids from 2147483648 (and 0), and refuses other coin types", () => {
    expect(chainOfCoinType(0x80000000 + 2147483648)).toEqual({ error: 'Invalid chainId' })
    expect(chainOfCoinType(0x80000000)).toEqual({ error: 'Invalid chainId' })
    expect(chainOfCoinType(0)).toEqual({ error: 'Unsupported coin_type' })
    expect(chainOfCoinType(501)).toEqual({ error: 'Unsupported coin_type' })
  })
})
