import type { DiscoveredWallet, Eip1193Like, Eip6963ProviderInfo } from './types.js'

export interface DiscoverWalletsParameters {
  /** Our own announced provider: never listed among the wallets we discover. */
  isOwn(provider: unknown, rdns: string | undefined): boolean
  onChange(wallets: DiscoveredWallet[]): void
}

const ICON = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/

function describe(info: Partial<Eip6963ProviderInfo>, provider: Eip1193Like): DiscoveredWallet | undefined {
  if (typeof info.name !== 'string' || !info.name.trim()) return undefined
  const rdns = typeof info.rdns === 'string' && info.rdns.length <= 128 ? info.rdns : undefined
  const id = rdns ?? (typeof info.uuid === 'string' ? info.uuid.slice(0, 128) : undefined)
  if (!id) return undefined
  return {
    // rdns is stable across page loads (the uuid is not), so the modal can persist the connector.
    id,
    name: info.name.trim().slice(0, 64),
    ...(typeof info.icon === 'string' && ICON.test(info.icon) && info.icon.length <= 200_000
      ? { icon: info.icon }
      : {}),
    ...(rdns ? { rdns } : {}),
    type: 'ANNOUNCED',
    provider,
  }
}

/**
 * Finds the browser wallets in the host window: EIP-6963 announcements (now and later), and the
 * legacy `window.ethereum` when no announced wallet is that same object.
 */
export function discoverWallets({ isOwn, onChange }: DiscoverWalletsParameters): {
  list(): DiscoveredWallet[]
  /** Lists a wallet found another way (the Safe of a Safe App's parent window). */
  add(wallet: DiscoveredWallet): void
  stop(): void
} {
  const wallets = new Map<string, DiscoveredWallet>()
  let scheduled = false
  const changed = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      onChange(list())
    })
  }
  const legacy = () => {
    const ethereum = (window as { ethereum?: Eip1193Like }).ethereum
    if (!ethereum || typeof ethereum.request !== 'function' || isOwn(ethereum, undefined)) return undefined
    for (const wallet of wallets.values()) if (wallet.provider === ethereum) return undefined
    return {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      provider: ethereum,
    } satisfies DiscoveredWallet
  }
  const list = () => {
    const found = [...wallets.values()]
    const injected = legacy()
    return injected ? [...found, injected] : found
  }
  const add = (wallet: DiscoveredWallet) => {
    wallets.set(wallet.id, wallet)
    changed()
  }
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<{ info?: Partial<Eip6963ProviderInfo>; provider?: Eip1193Like }>)
      .detail
    const provider = detail?.provider
    if (!provider || typeof provider.request !== 'function' || !detail.info) return
    if (isOwn(provider, detail.info.rdns)) return
    const wallet = describe(detail.info, provider)
    if (!wallet || wallets.get(wallet.id)?.provider === provider) return
    add(wallet)
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  changed()
  return {
    list,
    add,
    stop: () => window.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
