import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError } from '../errors/chain.js'
import { parseCaipAddress } from './parseCaipAddress.js'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('parseCaipAddress', () => {
  test('parses each known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: evm,
    })
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
      ),
    ).toMatchObject({ chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(parseCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qxyz').chainNamespace).toBe('bip122')
    expect(parseCaipAddress('polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw').chainNamespace).toBe('polkadot')
  })

  test.each([
    '',
    'eip155',
    'eip155:1',
    `eip155:1:${evm}:extra`,
    `:1:${evm}`,
    `eip155::${evm}`,
    'eip155:1:',
    `cosmos:1:${evm}`,
    `EIP155:1:${evm}`,
    `__proto__:1:${evm}`,
    ':::',
  ])('refuses %j with the exact message', (input) => {
    expect(() => parseCaipAddress(input)).toThrowError(new InvalidCaipAddressError({ caipAddress: input }))
    try {
      parseCaipAddress(input)
    } catch (error) {
      expect((error as Error).message).toBe('Invalid CAIP Address')
      expect((error as InvalidCaipAddressError).caipAddress).toBe(input)
    }
  })

  test('refuses a non-string at run time', () => {
    expect(() => parseCaipAddress(undefined as unknown as string)).toThrow('Invalid CAIP Address')
    expect(() => parseCaipAddress(1 as unknown as string)).toThrow('Invalid CAIP Address')
  })
})
