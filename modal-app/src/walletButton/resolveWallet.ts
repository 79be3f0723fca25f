import {
  type CustomWallet,
  type HostWallet,
  type SocialProvider,
  socialProviders,
} from '@airlock/shared-protocol'
import type { DirectoryWallet } from '../api/directory.js'

/** What a wallet button's `wallet` names, once looked up. */
export type WalletTarget =
  | { kind: 'walletConnect' }
  | { kind: 'email' }
  | { kind: 'social'; provider: SocialProvider }
  | { kind: 'host'; wallet: HostWallet }
  | { kind: 'listed'; wallet: CustomWallet | DirectoryWallet; icon: string | undefined }

/** `MetaMask`, `metamask` and `meta-mask` name the same wallet, as AppKit's ids do. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

const names = (id: string, wallet: { id: string; name: string; rdns?: string | null | undefined }) =>
  wallet.id === id || wallet.rdns === id || squash(wallet.name) === squash(id)

/** The ways in that need no lookup: WalletConnect, email, a social login. */
export function builtInTarget(id: string): WalletTarget | undefined {
  if (id === 'walletConnect') return { kind: 'walletConnect' }
  if (id === 'email') return { kind: 'email' }
  const provider = socialProviders.find((p) => p === id)
  return provider ? { kind: 'social', provider } : undefined
}

/** A browser wallet in this page, or one of the app's custom wallets, that `id` names. */
export function localTarget(
  id: string,
  wallets: readonly HostWallet[],
  customWallets: readonly CustomWallet[] = [],
): WalletTarget | undefined {
  const host = wallets.find((w) => names(id, w))
  if (host) return { kind: 'host', wallet: host }
  const custom = customWallets.find((w) => w.id === id)
  return custom ? { kind: 'listed', wallet: custom, icon: custom.image_url } : undefined
}

/**
 * A directory wallet `id` names (explorer id, old slug or name): the page's browser wallet of the
 * same rdns when it is installed, else the directory wallet itself, reached over WalletConnect.
 */
export function directoryTarget(
  id: string,
  found: readonly DirectoryWallet[],
  wallets: readonly HostWallet[],
  imageUrl: (imageId: string | null | undefined) => string | undefined,
): WalletTarget | undefined {
  const listed = found.find((w) => w.slug === id || names(id, w))
  if (!listed) return undefined
  const host = listed.rdns ? wallets.find((w) => w.rdns === listed.rdns) : undefined
  return host
    ? { kind: 'host', wallet: host }
    : { kind: 'listed', wallet: listed, icon: imageUrl(listed.image_id) }
}
