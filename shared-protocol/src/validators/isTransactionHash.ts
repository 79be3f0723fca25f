/**
 * Whether an RPC response is a transaction hash: `0x` and 64 hex characters.
 *
 * @example
 * import { isTransactionHash } from '@airlock/shared-protocol'
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
