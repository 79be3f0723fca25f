import { describe, expect, test } from 'vitest'
import type { ChainNamespace } from '../networks/chainNamespaces.js'
import { buildCaipNetworkId } from './buildCaipNetworkId.js'

describe('buildCaipNetworkId', () => {
  test('builds', () => {
    expect(buildCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(buildCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  test.each([
    ['eip155', ''],
    ['eip155', '1:2'],
    ['cosmos', 'cosmoshub-4'],
  ])('refuses %j %j', (namespace, chainId) => {
    expect(() => buildCaipNetworkId(namespace as ChainNamespace, chainId)).toThrow('Invalid CAIP network id')
  })
})
