import type { RpcResult } from '@airlock/shared-protocol/host'
import { toRpcErrorEnvelope } from '../wallets/runWalletRequest.js'

export type RpcFailure = Extract<RpcResult, { ok: false }>

export const refuse = (code: number, message: string): RpcFailure => ({ ok: false, error: { code, message } })

export const invalidRequest = (reason: string) => refuse(-32602, `Invalid wallet request: ${reason}`)

/**
 * A Wallet Standard wallet's failure as an RPC error. The standard defines no error codes: wallets
 * throw their own classes (`WalletSignMessageError: User rejected the request`), so a rejection is
 * recognised by its text and given EIP-1193's 4001, which the modal shows as a decline. A numeric
 * code the wallet did set (Phantom's 4001) is kept.
 */
export function toStandardError(error: unknown): RpcFailure {
  const envelope = toRpcErrorEnvelope(error) as RpcFailure
  const code = (error as { code?: unknown } | null)?.code
  const coded = typeof code === 'number' && Number.isInteger(code)
  if (!coded) envelope.error.code = /reject|denied|cancel/i.test(envelope.error.message) ? 4001 : -32603
  return envelope
}
