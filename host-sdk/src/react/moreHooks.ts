import { type ReactNode, useSyncExternalStore } from 'react'
import { createAppKit } from '../createAppKit.js'
import type { AppKitEvent } from '../events/appKitEvents.js'
import { fetchBalance } from '../methods/fetchBalance.js'
import type { AppKitOptions } from '../options.js'
import { getAppKit } from '../state/instance.js'

/** The modal's last event (AppKit's `{ timestamp, data: { type, event, properties } }`), re-rendered on each. */
export function useAppKitEvents(): AppKitEvent {
  const appKit = getAppKit()
  return useSyncExternalStore(appKit.subscribeEvents, appKit.getEvent, appKit.getEvent)
}

/** `fetchBalance()`: the connected account's native balance on the active network, as AppKit answers. */
export function useAppKitBalance() {
  return { fetchBalance: () => fetchBalance(getAppKit()) }
}

/**
 * AppKit's headless wallet list cannot exist here: the list, the WalletConnect URI and the wallets'
 * answers stay inside the isolated modal frame, never on the page. Fails at once with that reason.
 */
export function useAppKitWallets(): never {
  throw new Error(
    "[Airlock] useAppKitWallets is not available: the wallet list and the pairing URI stay inside the isolated modal, out of the page's reach. Use open() or useAppKitWallet's connect(wallet)",
  )
}

export type AppKitProviderProps = AppKitOptions & { children: ReactNode }

let created = false

/** AppKit's `<AppKitProvider {...options}>`: creates the instance on its first render, once. */
export function AppKitProvider({ children, ...options }: AppKitProviderProps) {
  if (!created) createAppKit(options)
  created = true
  return children
}
