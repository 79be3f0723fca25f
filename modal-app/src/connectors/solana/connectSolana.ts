import type { Network } from '@airlock/shared-protocol'
import {
  declined,
  isUnsupported,
  notifyConnected,
  setConnected,
  trackConnected,
} from '../../controllers/connection.js'
import { replaceView } from '../../controllers/navigation.js'
import { appStore } from '../../stores/appStore.js'
import { connectHostSolana } from './hostSolanaWallet.js'

/** The Solana network to connect on: the active one when it is Solana's, else the app's first. */
export function solanaNetwork(): Network | undefined {
  const { networks, activeNetwork } = appStore.getState()
  return activeNetwork?.chainNamespace === 'solana' && !isUnsupported(activeNetwork)
    ? activeNetwork
    : networks.find((n) => n.chainNamespace === 'solana')
}

/** A host wallet's Solana side (Wallet Standard, through the host); its code loads with the first use. */
export async function connectSolanaWallet(walletId: string) {
  const network = solanaNetwork()
  if (!network) {
    appStore.setState({ status: 'disconnected', connectError: "Adapter for namespace solana doesn't exist" })
    return
  }
  const connected = await connectHostSolana(walletId, network)
  if (!connected.ok) {
    appStore.setState({ status: 'disconnected', connectError: declined(connected.error) })
    return
  }
  setConnected(walletId, connected.address, network)
  notifyConnected(connected.address, 'solana')
  trackConnected('browser', appStore.getState().walletInfo?.name)
  if (appStore.getState().open) replaceView('Account')
}
