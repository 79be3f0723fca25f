import { swapNetworkChainIds, times, userMessages } from '@airlock/shared-protocol'
import { fetchGasPrice } from '../api/blockchain.js'
import { loadTokens } from '../controllers/account.js'
import { createDebouncedLatest } from '../lib/debouncedLatest.js'
import { toBaseUnits } from '../lib/decimal.js'
import { accountStore } from '../stores/accountStore.js'
import { appStore } from '../stores/appStore.js'
import { cloudSwapChains, fetchPrices, fetchQuote, fetchSwapTokens, type QuoteParameters } from './swapApi.js'
import { fromBaseUnits, isNativeSwapToken } from './swapMath.js'
import { initialSwapState, type SwapSide, type SwapToken, swapStore } from './swapStore.js'
import { portfolioEntry, sameToken } from './swapTokens.js'

/** The swap's gas before a quote says it (a Uniswap V2 swap through the router uses about 110-150k). */
const DEFAULT_SWAP_GAS = 200_000n

/** The connected account and network the form works for. */
export function swapContext() {
  const { address, activeNetwork, status, connectorId } = appStore.getState()
  if (status !== 'connected' || !address || !activeNetwork || !connectorId) return undefined
  return { address, network: activeNetwork, connectorId, key: `${activeNetwork.caipNetworkId}:${address}` }
}

// Token lists per chain, kept for the modal's life: the cloud's list changes only with a deploy.
const tokenLists = new Map<string, SwapToken[]>()

async function swapSupported(caip: string, chainId: number | string): Promise<boolean> {
  // Spec section 9's swap networks, plus the chains whose AMM the cloud itself deployed (the devnet).
  if ((swapNetworkChainIds as readonly number[]).includes(Number(chainId))) return true
  return (await cloudSwapChains().catch(() => new Set<string>())).has(caip)
}

/** Swap opened: a form for this account and chain, its token list, prices and gas price. */
export async function openSwap() {
  const now = swapContext()
  if (!now) return
  if (swapStore.getState().key !== now.key) swapStore.setState({ ...initialSwapState(), key: now.key }, true)
  void loadTokens()
  const { caipNetworkId: caip, id, chainNamespace } = now.network
  let tokens = tokenLists.get(caip)
  try {
    if (!tokens) {
      if (chainNamespace !== 'eip155' || !(await swapSupported(caip, id)))
        throw new Error(userMessages.SWAPS_NETWORK_NOT_SUPPORTED)
      tokens = await fetchSwapTokens(caip)
      tokenLists.set(caip, tokens)
    }
  } catch (error) {
    if (swapStore.getState().key === now.key)
      swapStore.setState({
        tokensError: error instanceof Error ? error.message : userMessages.AN_ERROR_OCCURRED,
      })
    return
  }
  if (swapStore.getState().key !== now.key) return
  const from = swapStore.getState().from ?? tokens.find((t) => isNativeSwapToken(t.address))
  swapStore.setState({ tokens, tokensError: undefined, from })
  void fetchGasPrice(caip)
    .then((gasPrice) => {
      if (swapStore.getState().key === now.key) swapStore.setState({ gasPrice })
    })
    .catch(() => undefined)
  void loadPrices(tokens, now.key)
}

/** Prices of tokens the portfolio does not price (not held), for their USD values. */
async function loadPrices(tokens: SwapToken[], key: string) {
  const portfolio = accountStore.getState().tokens
  const missing = tokens.filter((t) => portfolioEntry(t, portfolio)?.price === undefined)
  if (missing.length === 0) return
  const prices = await fetchPrices(missing.map((t) => t.address)).catch(() => new Map<string, number>())
  if (swapStore.getState().key === key) swapStore.setState({ prices: Object.fromEntries(prices) })
}

/** The quote request for the form as it is; undefined while a token or a valid amount is missing. */
function quoteRequest(): QuoteParameters | undefined {
  const now = swapContext()
  const { from, to, fromAmount, gasPrice } = swapStore.getState()
  if (!now || !from || !to || sameToken(from, to)) return undefined
  let amount: bigint
  try {
    amount = toBaseUnits(fromAmount, from.decimals)
  } catch {
    return undefined
  }
  if (amount <= 0n) return undefined
  const { caipNetworkId } = now.network
  return {
    chainId: caipNetworkId,
    amount: amount.toString(),
    userAddress: now.address,
    ...pair(from, to),
    gasPrice,
  }
}

const pair = (from: SwapToken, to: SwapToken) => ({ from: from.address, to: to.address })

const quotes = createDebouncedLatest()

/**
 * Asks for a quote once typing pauses (spec section 9's default debounce); only the newest request's
 * answer counts, even one for an earlier amount that lands during the pause is dropped.
 */
export function requestQuote(delay: number = times.defaultDebounce) {
  const request = quoteRequest()
  if (!request) {
    quotes.cancel()
    swapStore.setState({ quote: undefined, quoteLoading: false, quoteError: undefined })
    return
  }
  swapStore.setState({ quoteLoading: true, quoteError: undefined })
  quotes.schedule(delay, (signal) => fetchQuote(request, signal), {
    answer: (quote) => swapStore.setState({ quote, quoteLoading: false }),
    failure: (error) => {
      const message = error instanceof Error ? error.message : userMessages.AN_ERROR_OCCURRED
      swapStore.setState({ quote: undefined, quoteLoading: false, quoteError: message })
    },
  })
}

export function setFromAmount(text: string) {
  swapStore.setState({ fromAmount: text.replace(',', '.').trim() })
  requestQuote()
}

/** SwapSelectToken picks for this side. */
export const startSelecting = (side: SwapSide) => swapStore.setState({ selecting: side })

/** Picking the other side's token swaps the two sides instead of pairing a token with itself. */
export function selectToken(token: SwapToken) {
  const { selecting, from, to } = swapStore.getState()
  const other = selecting === 'from' ? to : from
  if (other && sameToken(other, token)) return flip()
  swapStore.setState({ [selecting]: token, quote: undefined, quoteError: undefined })
  requestQuote(0)
}

/** The flip button: the tokens change sides, and what was to be received becomes the amount sold. */
export function flip() {
  const { from, to, quote, fromAmount } = swapStore.getState()
  const amount = quote && to ? fromBaseUnits(quote.toAmount, to.decimals) : fromAmount
  swapStore.setState({ from: to, to: from, fromAmount: amount, quote: undefined, quoteError: undefined })
  requestQuote(0)
}

/**
 * The whole balance; for the native token less twice the swap's fee at the gas price, since a
 * wallet's EIP-1559 fee cap asks the balance for more than the price paid.
 */
export function setMax() {
  const { from, quote, gasPrice } = swapStore.getState()
  const entry = from && portfolioEntry(from, accountStore.getState().tokens)
  if (!from || !entry) return
  let max: bigint
  try {
    max = toBaseUnits(entry.quantity.numeric, from.decimals)
  } catch {
    return
  }
  if (isNativeSwapToken(from.address))
    max -= 2n * (gasPrice ?? 0n) * BigInt(quote?.gasLimit ?? DEFAULT_SWAP_GAS)
  setFromAmount(max > 0n ? fromBaseUnits(max, from.decimals) : '0')
}
