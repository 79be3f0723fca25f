import type { ThemeVariables } from '@airlock/shared-protocol/host'
import { useCallback, useState } from 'react'
import type { AirlockProvider } from '../provider/createProvider.js'
import type { SolanaProvider } from '../solana/solanaProvider.js'
import { getAppKit } from '../state/instance.js'
import { useHostView } from './useAppKit.js'

/**
 * The active namespace's account, or with `{ namespace }` that namespace's (AppKit's option): a
 * page connected on EVM and Solana reads each.
 */
export function useAppKitAccount(options?: { namespace?: 'eip155' | 'solana' }) {
  const active = useHostView((view) => view.account)
  const namespace = options?.namespace
  const other = useHostView((view) => (namespace ? view.snapshot.namespaces?.[namespace] : undefined))
  const activeChain = useHostView((view) => view.state.activeChain)
  if (!namespace || namespace === activeChain) return active
  return {
    ...active,
    address: other?.address,
    caipAddress: other?.caipAddress,
    isConnected: Boolean(other),
    status: other ? ('connected' as const) : ('disconnected' as const),
    profileName: undefined,
  }
}

export function useAppKitNetwork() {
  const network = useHostView((view) => view.network)
  // AppKit's fields for wallets that approve only some networks: the modal offers all configured ones.
  return {
    ...network,
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: true,
    switchNetwork: getAppKit().switchNetwork,
  }
}

export function useAppKitState() {
  return useHostView((view) => view.state)
}

export function useAppKitTheme() {
  const themeMode = useHostView((view) => view.themeMode)
  const appKit = getAppKit()
  // The variables change only through this page's setThemeVariables: a new set re-renders the caller.
  const [themeVariables, setShown] = useState(appKit.getThemeVariables)
  const setThemeVariables = useCallback(
    (variables: ThemeVariables) => {
      appKit.setThemeVariables(variables)
      setShown(appKit.getThemeVariables())
    },
    [appKit],
  )
  return { themeMode, themeVariables, setThemeMode: appKit.setThemeMode, setThemeVariables }
}

interface UseAppKitProviderReturn<T, N> {
  walletProvider: T | undefined
  walletProviderType: N | undefined
}

/** Solana's is typed as `@airlock/host-sdk/solana`'s `SolanaProvider` when a `SolanaAdapter` is in use. */
export function useAppKitProvider<T = SolanaProvider>(
  namespace: 'solana',
): UseAppKitProviderReturn<T, 'solana'>
export function useAppKitProvider<T = AirlockProvider>(
  namespace?: 'eip155',
): UseAppKitProviderReturn<T, 'eip155'>
export function useAppKitProvider<T>(namespace: 'eip155' | 'solana' = 'eip155') {
  const connected = useHostView((view) =>
    namespace === 'eip155' ? view.account.isConnected : Boolean(view.snapshot.namespaces?.[namespace]),
  )
  const appKit = getAppKit()
  const provider = namespace === 'eip155' ? appKit.getProvider('eip155') : appKit.getProvider(namespace)
  return {
    walletProvider: (connected ? provider : undefined) as T | undefined,
    walletProviderType: connected ? namespace : undefined,
  }
}

export function useDisconnect() {
  return { disconnect: getAppKit().disconnect }
}

/** The connected wallet's name and icon; with AppKit's `namespace`, only while that namespace is the active one. */
export function useWalletInfo(namespace?: 'eip155' | 'solana') {
  return {
    walletInfo: useHostView((view) =>
      !namespace || namespace === view.state.activeChain ? view.snapshot.walletInfo : undefined,
    ),
  }
}
