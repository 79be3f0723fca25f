import { readWalletUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

/** Email and social login are offered when the deployment has a wallet origin and the app wants email. */
export function embeddedAvailable(): boolean {
  const { options } = appStore.getState()
  return Boolean(options?.projectId && options.features?.email !== false && readWalletUrl())
}
