import type { HostWallet, ModalApi } from '@airlock/shared-protocol'
import { appStore } from '../stores/appStore.js'
import { closeModal, openModal } from './navigation.js'

const walletWaiters = new Set<() => void>()

/** Resolves true once the host has listed `walletId`, false after `timeoutMs`. */
export function waitForWallet(walletId: string, timeoutMs = 2000): Promise<boolean> {
  const has = () => appStore.getState().wallets.some((w) => w.id === walletId)
  if (has()) return Promise.resolve(true)
  return new Promise((resolve) => {
    const check = () => {
      if (!has()) return
      done(true)
    }
    const timer = setTimeout(() => done(false), timeoutMs)
    const done = (found: boolean) => {
      clearTimeout(timer)
      walletWaiters.delete(check)
      resolve(found)
    }
    walletWaiters.add(check)
  })
}

/** What the host may call. Arguments arrive already checked against `modalMethodSchemas`. */
export const modalApi: ModalApi = {
  async open(params) {
    openModal(params)
  },
  async close() {
    closeModal()
  },
  // Loaded on first use: neither is needed for the first Connect render, and both wait for the full
  // message checks anyway (the boot fetches requests.js beside the checks).
  request: (request) => import('./requests.js').then((m) => m.handleRequest(request)),
  switchNetwork: (caipNetworkId) => import('./switchNetwork.js').then((m) => m.switchNetwork(caipNetworkId)),
  disconnect: () => import('./disconnect.js').then((m) => m.disconnect()),
  async setWallets(wallets: HostWallet[]) {
    appStore.setState({ wallets, walletsListed: true })
    for (const check of [...walletWaiters]) check()
  },
  async walletEvent(event) {
    const { handleWalletEvent } = await import('./walletEvents.js')
    handleWalletEvent(event)
  },
  async setThemeMode(themeMode) {
    appStore.setState({ themeMode })
  },
  async setThemeVariables(themeVariables) {
    appStore.setState({ themeVariables })
  },
  async setLocale(locale) {
    const { applyLocale } = await import('../i18n/applyLocale.js')
    await applyLocale([locale, appStore.getState().options?.htmlLang])
  },
  // Headless wallet buttons (useAppKitWallet): loaded on first use, never at boot.
  connectWallet: (params) => import('../walletButton/connectById.js').then((m) => m.connectById(params)),
}
