import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/chain.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  test('parses', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  test.each(['', 'eip155', 'eip155:', ':1', 'eip155:1:0xabc', 'cosmos:cosmoshub-4', 'toString:1'])(
    'refuses %j with the exact message',
    (input) => {
      expect(() => parseCaipNetworkId(input)).toThrowError(InvalidCaipNetworkIdError)
      expect(() => parseCaipNetworkId(input)).toThrowError(/^Invalid CAIP network id$/)
    },
  )

  test('refuses a non-string at run time', () => {
    expect(() => parseCaipNetworkId(null as unknown as string)).toThrow('Invalid CAIP network id')
  })
})
