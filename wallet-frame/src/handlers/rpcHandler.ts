import type { EmbeddedUser } from '@airlock/shared-protocol'
import { userOperationCalls } from '@airlock/shared-protocol/user-operation'
import { FrameError, frameErrorCodes, frameMessages } from '../api/frameError.js'
import { userPath } from '../api/userPath.js'
import type { WalletApi } from '../api/walletApi.js'
import type { ApprovalQueue } from '../approval/approvalQueue.js'
import { type ApprovalMethod, approvalMethods, describeRequest } from '../approval/describeRequest.js'
import type { FrameState, Handler } from './handlerTypes.js'

/** Reads the service answers at once; they need no approval (spec section 6: EIP-5792's reads are safe). */
const readMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_chainId',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])
const signingMethods: ReadonlySet<string> = new Set(approvalMethods)

export interface RpcHandlerParameters {
  api: WalletApi
  state: FrameState
  approvals: ApprovalQueue
  /** The page embedding the modal, as the browser reports it; shown in the approval. */
  requestedFrom?: () => string | undefined
}

/** The address a signature request names: personal_sign's second param, typed data's first. */
function namedSigner(method: string, params: unknown): string | undefined {
  if (!Array.isArray(params)) return undefined
  const named =
    method === 'personal_sign' ? params[1] : method === 'eth_signTypedData_v4' ? params[0] : undefined
  return typeof named === 'string' ? named.toLowerCase() : undefined
}

/**
 * Who acts for a request, as the service will: a signature by the user's account its params name
 * (either of a smart-account chain's two), anything else by the preferred account.
 */
export function actingAccount(
  user: EmbeddedUser,
  method: string,
  params: unknown,
): EmbeddedUser['accounts'][number] {
  const named = namedSigner(method, params)
  return (
    (named && user.accounts.find(({ address }) => address.toLowerCase() === named)) ||
    user.accounts.find(({ address }) => address.toLowerCase() === user.address.toLowerCase()) || {
      address: user.address,
      type: user.preferredAccountType,
    }
  )
}

/**
 * RPC_REQUEST (spec sections 4 and 6): eth_accounts, eth_chainId and EIP-5792's reads go straight to
 * the service; the signing methods and wallet_sendCalls wait for the visitor's Approve in the frame's own page (one at a time), then go to
 * the service; Reject answers 4001. Every other method is refused with 4200 before anything is called.
 */
export function rpcHandler({
  api,
  state,
  approvals,
  requestedFrom = () => undefined,
}: RpcHandlerParameters): Handler<'RPC_REQUEST'> {
  const send = async (method: string, params: unknown) => {
    // The network the visitor is on (SWITCH_NETWORK): the service signs and sends for it.
    const chainId = Number(state.chainId)
    const body =
      Number.isSafeInteger(chainId) && chainId > 0 ? { method, params, chainId } : { method, params }
    const { result } = await api.post<{ result: unknown }>('/api/rpc', body)
    return { result }
  }
  return async ({ method, params }) => {
    if (readMethods.has(method)) return send(method, params)
    if (!signingMethods.has(method))
      throw new FrameError(frameMessages.NOT_ALLOWED, frameErrorCodes.notAllowed)
    // A user operation whose calls cannot be shown is not shown: refused as the service would.
    if (method === 'eth_sendUserOperation') {
      const read = userOperationCalls(params)
      if (!read.ok) throw new FrameError(read.message, frameErrorCodes.invalidParams)
    }
    // Signed in? (401 'Not signed in' otherwise, before anything is shown.) The account that acts.
    const user = await api.get<EmbeddedUser>(userPath(state.chainId))
    const account = actingAccount(user, method, params)
    const view = {
      ...describeRequest(method as ApprovalMethod, params),
      describe: () => describeRequest(method as ApprovalMethod, params),
      method,
      account: account.address,
      accountType: account.type,
      dapp: state.dapp,
      requestedFrom: requestedFrom(),
    }
    return approvals.ask(view, () => send(method, params))
  }
}
