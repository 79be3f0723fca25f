import type { ServerResponse } from 'node:http'
import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { json } from '../http/respond.js'
import { LockWaitTimeoutError } from '../limits/leaseLock.js'
import { walletMessages } from './walletMessages.js'

/** EIP-1193, JSON-RPC and EIP-5792 codes the frame maps to its errors. */
export const rpcCodes = {
  notAllowed: 4200,
  unauthorized: 4100,
  invalidParams: -32602,
  rejected: -32000,
  internal: -32603,
  /** EIP-1193's "the provider is not connected to the requested chain". */
  unsupportedChain: 4901,
  /** EIP-5792's. */
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  unknownBundle: 5730,
  bundleTooLarge: 5740,
  atomicityUnsupported: 5760,
}

export const fail = (response: ServerResponse, status: number, code: number, message: string) =>
  json(response, status, { error: { code, message } })

export const invalidParams = (response: ServerResponse, detail: string) =>
  fail(response, 400, rpcCodes.invalidParams, `Invalid params: ${detail}`)

export const wrongAccount = (response: ServerResponse) =>
  fail(response, 403, rpcCodes.unauthorized, walletMessages.WRONG_ACCOUNT)

/** A user operation the chain ran and reverted: the EntryPoint's reason. */
export class UserOperationRevertedError extends Error {}

/** The paymaster refused to sponsor a user operation (400) or did not answer (503): nothing was sent. */
export class PaymasterError extends Error {
  constructor(
    readonly status: 400 | 503,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Answers a send that failed: 503 when the lock, the node, the bundler (`bundlerUrl`) or the paymaster
 * did not answer, 400 with the node's, the bundler's or the paymaster's reason when it refused.
 */
export function failSend(response: ServerResponse, error: unknown, bundlerUrl?: string) {
  if (error instanceof LockWaitTimeoutError)
    return fail(response, 503, rpcCodes.internal, walletMessages.SIGNING_BUSY)
  if (error instanceof UserOperationRevertedError)
    return fail(response, 400, rpcCodes.rejected, error.message)
  if (error instanceof PaymasterError)
    return fail(
      response,
      error.status,
      error.status === 503 ? rpcCodes.internal : rpcCodes.rejected,
      error.message,
    )
  if (!(error instanceof BaseError)) throw error
  const down = error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError) as
    | HttpRequestError
    | TimeoutError
    | null
  if (down) {
    const bundler = bundlerUrl !== undefined && down.url?.startsWith(bundlerUrl)
    return fail(
      response,
      503,
      rpcCodes.internal,
      bundler ? walletMessages.BUNDLER_DOWN : walletMessages.CHAIN_NODE_DOWN,
    )
  }
  // The node or the bundler refused it (funds, gas, nonce, a revert): its reason is the useful text.
  fail(response, 400, rpcCodes.rejected, error.shortMessage)
}
