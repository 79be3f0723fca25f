/**
 * Sizes of the wallet lists fetched from the directory (`entries` of `/getWallets`).
 * `featured` is used only when no featured wallet ids are configured; otherwise it is their count.
 *
 * @example
 * import { walletListSizes } from '@airlock/shared-protocol/host'
 * fetchWallets({ page: 1, entries: walletListSizes.page })
 */
export const walletListSizes = {
  page: 40,
  featured: 4,
  recommended: 4,
  search: 100,
} as const

/** How many recently used wallets are remembered. */
export const RECENT_WALLETS_LIMIT = 2

/** Swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/** EVM chain ids on which swaps are offered. */
export const swapNetworkChainIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/** Which namespaces each account feature supports. */
export const supportedNamespaces = {
  names: ['eip155'],
  balance: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155', 'solana'],
} as const
