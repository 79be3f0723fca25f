import { InvalidSendParametersError } from '../errors/transaction.js'
import { isPositiveAmount } from './isPositiveAmount.js'
import { isSolanaAddress } from './isSolanaAddress.js'

export interface SolanaSendParameters {
  sendTokenAmount?: string | number | undefined
  receiverAddress?: string | undefined
}

/**
 * Throws 'Please enter a valid amount and receiver address' unless the amount is above zero and
 * the receiver is a Solana address.
 *
 * @example
 * import { assertSolanaSend } from '@airlock/shared-protocol'
 * assertSolanaSend({ sendTokenAmount: '0.1', receiverAddress: '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q' })
 */
export function assertSolanaSend(
  parameters: SolanaSendParameters,
): asserts parameters is { sendTokenAmount: string | number; receiverAddress: string } {
  const missing: string[] = []
  if (!isPositiveAmount(parameters.sendTokenAmount)) missing.push('sendTokenAmount')
  if (!isSolanaAddress(parameters.receiverAddress)) missing.push('receiverAddress')
  if (missing.length > 0) throw new InvalidSendParametersError({ missing })
}
