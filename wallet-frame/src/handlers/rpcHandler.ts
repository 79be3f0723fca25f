import type { EmbeddedUser } from '@airlock/shared-protocol'
import { FrameError, frameErrorCodes, frameMessages } from '../api/frameError.js'
import type { WalletApi } from '../api/walletApi.js'
import type { ApprovalQueue } from '../approval/approvalQueue.js'
import { type ApprovalMethod, approvalMethods, describeRequest } from '../approval/describeRequest.js'
import type { FrameState, Handler } from './handlerTypes.js'

/** Reads the service answers at once; they need no approval. */
const readMethods: ReadonlySet<string> = new Set(['eth_accounts', 'eth_chainId'])
const signingMethods: ReadonlySet<string> = new Set(approvalMethods)

export interface RpcHandlerParameters {
  api: WalletApi
  state: FrameState
  approvals: ApprovalQueue
  /** The page embedding the modal, as the browser reports it; shown in the approval. */
  requestedFrom?: () => string | undefined
}

/**
 * RPC_REQUEST (spec sections 4 and 6): eth_accounts and eth_chainId go straight to the service; the
 * signing methods wait for the visitor's Approve in the frame's own page (one at a time), then go to
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
    // Signed in? (401 'Not signed in' otherwise, before anything is shown.) The account that signs.
    const { address } = await api.get<EmbeddedUser>('/api/user')
    const view = {
      ...describeRequest(method as ApprovalMethod, params),
      method,
      account: address,
      dapp: state.dapp,
      requestedFrom: requestedFrom(),
    }
    return approvals.ask(view, () => send(method, params))
  }
}
