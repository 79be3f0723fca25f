import type { WalletQuery } from '@airlock/shared-protocol/cloud-api'
import type { DirectoryWallet } from './wallet.js'

export interface WalletPage {
  count: number
  data: DirectoryWallet[]
}

/** A wallet answers to its explorer id and to its old slug. */
const known = (ids: Set<string>, wallet: DirectoryWallet) =>
  ids.has(wallet.id) || (wallet.slug !== undefined && ids.has(wallet.slug))

/**
 * Whether the wallet serves one of the requested CAIP-2 chains. Our EVM entries come from sources
 * that only say "Ethereum" (`eip155:1`), and an EVM wallet takes any EVM chain the dApp adds
 * (wallet_addEthereumChain), so for eip155 the namespace decides; other namespaces match exactly.
 */
function servesChain(wallet: DirectoryWallet, chains: readonly string[]) {
  return chains.some((chain) =>
    chain.startsWith('eip155:')
      ? wallet.chains.some((own) => own.startsWith('eip155:'))
      : wallet.chains.includes(chain),
  )
}

/** Filters, searches and pages the directory the way the hosted explorer does. */
export function queryWallets(wallets: readonly DirectoryWallet[], query: WalletQuery): WalletPage {
  const search = query.search?.trim().toLowerCase()
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? query.chains : undefined
  const matches = wallets.filter(
    (wallet) =>
      (!include || known(include, wallet)) &&
      !known(exclude, wallet) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!chains || servesChain(wallet, chains)) &&
      (!query.badge_type || wallet.badge_type === query.badge_type),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
