import { InvalidSendCallsError } from '../errors/transaction.js'

/** One call of an EIP-5792 `wallet_sendCalls` batch. */
export interface SendCall {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: unknown
}

/** The single parameter object of `wallet_sendCalls`. Unknown fields are kept as they are. */
export interface SendCallsParameters {
  version?: unknown
  chainId?: unknown
  from?: unknown
  capabilities?: unknown
  calls: SendCall[]
  [key: string]: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isHex = (value: unknown): value is `0x${string}` => typeof value === 'string' && value.startsWith('0x')
// Past the spec's prefix rule: a wallet given '0xnothex' would only fail later, in its own words.
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const BYTES = /^0x([0-9a-fA-F]{2})*$/

/**
 * Checks the `params` of a `wallet_sendCalls` request and returns them typed: one object whose
 * `calls` is a non-empty list, each call with `to` starting with `0x` and, if given, `data`
 * starting with `0x` (spec section 5); past the prefix, `to` must be an address (20 bytes of hex)
 * and `data` whole bytes of hex. Throws `InvalidSendCallsError` naming the first problem.
 *
 * @example
 * import { validateSendCalls } from '@airlock/shared-protocol'
 * validateSendCalls([{ calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }] }])
 */
export function validateSendCalls(params: unknown): [SendCallsParameters] {
  if (!Array.isArray(params) || params.length !== 1 || !isRecord(params[0])) {
    throw new InvalidSendCallsError({ reason: 'params must be [{ calls }]' })
  }
  const { calls } = params[0]
  if (!Array.isArray(calls) || calls.length === 0) {
    throw new InvalidSendCallsError({ reason: 'calls must be a non-empty list' })
  }
  calls.forEach((call: unknown, index) => {
    if (!isRecord(call)) throw new InvalidSendCallsError({ reason: `calls[${index}] must be an object` })
    if (!isHex(call.to)) throw new InvalidSendCallsError({ reason: `calls[${index}].to must start with 0x` })
    if (!ADDRESS.test(call.to))
      throw new InvalidSendCallsError({ reason: `calls[${index}].to must be an address (0x and 40 hex)` })
    if (call.data === undefined) return
    if (!isHex(call.data))
      throw new InvalidSendCallsError({ reason: `calls[${index}].data must start with 0x` })
    if (!BYTES.test(call.data))
      throw new InvalidSendCallsError({ reason: `calls[${index}].data must be hex bytes` })
  })
  return params as [SendCallsParameters]
}
