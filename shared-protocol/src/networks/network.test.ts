import { describe, expect, test } from 'vitest'
import { chainNamespaces as fromChainNamespaces, isChainNamespace } from './chainNamespaces.js'
import { ChainNamespaceSchema, chainNamespaces, NetworkSchema } from './network.js'

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] }, chainDefault: { http: [] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  assets: { imageId: 'eth', imageUrl: 'https://x.test/eth.png' },
}

describe('chain namespaces', () => {
  test('the zod-free list is the one the schema uses', () => {
    expect(chainNamespaces).toBe(fromChainNamespaces)
    expect(chainNamespaces).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    expect(ChainNamespaceSchema.options).toEqual([...chainNamespaces])
  })

  test('isChainNamespace', () => {
    expect(isChainNamespace('solana')).toBe(true)
    expect(isChainNamespace('cosmos')).toBe(false)
    expect(isChainNamespace('toString')).toBe(false)
    expect(isChainNamespace(undefined)).toBe(false)
  })
})

describe('NetworkSchema', () => {
  test('accepts a full network and a Solana id', () => {
    expect(NetworkSchema.safeParse(network).success).toBe(true)
    expect(
      NetworkSchema.safeParse({
        ...network,
        id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
      }).success,
    ).toBe(true)
  })

  test.each([
    ['a bad CAIP id', { caipNetworkId: 'eip155' }],
    ['an unknown namespace', { chainNamespace: 'cosmos' }],
    ['a negative id', { id: -1 }],
    ['a javascript: rpc url', { rpcUrls: { default: { http: ['javascript:alert(1)'] } } }],
    ['no rpc url', { rpcUrls: { default: { http: [] } } }],
    ['too many decimals', { nativeCurrency: { name: 'E', symbol: 'E', decimals: 37 } }],
    ['a non-http explorer', { blockExplorers: { default: { name: 'x', url: 'ftp://x' } } }],
  ])('refuses %s', (_name, override) => {
    expect(NetworkSchema.safeParse({ ...network, ...override }).success).toBe(false)
  })

  test('reports the CAIP message', () => {
    const result = NetworkSchema.safeParse({ ...network, caipNetworkId: 'eip155:' })
    expect(result.error?.issues[0]?.message).toBe('Invalid CAIP network id')
  })
})
