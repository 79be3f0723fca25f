/**
 * Whether `value` looks like a Solana address: 32 to 44 base58 characters (no 0, O, I or l).
 *
 * @example
 * import { isSolanaAddress } from '@airlock/shared-protocol'
 * isSolanaAddress('7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
