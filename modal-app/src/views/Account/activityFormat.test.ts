import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../api/blockchain.js'
import {
  activityDescription,
  activityGroup,
  activityTime,
  activityTitle,
  groupActivity,
  transferSign,
} from './activityFormat.js'

const tx = (
  operationType: string,
  direction: 'in' | 'out',
  minedAt = '2026-11-23T10:00:00Z',
): Transaction => ({
  id: `${operationType}-${minedAt}`,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType,
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers: [
    {
      direction,
      quantity: { numeric: '1.23456' },
      fungible_info: { name: 'USD', symbol: 'USDC', icon: { url: null } },
    },
  ],
})

describe('activity formatting', () => {
  it('signs plus and minus operations by type, and the rest by direction', () => {
    const transfer = (direction: 'in' | 'out') => ({ direction, quantity: { numeric: '1' } })
    for (const type of ['receive', 'deposit', 'borrow', 'claim'])
      expect(transferSign(type, transfer('out'))).toBe('+')
    for (const type of ['withdraw', 'repay', 'burn']) expect(transferSign(type, transfer('in'))).toBe('-')
    expect(transferSign('send', transfer('out'))).toBe('-')
    expect(transferSign('mint', transfer('in'))).toBe('+')
    expect(activityDescription(tx('send', 'out'))).toBe('-1.234 USDC')
    expect(activityDescription(tx('receive', 'in'))).toBe('+1.234 USDC')
  })

  it("shows a swap's two sides, what left and what arrived", () => {
    const swap = tx('trade', 'out')
    swap.transfers.push({
      direction: 'in',
      quantity: { numeric: '312.5' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: null } },
    })
    expect(activityDescription(swap)).toBe('1.234 USDC → 312.5 ETH')
    // One side only (an odd history): shown as any single transfer.
    expect(activityDescription(tx('trade', 'out'))).toBe('-1.234 USDC')
  })

  it('titles failed transactions and groups by day, then by month', () => {
    expect(
      activityTitle({ ...tx('send', 'out'), metadata: { ...tx('send', 'out').metadata, status: 'failed' } }),
    ).toBe('Sent (failed)')
    const now = new Date(2026, 10, 23, 15)
    expect(activityGroup(new Date(2026, 10, 23, 1).toISOString(), now)).toBe('Today')
    expect(activityGroup(new Date(2026, 10, 22, 23).toISOString(), now)).toBe('Yesterday')
    expect(activityGroup(new Date(2026, 9, 2).toISOString(), now)).toBe('October 2026')
    const groups = groupActivity(
      [
        tx('send', 'out', new Date(2026, 10, 23, 9).toISOString()),
        tx('receive', 'in', new Date(2026, 10, 23, 8).toISOString()),
        tx('mint', 'in', new Date(2026, 9, 2).toISOString()),
      ],
      now,
    )
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Today', 2],
      ['October 2026', 1],
    ])
  })
})

describe('activityTime', () => {
  it('gives the hour under Today and Yesterday and the day under a month, never the heading again', () => {
    const at = new Date(2026, 10, 23, 15, 42).toISOString()
    expect(activityTime(at, 'Today')).toBe('3:42 PM')
    expect(activityTime(at, 'Yesterday')).toBe('3:42 PM')
    expect(activityTime(new Date(2026, 9, 2, 9).toISOString(), 'October 2026')).toBe('Oct 2')
    expect(activityTime('not a date', 'Today')).toBe('')
  })
})
