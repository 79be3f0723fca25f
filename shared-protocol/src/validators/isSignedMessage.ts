/**
 * Whether an RPC response is a signature: `0x` and at least 62 hex characters. (A transaction
 * hash matches too; check `isTransactionHash` first when the difference matters.)
 *
 * @example
 * import { isSignedMessage } from '@airlock/shared-protocol'
 * isSignedMessage(`0x${'ab'.repeat(65)}`) // true
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}
