import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }

/**
 * What a wallet's own script does (`registerWallet` of `@wallet-standard/wallet`): announce itself
 * to an app already listening, and wait for the app-ready event of one that starts later. Returns
 * the unregister of the registration made.
 */
export function registerWallet(wallet: Wallet): () => void {
  let unregister = () => {}
  const callback = (api: RegisterApi) => {
    unregister = api.register(wallet)
  }
  window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }))
  const onReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
  window.addEventListener('wallet-standard:app-ready', onReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onReady)
    unregister()
  }
}
