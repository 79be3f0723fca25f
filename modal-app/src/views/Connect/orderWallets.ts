import type { HostWallet } from '@airlock/shared-protocol'
import type { RecentWallet } from '../../lib/persistence.js'

/** Recent wallets first (most recent first), then the rest in the order the host found them. */
export function orderWallets(wallets: readonly HostWallet[], recent: readonly RecentWallet[]): HostWallet[] {
  const rank = new Map(recent.map((w, i) => [w.id, i]))
  return [...wallets].sort(
    (a, b) => (rank.get(a.id) ?? Number.POSITIVE_INFINITY) - (rank.get(b.id) ?? Number.POSITIVE_INFINITY),
  )
}
