import type { TokenBalance } from '../api/blockchain.js'
import { toDecimal } from '../lib/decimal.js'
import { isNativeSwapToken } from './swapMath.js'
import type { SwapToken } from './swapStore.js'

/** The portfolio's entry for a swap token: the native one has no address there. */
export function portfolioEntry(
  token: SwapToken,
  portfolio: readonly TokenBalance[] | undefined,
): TokenBalance | undefined {
  const native = isNativeSwapToken(token.address)
  const address = token.address.toLowerCase()
  return portfolio?.find((t) => (native ? !t.address : t.address?.toLowerCase() === address))
}

/** A token's USD price: the portfolio's, else the cloud's price list (by symbol). */
export function tokenPrice(
  token: SwapToken,
  portfolio: readonly TokenBalance[] | undefined,
  prices: Readonly<Record<string, number>>,
): number | undefined {
  return portfolioEntry(token, portfolio)?.price ?? prices[token.symbol]
}

export const sameToken = (a: SwapToken, b: SwapToken) => a.address.toLowerCase() === b.address.toLowerCase()

/** The picker's list: the search (name, symbol or address), tokens held first by value, then the rest by symbol. */
export function pickerTokens(
  tokens: readonly SwapToken[],
  portfolio: readonly TokenBalance[] | undefined,
  search: string,
): SwapToken[] {
  const query = search.trim().toLowerCase()
  const value = (t: SwapToken) => portfolioEntry(t, portfolio)?.value ?? 0
  return tokens
    .filter(
      (t) =>
        !query ||
        t.name.toLowerCase().includes(query) ||
        t.symbol.toLowerCase().includes(query) ||
        t.address.toLowerCase().endsWith(query),
    )
    .sort((a, b) => toDecimal(value(b)).comparedTo(toDecimal(value(a))) || a.symbol.localeCompare(b.symbol))
}
