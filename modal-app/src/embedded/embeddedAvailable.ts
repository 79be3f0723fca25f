import { defaultFeatures, type SocialProvider } from '@airlock/shared-protocol'
import { readWalletUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

/** The deployment has a wallet origin and the app a project: the embedded wallet can exist. */
function walletOrigin(): boolean {
  return Boolean(appStore.getState().options?.projectId && readWalletUrl())
}

/** Email login is offered unless the app turned `features.email` off. */
export function emailAvailable(): boolean {
  return walletOrigin() && appStore.getState().options?.features?.email !== false
}

/** The social logins offered, in `features.socials` order (spec section 1's default); none without the wallet. */
export function socialsAvailable(): readonly SocialProvider[] {
  const socials = appStore.getState().options?.features?.socials
  if (!walletOrigin() || socials === false) return []
  return socials ?? defaultFeatures.socials
}
