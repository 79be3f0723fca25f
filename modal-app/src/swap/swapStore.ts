import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** A token the cloud can swap on the active chain (`/v1/convert/tokens`). */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10; the native token is `<chain>:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string | null
}

/** The cloud's best quote for the amount typed, in base units. */
export interface SwapQuote {
  fromAmount: string
  toAmount: string
  /** Percent. */
  priceImpact: number
  /** The swap's estimated gas. */
  gasLimit: string
}

export type SwapSide = 'from' | 'to'

export type SwapProgress = 'idle' | 'approve-wallet' | 'approve-chain' | 'swap-wallet' | 'swap-chain'

/** The swap form and its progress. Kept apart from the modal's stores: it loads with the Swap views. */
export interface SwapState {
  /** `${caipNetworkId}:${address}` the state belongs to: another account or chain starts afresh. */
  key: string | undefined
  tokens: SwapToken[] | undefined
  /** Why the tokens are not there ('Network not supported for Swaps', a failed fetch). */
  tokensError: string | undefined
  /** USD prices the cloud gave for tokens the portfolio does not hold, by symbol. */
  prices: Record<string, number>
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The amount to sell, as typed (a decimal in the from token's units). */
  fromAmount: string
  quote: SwapQuote | undefined
  quoteLoading: boolean
  quoteError: string | undefined
  gasPrice: bigint | undefined
  /** The side SwapSelectToken picks for. */
  selecting: SwapSide
  /** Whether the router's allowance is short of the amount (undefined: not known yet). */
  needsApproval: boolean | undefined
  /** Where the preview is: asking the wallet to approve or to swap, or waiting for either to be mined. */
  progress: SwapProgress
  /** Why the last approve or swap failed, shown in the preview (already in the visitor's language). */
  error: string | undefined
}

export const initialSwapState = (): SwapState => ({
  key: undefined,
  tokens: undefined,
  tokensError: undefined,
  prices: {},
  from: undefined,
  to: undefined,
  fromAmount: '',
  quote: undefined,
  quoteLoading: false,
  quoteError: undefined,
  gasPrice: undefined,
  selecting: 'from',
  needsApproval: undefined,
  progress: 'idle',
  error: undefined,
})

export const swapStore = createStore<SwapState>(() => initialSwapState())

/** Leaving the swap views, and after a swap: the form opens empty next time. */
export const resetSwapState = () => swapStore.setState(initialSwapState(), true)

export function useSwap<T>(selector: (state: SwapState) => T): T {
  return useStore(swapStore, selector)
}
