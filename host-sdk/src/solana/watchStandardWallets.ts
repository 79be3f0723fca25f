import type { HostWallet } from '@airlock/shared-protocol/host'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isAddress } from './standardParams.js'
import { describeStandardWallet, featureOf } from './standardWallet.js'

export interface StandardWalletEntry {
  wallet: Wallet
  description: HostWallet
}

export interface WatchStandardWalletsParameters {
  /** The usable wallets may have changed: one registered or left, or a wallet's chains or features changed. */
  onChange(): void
  /** A wallet's accounts changed; its Solana addresses now ([] when it dropped them). */
  onAccounts(wallet: Wallet, addresses: string[]): void
}

const addressesOf = (accounts: unknown): string[] =>
  Array.isArray(accounts)
    ? accounts.map((account) => (account as { address?: unknown } | null)?.address).filter(isAddress)
    : []

type ChangeListener = (properties: { accounts?: unknown; chains?: unknown; features?: unknown }) => void

/**
 * The page's Wallet Standard wallets, registered before this runs or after (`@wallet-standard/app`
 * asks the ones already loaded to register again), each watched for account changes. Wallets are
 * the page's code, so every field read is checked and a throwing wallet only loses its own events.
 */
export function watchStandardWallets({ onChange, onAccounts }: WatchStandardWalletsParameters): {
  list(): StandardWalletEntry[]
  stop(): void
} {
  const registry = getWallets()
  const watched = new Map<Wallet, () => void>()
  // A page registers its wallets one by one at load: the modal hears of them once.
  let changes = 0
  const changed = () => {
    if (changes++) return
    void Promise.resolve().then(() => {
      changes = 0
      if (!stopped) onChange()
    })
  }
  let stopped = false
  const watch = (wallet: Wallet) => {
    if (watched.has(wallet)) return
    let last = addressesOf(wallet.accounts).join()
    let off = () => {}
    const events = featureOf<{ on?: unknown }>(wallet, 'standard:events')
    const listener: ChangeListener = (properties) => {
      if (stopped || typeof properties !== 'object' || properties === null) return
      if (properties.chains !== undefined || properties.features !== undefined) changed()
      if (properties.accounts === undefined) return
      const addresses = addressesOf(properties.accounts)
      if (addresses.join() === last) return
      last = addresses.join()
      onAccounts(wallet, addresses)
    }
    try {
      if (typeof events?.on === 'function') {
        const unsubscribe = events.on.call(events, 'change', listener)
        if (typeof unsubscribe === 'function') off = unsubscribe
      }
    } catch (error) {
      console.error(error)
    }
    watched.set(wallet, off)
  }
  const unwatch = (wallet: Wallet) => {
    try {
      watched.get(wallet)?.()
    } catch (error) {
      console.error(error)
    }
    watched.delete(wallet)
  }
  const offRegister = registry.on('register', (...wallets) => {
    for (const wallet of wallets) watch(wallet)
    changed()
  })
  const offUnregister = registry.on('unregister', (...wallets) => {
    for (const wallet of wallets) unwatch(wallet)
    changed()
  })
  for (const wallet of registry.get()) watch(wallet)

  return {
    list() {
      const entries = new Map<string, StandardWalletEntry>()
      for (const wallet of registry.get()) {
        let description: HostWallet | undefined
        try {
          description = describeStandardWallet(wallet)
        } catch {
          // A wallet whose getters throw is not one to offer.
        }
        // Two wallets of one name: the first registered keeps it (the id must say which one runs).
        if (description && !entries.has(description.id)) entries.set(description.id, { wallet, description })
      }
      return [...entries.values()]
    },
    stop() {
      stopped = true
      offRegister()
      offUnregister()
      for (const wallet of [...watched.keys()]) unwatch(wallet)
    },
  }
}
