/**
 * How numbers are shown and computed.
 *
 * @example
 * import { formatting } from '@airlock/shared-protocol/host'
 * amount.toLocaleString(formatting.amountLocale, { maximumFractionDigits: formatting.amountDecimals })
 */
export const formatting = {
  /** Balances are truncated (not rounded) to this many decimals. */
  balanceDecimals: 3,
  amountDecimals: 2,
  amountLocale: 'en-US',
  /** Decimal arithmetic precision and rounding. */
  decimalPlaces: 20,
  roundingMode: 'halfUp',
} as const

/** Activity operation types shown with a plus or a minus sign. */
export const operationSigns = {
  plus: ['receive', 'deposit', 'borrow', 'claim'],
  minus: ['withdraw', 'repay', 'burn'],
} as const

/** Wallet names shown differently from the directory's. */
export const walletDisplayNames: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' }
