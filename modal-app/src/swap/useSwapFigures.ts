import { SWAP_SLIPPAGE_TOLERANCE } from '@airlock/shared-protocol'
import type Decimal from 'decimal.js'
import { toDecimal } from '../lib/decimal.js'
import { useAccount } from '../stores/accountStore.js'
import { useApp } from '../stores/useApp.js'
import { checkSwap } from './swapCheck.js'
import { fromBaseUnits, isNativeSwapToken, minimumReceived, networkFeeInUSD, quoteRate } from './swapMath.js'
import { useSwap } from './swapStore.js'
import { portfolioEntry, tokenPrice } from './swapTokens.js'

/** What the Swap and SwapPreview views show, derived from the form, the portfolio and the quote. */
export function useSwapFigures() {
  const from = useSwap((s) => s.from)
  const to = useSwap((s) => s.to)
  const fromAmount = useSwap((s) => s.fromAmount)
  const quote = useSwap((s) => s.quote)
  const quoteLoading = useSwap((s) => s.quoteLoading)
  const quoteError = useSwap((s) => s.quoteError)
  const gasPrice = useSwap((s) => s.gasPrice)
  const prices = useSwap((s) => s.prices)
  const portfolio = useAccount((s) => s.tokens)
  const nativeDecimals = useApp((s) => s.activeNetwork?.nativeCurrency.decimals ?? 18)

  const native = portfolio?.find((t) => !t.address)
  const nativePrice = native?.price ?? prices[native?.symbol ?? 'ETH']
  const fromEntry = from && portfolioEntry(from, portfolio)
  const toEntry = to && portfolioEntry(to, portfolio)

  let gasFeeInUSD: number | undefined
  let gasFeeInNative: Decimal | undefined
  if (quote && gasPrice !== undefined) {
    gasFeeInNative = toDecimal(fromBaseUnits(BigInt(quote.gasLimit) * gasPrice, nativeDecimals))
    if (nativePrice !== undefined)
      gasFeeInUSD = networkFeeInUSD(quote.gasLimit, gasPrice, nativePrice, nativeDecimals)
  }
  const toAmount = quote && to ? fromBaseUnits(quote.toAmount, to.decimals) : ''
  const check = checkSwap({
    from: from && { decimals: from.decimals, native: isNativeSwapToken(from.address) },
    to,
    amount: fromAmount,
    fromBalance: fromEntry?.quantity.numeric,
    hasQuote: quote !== undefined,
    quoteLoading,
    quoteError,
    networkBalanceInUSD: native?.value ?? 0,
    gasFeeInUSD,
    gasFeeInNative,
    nativeBalance: native?.quantity.numeric,
  })
  return {
    from,
    to,
    quote,
    quoteLoading,
    /** Each side's token, amount (typed, or quoted), USD price and balance. */
    sides: {
      from: {
        token: from,
        amount: fromAmount,
        price: from && tokenPrice(from, portfolio, prices),
        balance: fromEntry?.quantity.numeric,
      },
      to: {
        token: to,
        amount: toAmount,
        price: to && tokenPrice(to, portfolio, prices),
        balance: toEntry?.quantity.numeric,
      },
    },
    rate: quote && from && to ? quoteRate(quote, from.decimals, to.decimals) : undefined,
    minimumReceived:
      quote && to
        ? fromBaseUnits(minimumReceived(quote.toAmount, SWAP_SLIPPAGE_TOLERANCE), to.decimals)
        : undefined,
    gasFeeInUSD,
    check,
  }
}

export type SwapFigures = ReturnType<typeof useSwapFigures>
