export interface HasInsufficientGasParameters {
  /** Native balance of the account in USD. Unknown counts as zero: a send cannot rely on it. */
  networkBalanceInUSD: string | number | undefined
  /** Estimated gas cost in USD; unknown counts as zero. */
  gasPriceInUSD: string | number | undefined
  /** Smart accounts may have gas sponsored, so they skip the check. */
  isSmartAccount?: boolean
}

/**
 * Whether the account cannot pay the gas of a send: its native balance in USD is zero (or
 * unknown) or below the gas cost in USD. Always `false` for smart accounts.
 *
 * @example
 * import { hasInsufficientGas } from '@airlock/shared-protocol'
 * hasInsufficientGas({ networkBalanceInUSD: '0.5', gasPriceInUSD: 1 }) // true
 */
export function hasInsufficientGas(parameters: HasInsufficientGasParameters): boolean {
  if (parameters.isSmartAccount) return false
  const balance = toUsd(parameters.networkBalanceInUSD)
  const gas = toUsd(parameters.gasPriceInUSD)
  return balance <= 0 || balance < gas
}

function toUsd(value: string | number | undefined): number {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : 0
  return Number.isFinite(amount) ? amount : 0
}
