import {
  classifyRpcMethod,
  notAllowedMessage,
  type RpcRequest,
  type RpcResult,
  userMessages,
} from '@airlock/shared-protocol'
import { EMBEDDED_ID, loadEmbedded } from '../embedded/embeddedId.js'
import { toHexChainId } from '../lib/format.js'
import { appStore } from '../stores/appStore.js'
import { refreshBalance } from './balance.js'
import { onConnected, WALLET_CONNECT_ID } from './connection.js'
import { walletRequest } from './hostBridge.js'
import { onClose, openModal } from './navigation.js'
import { showSnackbar } from './snackbar.js'
import { switchNetwork } from './switchNetwork.js'

/** Spec section 4: a method the embedded wallet refuses is also said in the modal, 300 ms later. */
const NOT_ALLOWED_NOTICE_MS = 300

const rejected = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })

/** eth_requestAccounts while disconnected: open Connect and answer when the visitor connects or closes. */
function requestAccounts(): Promise<RpcResult> {
  openModal({ view: 'Connect' })
  return new Promise((resolve) => {
    const stop = () => {
      offConnected()
      offClose()
    }
    const offConnected = onConnected((address) => {
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
    if (appStore.getState().connectorId === EMBEDDED_ID)
      setTimeout(() => showSnackbar('error', userMessages.ACTION_NOT_ALLOWED), NOT_ALLOWED_NOTICE_MS)
    return rejected(4200, notAllowedMessage(method))
  }
  // A read any wallet answers without asking: who signed this personal message.
  if (method === 'personal_ecRecover') return (await import('./ecRecover.js')).ecRecover(params)
  const { status, address, connectorId, activeNetwork } = appStore.getState()
  const connected = status === 'connected' && address && connectorId
  if (method === 'eth_chainId') {
    return {
      ok: true,
      result: activeNetwork && typeof activeNetwork.id === 'number' ? toHexChainId(activeNetwork.id) : '0x1',
    }
  }
  if (!connected) {
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
  return requestConnectedWallet(connectorId, method, list)
}

/** Sends a request to the connected wallet: a host browser wallet through the host, or over WalletConnect. */
export async function requestConnectedWallet(
  connectorId: string,
  method: string,
  params: unknown[] | undefined,
): Promise<RpcResult> {
  const result =
    connectorId === WALLET_CONNECT_ID
      ? await (await import('./walletConnect.js')).walletConnectRequest(method, params)
      : connectorId === EMBEDDED_ID
        ? await (await loadEmbedded()).embeddedRequest(method, params)
        : await walletRequest(connectorId, method, params)
  if (result.ok && method === 'eth_sendTransaction') void refreshBalance({ force: true })
  return result
}
