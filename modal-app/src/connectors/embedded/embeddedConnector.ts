import {
  type AccountType,
  type EmbeddedUser,
  type Network,
  notAllowedMessage,
  type RpcResult,
  socialNames,
} from '@airlock/shared-protocol'
import { msg } from '../../i18n/t.js'
import { loadPersisted, unsupportedNetwork } from '../../lib/persistence.js'
import { rpcClient } from '../../lib/rpcClient.js'
import { appStore } from '../../stores/appStore.js'
import { networkForChain } from '../../stores/connections.js'
import { embeddedStore } from '../../stores/embeddedStore.js'
import { type Connected, type Connector, type ConnectorContext, ConnectorError } from '../connector.js'
import { EMBEDDED_ID } from '../ids.js'
import { moveEmbeddedAccount, switchAccountType, withDefaultAccountType } from './accountType.js'
import { currentFrame, dropWalletFrame, messageOf, onFrameSession, walletFrame } from './walletFrame.js'
import { WalletFrameError } from './walletFrameClient.js'

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

const refused = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })

/** The embedded wallet's connector, with what only its own views use: the account type switch. */
export interface EmbeddedConnector extends Connector {
  /** Account's switch between the smart account and the EOA. */
  switchAccountType(type: AccountType): Promise<void>
  /** A login the frame completed (email or social): the user it answered, as a connection. */
  connectUser(user: EmbeddedUser): Promise<Connected>
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

/** The signed-in user as a connection: its address on its chain, named by its login. */
function connectedAs(user: EmbeddedUser): Connected {
  const network =
    networkForChain(Number(user.chainId)) ??
    appStore.getState().activeNetwork ??
    unsupportedNetwork(`eip155:${user.chainId}`)
  rememberUser(user)
  embeddedStore.setState({ error: undefined })
  const name = user.socialProvider ? socialNames[user.socialProvider] : 'Email'
  return {
    accounts: [
      {
        namespace: 'eip155',
        address: user.address,
        network,
        walletInfo: { name },
        accountType: user.preferredAccountType,
      },
    ],
    recent: null,
  }
}

async function frameRead(method: string, params: unknown): Promise<RpcResult> {
  try {
    const { result } = await walletFrame().request('RPC_REQUEST', {
      method,
      params: params as unknown[] | undefined,
    })
    return { ok: true, result }
  } catch (error) {
    const code = error instanceof WalletFrameError && error.code !== undefined ? error.code : -32603
    return refused(code, messageOf(error))
  }
}

/** Spec section 3's ID_AUTH connector: the embedded wallet in its own frame (a third origin). */
export function createEmbeddedConnector(context: ConnectorContext): EmbeddedConnector {
  // Spec section 4: a session the wallet service ended disconnects the embedded wallet.
  onFrameSession((isConnected) => {
    if (!isConnected) context.disconnected(EMBEDDED_ID)
  })

  /** EIP-5792's wallet_showCallsStatus: the batch's status in the modal's snackbar, then null. */
  async function showCallsStatus(params: unknown): Promise<RpcResult> {
    const status = await frameRead('wallet_getCallsStatus', params)
    if (!status.ok) return status
    const { callsStatusText } = await import('./callsStatus.js')
    const { variant, text } = callsStatusText(status.result)
    context.notify(variant, text)
    return { ok: true, result: null }
  }

  const connectUser = async (user: EmbeddedUser) =>
    connectedAs(await withDefaultAccountType(walletFrame(), user))

  return {
    id: EMBEDDED_ID,
    type: 'ID_AUTH',
    sharedSession: true,
    /** The user the frame is signed in as (a login's last step), with the default account type. */
    async connect() {
      const { isConnected } = await walletFrame().request('IS_CONNECTED', {})
      if (!isConnected) throw new ConnectorError(msg('Sign in with your email or a social account first'))
      return connectUser(await walletFrame().request('GET_USER', {}))
    },
    connectUser,
    /** Spec section 4: on start with the embedded connector stored, isConnected is asked; a failure disconnects. */
    async restore() {
      const { isConnected } = await walletFrame().request('IS_CONNECTED', {})
      if (!isConnected) return undefined
      const stored = loadPersisted().activeNetworkId
      const network = appStore.getState().networks.find((n) => n.caipNetworkId === stored)
      return connectedAs(await walletFrame().request('GET_USER', network ? { chainId: network.id } : {}))
    },
    /** Sign out: the session ends on the wallet service too. */
    async disconnect() {
      await currentFrame()
        ?.request('SIGN_OUT', {})
        .catch(() => undefined)
      embeddedStore.setState({
        userEmail: undefined,
        userName: undefined,
        socialProvider: undefined,
        preferredAccountType: undefined,
        smartAccountDeployed: undefined,
        accounts: [],
      })
    },
    /**
     * A dApp request on the embedded account (spec sections 4 and 6), already past the check of known
     * methods: reads go to the chain; signing methods are approved in the wallet frame, shown in
     * ApproveTransaction, where only the visitor's click runs them.
     */
    async request({ method, params }) {
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
      // Spec section 4: closing aborts the request; the frame goes with its approval (the session stays).
      const frame = walletFrame()
      return context.withApproval(
        async () => {
          try {
            const { result } = await frame.request('RPC_REQUEST', {
              method,
              params: params as unknown[] | undefined,
            })
            return { ok: true, result } as RpcResult
          } catch (error) {
            const code = error instanceof WalletFrameError && error.code !== undefined ? error.code : -32603
            return refused(code, messageOf(error))
          }
        },
        () => dropWalletFrame(frame),
      )
    },
    /** Spec section 4: the frame moves to the chain (its requests are signed there), then the user is read again. */
    async switchChain(network: Network, current) {
      if (network.caipNetworkId === current?.caipNetworkId) return { ok: true, result: null }
      try {
        await walletFrame().request('SWITCH_NETWORK', { chainId: network.id })
        const user = await walletFrame().request('GET_USER', { chainId: network.id })
        rememberUser(user)
        // A smart-account chain connects the preferred account, another the EOA: the address may change.
        moveEmbeddedAccount(context, user.address, user.preferredAccountType)
        return { ok: true, result: null }
      } catch (error) {
        return refused(-32603, messageOf(error))
      }
    },
    switchAccountType: (type) => switchAccountType(walletFrame(), type, context),
  }
}
