import { EMBEDDED_ID } from '../connectors/ids.js'
import { appStore } from '../stores/appStore.js'
import { embeddedStore } from '../stores/embeddedStore.js'

/** The connected account is the embedded wallet's smart account (its gas is the bundler's to find). */
export function isSmartAccountActive(): boolean {
  const { connectorId, activeNetwork } = appStore.getState()
  return (
    connectorId === EMBEDDED_ID &&
    activeNetwork?.chainNamespace === 'eip155' &&
    embeddedStore.getState().preferredAccountType === 'smartAccount'
  )
}
