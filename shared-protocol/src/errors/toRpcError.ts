import type { RpcError } from '../messages/rpc.js'
import { userMessages } from './messages.js'
import { jsonRpcErrors } from './provider.js'

/** Longest message kept: `RpcErrorSchema` refuses longer ones. */
const MAX_MESSAGE_LENGTH = 4096
const MAX_DEPTH = 16

/**
 * Turns anything thrown into the `{ code, message, data? }` of an `RpcResult` error. Keeps the
 * first integer `code` found on the error or its `cause` chain (viem wraps the wallet's 4001 in
 * its own errors), with that error's short message; otherwise -32603. `data` is kept only when it
 * is plain JSON, so the envelope always survives structured clone.
 *
 * @example
 * import { toRpcError, UserRejectedRequestError } from '@airlock/shared-protocol'
 * toRpcError(new UserRejectedRequestError()) // { code: 4001, message: 'User rejected the request.' }
 */
export function toRpcError(error: unknown): RpcError {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && isObject(current); depth++) {
    if (typeof current.code === 'number' && Number.isSafeInteger(current.code)) {
      const result: RpcError = {
        code: current.code,
        message: readMessage(current) ?? readMessage(error) ?? fallback(),
      }
      const data = plainData(current.data)
      if (data !== undefined) result.data = data
      return result
    }
    current = current.cause
  }
  return { code: jsonRpcErrors.INTERNAL_ERROR.code, message: readMessage(error) ?? fallback() }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return clip(value)
  if (!isObject(value)) return undefined
  for (const key of ['shortMessage', 'message'] as const) {
    const text = value[key]
    if (typeof text === 'string' && text.length > 0) return clip(text)
  }
  return undefined
}

function clip(text: string): string | undefined {
  return text.length === 0 ? undefined : text.slice(0, MAX_MESSAGE_LENGTH)
}

function fallback(): string {
  return userMessages.AN_ERROR_OCCURRED
}

function plainData(data: unknown): unknown {
  if (data === undefined) return undefined
  try {
    const json = JSON.stringify(data)
    return json === undefined ? undefined : JSON.parse(json)
  } catch {
    return undefined
  }
}
