import { describe, expect, it } from 'vitest'
import { orderWallets } from './orderWallets.js'

const wallet = (id: string) => ({ id, name: id, type: 'ANNOUNCED' as const })

describe('orderWallets', () => {
  it('puts recent wallets first, most recent first, and keeps the rest in order', () => {
    const ordered = orderWallets(
      [wallet('a'), wallet('b'), wallet('c'), wallet('d')],
      [
        { id: 'c', name: 'c' },
        { id: 'b', name: 'b' },
      ],
    )
    expect(ordered.map((w) => w.id)).toEqual(['c', 'b', 'a', 'd'])
  })
})
