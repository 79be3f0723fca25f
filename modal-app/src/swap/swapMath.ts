import Decimal from 'decimal.js'
import { formatUnits } from 'viem'
import { numberFormat } from '../i18n/intl.js'
import { divide, formatFiat, multiply, toDecimal } from '../lib/decimal.js'

/** The native token's CAIP-10 address in the swap routes: `<chain>:0xeeee…eeee`. */
export const NATIVE_SWAP_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const isNativeSwapToken = (caip10: string) => caip10.toLowerCase().endsWith(`:${NATIVE_SWAP_ADDRESS}`)

/** The contract part of a CAIP-10 address. */
export const contractOf = (caip10: string) => caip10.split(':')[2] as `0x${string}`

/** Base units as an exact decimal string ('1980000', 6 -> '1.98'). */
export const fromBaseUnits = (amount: string | bigint, decimals: number) =>
  formatUnits(BigInt(amount), decimals)

/**
 * What the router must give at least: the quote less the slippage, rounded down, as the cloud
 * builds `amountOutMin` (slippage in percent; basis points keep it integer arithmetic).
 */
export function minimumReceived(toAmount: string | bigint, slippagePercent: number): bigint {
  const bps = BigInt(Math.round(slippagePercent * 100))
  if (bps <= 0n || bps > 5000n) throw new Error(`Invalid slippage: ${slippagePercent}`)
  return (BigInt(toAmount) * (10_000n - bps)) / 10_000n
}

/** How many to tokens one from token buys at the quote. */
export function quoteRate(
  quote: { fromAmount: string; toAmount: string },
  fromDecimals: number,
  toDecimals: number,
): Decimal {
  return divide(fromBaseUnits(quote.toAmount, toDecimals), fromBaseUnits(quote.fromAmount, fromDecimals))
}

/** Spec section 3's gasPriceInUSD for the swap: gas limit x gas price, in the native token, at its price. */
export function networkFeeInUSD(
  gasLimit: string | bigint,
  gasPrice: bigint,
  nativePrice: number,
  nativeDecimals = 18,
): number {
  return multiply(fromBaseUnits(BigInt(gasLimit) * gasPrice, nativeDecimals), nativePrice).toNumber()
}

/**
 * A token amount for reading, in the visitor's locale: up to `places` decimals, truncated (never
 * promising more than the quote), trailing zeros dropped, thousands grouped; a dust amount shows as
 * '<0.000001'. Truncated in decimal first, so `Intl` (given the exact decimal string) never rounds.
 */
export function formatTokenAmount(value: Decimal.Value, places = 6): string {
  const d = toDecimal(value instanceof Decimal ? value : String(value))
  const format = numberFormat({ maximumFractionDigits: places })
  if (d.isZero()) return format.format(0)
  const floor = new Decimal(10).pow(-places)
  if (d.abs().lt(floor)) return `<${format.format(exact(floor))}`
  return format.format(exact(d.toDecimalPlaces(places, Decimal.ROUND_DOWN)))
}

/** A decimal as the exact numeric string `Intl.NumberFormat` formats without going through a float. */
const exact = (d: Decimal) => d.toFixed() as Intl.StringNumericLiteral

/** '0.15%', or '<0.01%' for an impact too small to show (the percent sign where the locale puts it). */
export function formatPriceImpact(percent: number): string {
  const format = numberFormat({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  if (percent > 0 && percent < 0.01) return `<${format.format(0.0001)}`
  return format.format(exact(toDecimal(percent).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).div(100)))
}

/** A fee in USD: '$0.42', or '<$0.01' rather than a misleading '$0.00'. */
export function formatFeeUSD(usd: number): string {
  return usd > 0 && usd < 0.01 ? `<${formatFiat(0.01)}` : formatFiat(usd)
}

/** An amount's USD value as shown under it ('' when the price or the amount is unknown). */
export function usdValue(amount: string, price: number | undefined): string {
  if (price === undefined || !amount.trim()) return ''
  try {
    return formatFiat(multiply(amount, price))
  } catch {
    return ''
  }
}
