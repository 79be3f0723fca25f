import type { HostWallet } from '@airlock/shared-protocol/host'
import type { Wallet } from '@wallet-standard/base'

/** The signing features a Solana wallet must offer one of to be listed. */
export const solanaSigningFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

// What the modal's HostWallet schema accepts: an image data URI, at most 200,000 characters.
const ICON = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/
const MAX_ICON_LENGTH = 200_000
// The schema's limit on `chains`; a wallet naming more keeps its first 16 Solana ones.
const MAX_CHAINS = 16

/** The wallet's `solana:*` chains, as the modal's schema takes them. */
export function solanaChainsOf(chains: unknown): string[] {
  if (!Array.isArray(chains)) return []
  return chains
    .filter((chain): chain is string => typeof chain === 'string' && /^solana:[\w-]{1,57}$/.test(chain))
    .slice(0, MAX_CHAINS)
}

/** A feature's object when the wallet offers it (wallets are the page's code: nothing is assumed). */
export function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  const feature = (wallet.features as Record<string, unknown> | undefined)?.[name]
  return typeof feature === 'object' && feature !== null ? (feature as T) : undefined
}

/**
 * The modal's description of a Wallet Standard wallet, or undefined when it is not one Airlock can
 * use for Solana: it needs `standard:connect`, a Solana signing feature and a `solana:*` chain. The
 * id is derived from the name, which (unlike the object) is the same on every page load, so the
 * modal can restore the connection after a reload.
 */
export function describeStandardWallet(wallet: Wallet): HostWallet | undefined {
  const name = typeof wallet.name === 'string' ? wallet.name.trim() : ''
  const chains = solanaChainsOf(wallet.chains)
  const connect = featureOf<{ connect?: unknown }>(wallet, 'standard:connect')
  if (!name || !chains.length || typeof connect?.connect !== 'function') return undefined
  if (!solanaSigningFeatures.some((feature) => featureOf(wallet, feature))) return undefined
  const icon = wallet.icon as unknown
  return {
    id: `ws:${name.toLowerCase()}`.slice(0, 128),
    name: name.slice(0, 64),
    ...(typeof icon === 'string' && ICON.test(icon) && icon.length <= MAX_ICON_LENGTH ? { icon } : {}),
    type: 'ANNOUNCED',
    namespaces: ['solana'],
    chains,
  }
}
