import {
  type AccountType,
  type EmbeddedUser,
  notAllowedMessage,
  type RpcResult,
  SDK_VERSION,
  socialNames,
} from '@airlock/shared-protocol'
import { readWalletUrl } from '../config.js'
import { networkForChain, notifyConnected, resetConnection, setConnected } from '../controllers/connection.js'
import { closeModal, goBack, onClose, pushView } from '../controllers/navigation.js'
import { rpcClient } from '../controllers/rpcClient.js'
import { loadPersisted, unsupportedNetwork } from '../lib/persistence.js'
import { appStore, currentView } from '../stores/appStore.js'
import {
  markAccountType,
  moveEmbeddedAddress,
  switchAccountType,
  withDefaultAccountType,
} from './accountType.js'
import { EMBEDDED_ID } from './embeddedId.js'
import { embeddedStore } from './embeddedStore.js'
import { createWalletFrame, type WalletFrameClient, WalletFrameError } from './walletFrameClient.js'

export { abandonEmailLogin, awaitDevice, connectEmail, submitOtp } from './emailLogin.js'
export { startEmailUpdate, submitPrimaryOtp, submitSecondaryOtp } from './emailUpdate.js'
export { connectFarcaster, connectSocial, openSocialWindow, stopSocialLogin } from './socialLogin.js'
export { EMBEDDED_ID }

/** Methods only the visitor's click in the wallet frame's approval can run (spec section 6). */
const APPROVED_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])
/** ERC-7715 smart sessions: the host turns them on (`features.smartSessions`, off by default). */
const SESSION_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions'])
/** EIP-5792's reads: the frame's service answers them for the embedded account, no approval. */
const FRAME_READS = new Set(['wallet_getCapabilities', 'wallet_getCallsStatus'])

let client: WalletFrameClient | undefined

/** The wallet frame, created on first use (focus on the email field, a stored embedded session). */
export function walletFrame(): WalletFrameClient {
  if (!client) {
    const { options, activeNetwork } = appStore.getState()
    client = createWalletFrame({
      walletUrl: readWalletUrl(),
      projectId: options?.projectId ?? '',
      chainId: activeNetwork?.id ?? 1,
    })
    client.onSessionUpdate((isConnected) => {
      const { connectorId } = appStore.getState()
      if (!isConnected && connectorId === EMBEDDED_ID) resetConnection()
    })
    void syncFrame(client)
    watchTheme()
  }
  return client
}

let themeWatched = false
/** A theme the dApp changes later reaches the frame too: its approval sits in the modal's card. */
function watchTheme() {
  if (themeWatched) return
  themeWatched = true
  appStore.subscribe(({ themeMode, themeVariables }, previous) => {
    if (themeMode === previous.themeMode && themeVariables === previous.themeVariables) return
    const frame = client
    void frame?.ready
      .then(() => frame.request('SYNC_THEME', { themeMode, themeVariables }))
      .catch(() => undefined)
  })
}

/**
 * Drops the wallet frame with whatever it was doing (its pending requests answer 'Request was aborted',
 * its own loops end with its page); the next use makes a new one. The session stays (its cookie).
 */
export function dropWalletFrame(frame = client) {
  if (!frame) return
  if (client === frame) client = undefined
  frame.destroy()
}

async function syncFrame(frame: WalletFrameClient) {
  const { options, themeMode, themeVariables } = appStore.getState()
  await frame.ready.catch(() => undefined)
  await Promise.all([
    frame.request('SYNC_THEME', { themeMode, themeVariables }).catch(() => undefined),
    options
      ? frame
          .request('SYNC_DAPP_DATA', {
            projectId: options.projectId,
            sdkVersion: options.sdkVersion ?? SDK_VERSION,
            ...(options.metadata ? { metadata: options.metadata } : {}),
          })
          .catch(() => undefined)
      : undefined,
  ])
}

export const messageOf = (error: unknown) =>
  error instanceof WalletFrameError ? error.message : 'An error occurred'

export async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
  embeddedStore.setState({ busy: true, error: undefined })
  try {
    return await work()
  } catch (error) {
    embeddedStore.setState({ error: messageOf(error) })
    return undefined
  } finally {
    embeddedStore.setState({ busy: false })
  }
}

/**
 * What Account shows of the signed-in user: the email, or the social account's name and provider;
 * and which of its accounts is connected (the smart account or the EOA).
 */
function rememberUser(user: EmbeddedUser) {
  const { email, userName, socialProvider, preferredAccountType, smartAccountDeployed, accounts } = user
  embeddedStore.setState({
    userEmail: email ?? undefined,
    userName,
    socialProvider,
    preferredAccountType,
    smartAccountDeployed,
    accounts,
  })
}

/** A new login (not a restore): the default account type first, then connected with its address. */
export async function connectNewUser(user: EmbeddedUser) {
  connectUser(await withDefaultAccountType(walletFrame(), user))
}

/** Account's switch between the smart account and the EOA. */
export const switchEmbeddedAccountType = (type: AccountType) => switchAccountType(walletFrame(), type)

export function connectUser(user: EmbeddedUser) {
  const network =
    networkForChain(Number(user.chainId)) ??
    appStore.getState().activeNetwork ??
    unsupportedNetwork(`eip155:${user.chainId}`)
  rememberUser(user)
  embeddedStore.setState({ error: undefined })
  const name = user.socialProvider ? socialNames[user.socialProvider] : 'Email'
  setConnected(EMBEDDED_ID, user.address, network, { name }, null)
  markAccountType(user.preferredAccountType)
  notifyConnected(user.address)
}

/** Spec section 4: on start with the embedded connector stored, isConnected is asked; a failure disconnects. */
export async function restoreEmbedded() {
  try {
    const { isConnected } = await walletFrame().request('IS_CONNECTED', {})
    if (!isConnected) return resetConnection()
    const stored = loadPersisted().activeNetworkId
    const network = appStore.getState().networks.find((n) => n.caipNetworkId === stored)
    const user = await walletFrame().request('GET_USER', network ? { chainId: network.id } : {})
    connectUser(user)
    if (!appStore.getState().open) closeModal()
  } catch {
    resetConnection()
  }
}

/** Sign out: the session ends on the wallet service too. */
export async function signOutEmbedded() {
  await client?.request('SIGN_OUT', {}).catch(() => undefined)
  embeddedStore.setState({
    userEmail: undefined,
    userName: undefined,
    socialProvider: undefined,
    preferredAccountType: undefined,
    smartAccountDeployed: undefined,
    accounts: [],
  })
}

/** Spec section 4: the frame moves to the chain (its requests are signed there), then the user is read again. */
export async function switchEmbeddedChain(chainId: number | string) {
  await walletFrame().request('SWITCH_NETWORK', { chainId })
  const user = await walletFrame().request('GET_USER', { chainId })
  rememberUser(user)
  // A smart-account chain connects the preferred account, another the EOA: the address may change.
  moveEmbeddedAddress(user.address)
  markAccountType(user.preferredAccountType)
}

/**
 * A dApp request on the embedded account (spec sections 4 and 6), already past handleRequest's check
 * of known methods: reads go to the chain; signing
 * methods open ApproveTransaction, where the wallet frame shows the request and only the visitor's
 * click in it runs it. Success or refusal pops that view, or closes the modal it opened.
 */
export async function embeddedRequest(method: string, params: unknown[] | undefined): Promise<RpcResult> {
  if (FRAME_READS.has(method)) return frameRead(method, params)
  if (method === 'wallet_showCallsStatus') return showCallsStatus(params)
  if (SESSION_METHODS.has(method) && appStore.getState().options?.features?.smartSessions !== true)
    return refused(4200, notAllowedMessage(method))
  if (!APPROVED_METHODS.has(method)) {
    const network = appStore.getState().activeNetwork
    if (!network) return refused(4900, 'Chain is not supported')
    try {
      const result = await rpcClient(network).request({ method, params } as never)
      return { ok: true, result }
    } catch (error) {
      return refused(-32603, (error as Error).message)
    }
  }
  const wasOpen = appStore.getState().open
  if (!wasOpen) appStore.setState({ open: true, history: ['ApproveTransaction'] })
  else pushView('ApproveTransaction')
  // Spec section 4: closing aborts the request; the frame goes with its approval (the session stays).
  const frame = walletFrame()
  const offClose = onClose(() => dropWalletFrame(frame))
  try {
    const { result } = await frame.request('RPC_REQUEST', { method, params })
    return { ok: true, result }
  } catch (error) {
    const code = error instanceof WalletFrameError && error.code !== undefined ? error.code : -32603
    return refused(code, messageOf(error))
  } finally {
    offClose()
    if (currentView(appStore.getState()) === 'ApproveTransaction') {
      if (wasOpen && appStore.getState().history.length > 1) goBack()
      else closeModal()
    }
  }
}

async function frameRead(method: string, params: unknown[] | undefined): Promise<RpcResult> {
  try {
    const { result } = await walletFrame().request('RPC_REQUEST', { method, params })
    return { ok: true, result }
  } catch (error) {
    const code = error instanceof WalletFrameError && error.code !== undefined ? error.code : -32603
    return refused(code, messageOf(error))
  }
}

/** EIP-5792's wallet_showCallsStatus: the batch's status in the modal's snackbar, then null. */
async function showCallsStatus(params: unknown[] | undefined): Promise<RpcResult> {
  const status = await frameRead('wallet_getCallsStatus', params)
  if (!status.ok) return status
  const [{ callsStatusText }, { showSnackbar }] = await Promise.all([
    import('./callsStatus.js'),
    import('../controllers/snackbar.js'),
  ])
  const { variant, text } = callsStatusText(status.result)
  showSnackbar(variant, text)
  return { ok: true, result: null }
}

const refused = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })
