import { describe, expect, test } from 'vitest'
import { buildCaipAddress } from './buildCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

describe('buildCaipAddress', () => {
  test('builds and round-trips', () => {
    const caipAddress = buildCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '0xabc' })
    expect(caipAddress).toBe('eip155:1:0xabc')
    expect(parseCaipAddress(caipAddress)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xabc',
    })
    expect(buildCaipAddress({ chainNamespace: 'solana', chainId: 'abc', address: 'xyz' })).toBe(
      'solana:abc:xyz',
    )
  })

  test.each([
    { chainNamespace: 'eip155', chainId: '', address: '0xabc' },
    { chainNamespace: 'eip155', chainId: 1, address: '' },
    { chainNamespace: 'eip155', chainId: '1:2', address: '0xabc' },
    { chainNamespace: 'eip155', chainId: 1, address: 'a:b' },
    { chainNamespace: 'cosmos', chainId: 1, address: 'a' },
  ] as const)('refuses %j', (parts) => {
    expect(() => buildCaipAddress(parts as Parameters<typeof buildCaipAddress>[0])).toThrow(
      'Invalid CAIP Address',
    )
  })
})
