/**
 * Whether `value` looks like an EVM address: an optional `0x` prefix and 40 hex characters.
 * No checksum test: mixed case is accepted as wallets return it.
 *
 * @example
 * import { isEvmAddress } from '@airlock/shared-protocol'
 * isEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
