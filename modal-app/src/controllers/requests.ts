import {
  classifyRpcMethod,
  notAllowedMessage,
  type RpcRequest,
  type RpcResult,
  userMessages,
} from '@airlock/shared-protocol'
import { connectorTypeOf } from '../connectors/registry.js'
import { t } from '../i18n/t.js'
import { toHexChainId } from '../lib/format.js'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import { keptConnections, namespaceOf } from '../stores/connections.js'
import { onConnected } from './connectionState.js'
import { disconnect } from './disconnect.js'
import { onClose, openModal } from './navigation.js'
import { showSnackbar } from './snackbar.js'
import { switchNetwork } from './switchNetwork.js'
import { requestConnectedWallet } from './walletRequests.js'

/** Spec section 4: a method the embedded wallet refuses is also said in the modal, 300 ms later. */
const NOT_ALLOWED_NOTICE_MS = 300

const rejected = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })

/**
 * eth_requestAccounts (solana_requestAccounts) while that namespace is disconnected: open Connect
 * and answer when the visitor connects in it or closes.
 */
function requestAccounts(namespace: ConnectedNamespace = 'eip155'): Promise<RpcResult> {
  openModal({ view: 'Connect' })
  return new Promise((resolve) => {
    const stop = () => {
      offConnected()
      offClose()
    }
    const offConnected = onConnected((address, connected) => {
      if (connected !== namespace) return
      stop()
      resolve({ ok: true, result: [address] })
    })
    const offClose = onClose(() => {
      stop()
      resolve(rejected(4001, 'User rejected the request.'))
    })
  })
}

/**
 * The dApp's EIP-1193 requests. Only the spec's known methods pass; wallet methods go to the
 * connected wallet through the host, so the wallet sees the dApp's origin.
 */
export async function handleRequest({ method, params }: RpcRequest): Promise<RpcResult> {
  const kind = classifyRpcMethod(method)
  if (kind === 'forbidden') {
    const { connectorId, wallets } = appStore.getState()
    if (connectorId && connectorTypeOf(connectorId, wallets) === 'ID_AUTH')
      setTimeout(() => showSnackbar('error', t(userMessages.ACTION_NOT_ALLOWED)), NOT_ALLOWED_NOTICE_MS)
    return rejected(4200, notAllowedMessage(method))
  }
  // Spec section 5's checks, loaded only for the method they cover (the boot chunk is near its budget).
  if (method === 'wallet_sendCalls') {
    const badParams = (await import('./checkRequestParams.js')).refuseBadParams(method, params)
    if (badParams) return badParams
  }
  // A read any wallet answers without asking: who signed this personal message.
  if (method === 'personal_ecRecover') return (await import('./ecRecover.js')).ecRecover(params)
  if (method.startsWith('solana_')) return solanaProviderRequest(method, params)
  // The EIP-1193 provider speaks for the EVM connection, whichever namespace is active.
  const evm = keptConnections().eip155
  const evmActive = namespaceOf(appStore.getState().activeNetwork) === 'eip155'
  const network = evmActive ? appStore.getState().activeNetwork : evm?.network
  const address = evm?.address
  const connectorId = evm?.connectorId
  const connected = evmActive ? appStore.getState().status === 'connected' && address : address
  if (method === 'eth_chainId') {
    return {
      ok: true,
      result: network && typeof network.id === 'number' ? toHexChainId(network.id) : '0x1',
    }
  }
  if (!connected || !connectorId) {
    if (method === 'eth_accounts') return { ok: true, result: [] }
    if (method === 'eth_requestAccounts') return requestAccounts()
    return rejected(4100, 'The requested account and/or method has not been authorized by the user.')
  }
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return { ok: true, result: [address] }
  if (method === 'wallet_switchEthereumChain') {
    const chainId = Number((params as [{ chainId?: string }] | undefined)?.[0]?.chainId)
    const network = appStore.getState().networks.find((n) => n.id === chainId)
    if (!network) return rejected(4902, `Network with ID ${chainId} not found`)
    return switchNetwork(network.caipNetworkId)
  }
  const list = Array.isArray(params) ? params : params === undefined ? undefined : [params]
  return requestConnectedWallet(connectorId, method, list, network)
}

/** The dApp's Solana provider: connect, disconnect, and the signing methods on the Solana connection. */
async function solanaProviderRequest(method: string, params: RpcRequest['params']): Promise<RpcResult> {
  const solana = keptConnections().solana
  if (method === 'solana_requestAccounts') {
    if (solana) return { ok: true, result: [solana.address] }
    const network = appStore.getState().networks.find((n) => n.chainNamespace === 'solana')
    if (!network) return rejected(4100, "Adapter for namespace solana doesn't exist")
    // Connect on Solana: its network first, so Connect offers the wallets that can.
    if (namespaceOf(appStore.getState().activeNetwork) !== 'solana')
      await switchNetwork(network.caipNetworkId)
    return requestAccounts('solana')
  }
  if (method === 'solana_disconnect') return solana ? disconnect('solana') : { ok: true, result: null }
  const { solanaRequest } = await import('./solanaRequests.js')
  return solanaRequest(method, params)
}
