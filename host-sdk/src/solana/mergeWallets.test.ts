import type { HostWallet } from '@airlock/shared-protocol/host'
import { describe, expect, it } from 'vitest'
import { mergeWallets } from './mergeWallets.js'

const evm = (id: string, name: string, icon?: string): HostWallet => ({
  id,
  name,
  type: 'ANNOUNCED',
  ...(icon ? { icon } : {}),
})
const sol = (name: string, icon?: string): HostWallet => ({
  id: `ws:${name.toLowerCase()}`,
  name,
  type: 'ANNOUNCED',
  namespaces: ['solana'],
  chains: ['solana:localnet'],
  ...(icon ? { icon } : {}),
})

describe('mergeWallets', () => {
  it('merges a Solana wallet into the EIP-6963 one of the same name, and appends the others', () => {
    const { list, ids } = mergeWallets(
      [evm('app.phantom', 'Phantom', 'data:image/png;base64,AA'), evm('io.metamask', 'MetaMask')],
      [sol(' phantom '), sol('Solflare', 'data:image/svg+xml,<svg/>')],
    )
    expect(list).toEqual([
      {
        id: 'app.phantom',
        name: 'Phantom',
        type: 'ANNOUNCED',
        icon: 'data:image/png;base64,AA',
        namespaces: ['eip155', 'solana'],
        chains: ['solana:localnet'],
      },
      evm('io.metamask', 'MetaMask'),
      sol('Solflare', 'data:image/svg+xml,<svg/>'),
    ])
    expect([...ids]).toEqual([
      ['app.phantom', 'ws: phantom '],
      ['ws:solflare', 'ws:solflare'],
    ])
  })

  it("gives a merged wallet the Solana side's icon when the EIP-6963 one has none", () => {
    const { list } = mergeWallets(
      [evm('x.backpack', 'Backpack')],
      [sol('Backpack', 'data:image/png;base64,BB')],
    )
    expect(list[0]?.icon).toBe('data:image/png;base64,BB')
  })

  it('merges one Solana wallet per EIP-6963 entry and leaves the EVM list alone', () => {
    const input = [evm('a', 'Twin')]
    const { list } = mergeWallets(input, [sol('Twin'), { ...sol('Twin'), id: 'ws:twin-2' }])
    expect(list.map((w) => [w.id, w.namespaces])).toEqual([
      ['a', ['eip155', 'solana']],
      ['ws:twin-2', ['solana']],
    ])
    expect(input).toEqual([evm('a', 'Twin')])
  })
})
