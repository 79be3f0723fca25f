/** A browser wallet the page has announced by EIP-6963: what a wallet button needs of it. */
interface Announced {
  name: string
  rdns: string
  icon: string | undefined
}

const wallets = new Map<string, Announced>()
const listeners = new Set<() => void>()
let listening = false
// Airlock's own announcement (host-sdk's provider) is not a wallet a button names.
const AIRLOCK_RDNS = 'xyz.airlock'

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

function remember(event: Event) {
  const info = (event as CustomEvent<{ info?: Record<string, unknown> } | null>).detail?.info
  if (!info || typeof info.name !== 'string' || typeof info.rdns !== 'string') return
  if (info.rdns === AIRLOCK_RDNS) return
  // Only an image data URI: the page never fetches a URL a wallet names, and it shows nothing else.
  const icon = typeof info.icon === 'string' && /^data:image\//i.test(info.icon) ? info.icon : undefined
  wallets.set(typeof info.uuid === 'string' ? info.uuid : info.rdns, {
    name: info.name,
    rdns: info.rdns,
    icon,
  })
  for (const listener of [...listeners]) listener()
}

/**
 * Calls `listener` whenever a browser wallet announces itself (EIP-6963, as every script of the page
 * may hear): the wallet buttons show an installed wallet's own icon from it. Returns the unsubscribe.
 */
export function watchBrowserWallets(listener: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true
    window.addEventListener('eip6963:announceProvider', remember)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The icon of the announced wallet `wallet` names: its rdns (`io.metamask`), its name, or AppKit's
 * id for it (`metamask`, `coinbase` for "Coinbase Wallet"), in any case and punctuation.
 */
export function browserWalletIcon(wallet: string): string | undefined {
  const id = squash(wallet)
  if (!id) return undefined
  for (const announced of wallets.values()) {
    const name = squash(announced.name)
    if (announced.rdns === wallet || name === id || name === `${id}wallet`) return announced.icon
  }
  return undefined
}
