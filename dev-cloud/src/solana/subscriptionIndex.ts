import type * as z from 'zod'
import type { accountConfig } from './rpcParams.js'

export type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; config: z.infer<typeof accountConfig> }
  | { kind: 'slot' | 'root' }

export interface Subscribed<C> {
  id: number
  client: C
  subscription: Subscription
}

/** What a notification is addressed to: every slot, every root, one signature or one account. */
export type SubscriptionKey = 'slot' | 'root' | `signature:${string}` | `account:${string}`

export const keyOf = (subscription: Subscription): SubscriptionKey =>
  subscription.kind === 'signature'
    ? `signature:${subscription.signature}`
    : subscription.kind === 'account'
      ? `account:${subscription.address}`
      : subscription.kind

/**
 * The node's live subscriptions grouped by what they listen to, so a subscribe, an unsubscribe or a
 * notification costs what it touches, never a walk over every subscription of every socket.
 */
export function createSubscriptionIndex<C>() {
  const groups = new Map<SubscriptionKey, Map<number, Subscribed<C>>>()
  let size = 0
  return {
    add(entry: Subscribed<C>) {
      const key = keyOf(entry.subscription)
      let group = groups.get(key)
      if (!group) {
        group = new Map()
        groups.set(key, group)
      }
      if (!group.has(entry.id)) size++
      group.set(entry.id, entry)
    },
    delete(entry: Subscribed<C>) {
      const key = keyOf(entry.subscription)
      const group = groups.get(key)
      if (!group?.delete(entry.id)) return
      size--
      if (group.size === 0) groups.delete(key)
    },
    /** A copy of the subscriptions listening to `key`, safe to hold while they come and go. */
    of: (key: SubscriptionKey): Subscribed<C>[] => [...(groups.get(key)?.values() ?? [])],
    count: (key: SubscriptionKey) => groups.get(key)?.size ?? 0,
    size: () => size,
  }
}

export type SubscriptionIndex<C> = ReturnType<typeof createSubscriptionIndex<C>>
