import type { AirlockProvider } from '../provider/createProvider.js'
import { getAppKit } from '../state/instance.js'
import { useHostView } from './useAppKit.js'

export function useAppKitAccount() {
  return useHostView((view) => view.account)
}

export function useAppKitNetwork() {
  const network = useHostView((view) => view.network)
  return { ...network, switchNetwork: getAppKit().switchNetwork }
}

export function useAppKitState() {
  return useHostView((view) => view.state)
}

export function useAppKitTheme() {
  const themeMode = useHostView((view) => view.themeMode)
  const appKit = getAppKit()
  return { themeMode, setThemeMode: appKit.setThemeMode, setThemeVariables: appKit.setThemeVariables }
}

export function useAppKitProvider<T = AirlockProvider>(_namespace: 'eip155' = 'eip155') {
  const connected = useHostView((view) => view.account.isConnected)
  const appKit = getAppKit()
  return {
    walletProvider: (connected ? appKit.getProvider('eip155') : undefined) as T | undefined,
    walletProviderType: connected ? 'eip155' : undefined,
  }
}

export function useDisconnect() {
  return { disconnect: getAppKit().disconnect }
}

export function useWalletInfo() {
  return { walletInfo: useHostView((view) => view.snapshot.walletInfo) }
}
