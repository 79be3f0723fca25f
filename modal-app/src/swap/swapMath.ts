import Decimal from 'decimal.js'
import { formatUnits } from 'viem'
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
 * A token amount for reading: up to `places` decimals, truncated (never promising more than the
 * quote), trailing zeros dropped, thousands grouped; a dust amount shows as '<0.000001'.
 */
export function formatTokenAmount(value: Decimal.Value, places = 6): string {
  const d = toDecimal(value instanceof Decimal ? value : String(value))
  if (d.isZero()) return '0'
  const floor = new Decimal(10).pow(-places)
  if (d.abs().lt(floor)) return `<${floor.toFixed()}`
  const [whole = '0', fraction] = d.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed().split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

/** '0.15%', or '<0.01%' for an impact too small to show. */
export function formatPriceImpact(percent: number): string {
  if (percent > 0 && percent < 0.01) return '<0.01%'
  return `${toDecimal(percent).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)}%`
}

/** A fee in USD: '$0.42', or '<$0.01' rather than a misleading '$0.00'. */
export function formatFeeUSD(usd: number): string {
  return usd > 0 && usd < 0.01 ? '<$0.01' : formatFiat(usd)
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
