import { InvalidSendParametersError } from '../errors/transaction.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isPositiveAmount } from './isPositiveAmount.js'

export interface EvmSendParameters {
  /** The token to send; `address` is absent for the chain's native token. */
  token?: { address?: string | undefined; quantity?: { decimals?: string | number | undefined } } | undefined
  sendTokenAmount?: string | number | undefined
  receiverAddress?: string | undefined
  gasPrice?: bigint | number | string | undefined
}

export type EvmSendKind = 'native' | 'erc20'

/**
 * Checks an EVM send and says which kind it is. Every send needs a token, an amount above zero
 * and an EVM receiver address; a native send also needs the gas price and the token's decimals.
 * Throws `InvalidSendParametersError` (message 'Please enter a valid amount and receiver
 * address', `missing` lists the fields).
 *
 * @example
 * import { validateEvmSend } from '@airlock/shared-protocol'
 * validateEvmSend({ token, sendTokenAmount: '1', receiverAddress, gasPrice: 1n }) // 'native'
 */
export function validateEvmSend(parameters: EvmSendParameters): EvmSendKind {
  const { token, sendTokenAmount, receiverAddress, gasPrice } = parameters
  const missing: string[] = []
  if (!token) missing.push('token')
  if (!isPositiveAmount(sendTokenAmount)) missing.push('sendTokenAmount')
  if (!isEvmAddress(receiverAddress)) missing.push('receiverAddress')
  const kind: EvmSendKind = token?.address ? 'erc20' : 'native'
  if (token && kind === 'native') {
    if (gasPrice === undefined || gasPrice === null || gasPrice === '') missing.push('gasPrice')
    if (!isDecimals(token.quantity?.decimals)) missing.push('decimals')
  }
  if (missing.length > 0) throw new InvalidSendParametersError({ missing })
  return kind
}

function isDecimals(value: unknown): boolean {
  const decimals = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 255
}
