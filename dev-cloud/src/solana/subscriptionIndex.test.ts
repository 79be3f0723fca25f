import { describe, expect, it } from 'vitest'
import { createSubscriptionIndex, type Subscribed } from './subscriptionIndex.js'

describe('subscription index', () => {
  it('finds subscriptions by what they listen to, and forgets emptied groups', () => {
    const index = createSubscriptionIndex<string>()
    const slot: Subscribed<string> = { id: 1, client: 'a', subscription: { kind: 'slot' } }
    const account: Subscribed<string> = {
      id: 2,
      client: 'b',
      subscription: { kind: 'account', address: 'X', config: {} },
    }
    const signature: Subscribed<string> = {
      id: 3,
      client: 'a',
      subscription: { kind: 'signature', signature: 'S' },
    }
    for (const entry of [slot, account, signature]) index.add(entry)
    index.add(slot)
    expect(index.size()).toBe(3)
    expect(index.of('slot')).toEqual([slot])
    expect(index.of('account:X')).toEqual([account])
    expect(index.of('account:Y')).toEqual([])
    expect(index.count('signature:S')).toBe(1)
    index.delete(account)
    index.delete(account)
    expect(index.size()).toBe(2)
    expect(index.count('account:X')).toBe(0)
  })
})
