import type { HostWallet } from '@airlock/shared-protocol/host'

export interface MergedWallets {
  list: HostWallet[]
  /** The modal's id of each Solana wallet (an EIP-6963 id when merged) -> its own `ws:` id. */
  ids: Map<string, string>
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The modal's list: the EIP-6963 wallets with the Solana ones merged in. A wallet found both ways
 * (Phantom, Backpack) appears once, under its EIP-6963 id with both namespaces, so the visitor picks
 * it once; requests and events for its Solana side then carry that id.
 */
export function mergeWallets(evm: HostWallet[], solana: HostWallet[]): MergedWallets {
  const list = [...evm]
  const ids = new Map<string, string>()
  for (const wallet of solana) {
    const index = list.findIndex(
      (entry) => !entry.namespaces?.includes('solana') && sameName(entry.name, wallet.name),
    )
    const twin = index >= 0 ? list[index] : undefined
    if (twin) {
      list[index] = {
        ...twin,
        ...(twin.icon || !wallet.icon ? {} : { icon: wallet.icon }),
        namespaces: ['eip155', 'solana'],
        ...(wallet.chains ? { chains: wallet.chains } : {}),
      }
      ids.set(twin.id, wallet.id)
    } else {
      list.push(wallet)
      ids.set(wallet.id, wallet.id)
    }
  }
  return { list, ids }
}
