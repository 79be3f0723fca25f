import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Transaction } from '../api/blockchain.js'
import type { Money, OnrampOptions } from './onrampApi.js'
import type { BuyQuote } from './onrampQuote.js'

/** Where the provider's window is: the host opened it, the browser blocked it, or the visitor closed it. */
export type CheckoutWindow = 'open' | 'blocked' | 'closed'

/** A checkout the host opened for the visitor, and what its status says. */
export interface Checkout {
  sessionId: string
  url: string
  /** The provider's label ('Coinbase'), for 'Complete your purchase in the Coinbase window'. */
  providerLabel: string
  window: CheckoutWindow
  status: 'pending' | 'completed' | 'failed'
  purchaseAmount: Money | undefined
  /** Why it failed, or the provider's word on the last attempt while pending ('Your card was declined.'). */
  message: string | undefined
}

/** The Buy form and the checkout under way. Kept apart from the modal's stores: it loads with the views. */
export interface OnrampState {
  /** `${caipNetworkId}:${address}` the form belongs to: another account or chain starts afresh. */
  key: string | undefined
  options: OnrampOptions | undefined
  /** The cloud's options did not load: the built-in sample is shown, and said to be. */
  sample: boolean
  fiat: string
  /** As typed, in the fiat currency. */
  amount: string
  /** The purchase currency's id ('ETH'). */
  asset: string | undefined
  paymentMethod: string
  provider: string | undefined
  quote: BuyQuote | undefined
  quoteLoading: boolean
  /** The cloud's refusal of the amount, shown in place of a quote. */
  quoteError: string | undefined
  /** Neither the cloud's quote nor an estimate: the checkout still says the amount. */
  quoteUnavailable: boolean
  /** Asking the cloud for the checkout. */
  buying: boolean
  buyError: string | undefined
  checkout: Checkout | undefined
  /** The account's past purchases (history's onramp filter); undefined until read. */
  purchases: Transaction[] | undefined
}

export const initialOnrampState = (): OnrampState => ({
  key: undefined,
  options: undefined,
  sample: false,
  fiat: 'USD',
  amount: '',
  asset: undefined,
  paymentMethod: 'card',
  provider: undefined,
  quote: undefined,
  quoteLoading: false,
  quoteError: undefined,
  quoteUnavailable: false,
  buying: false,
  buyError: undefined,
  checkout: undefined,
  purchases: undefined,
})

export const onrampStore = createStore<OnrampState>(() => initialOnrampState())

/** Leaving the Buy views: the form opens empty next time. */
export const resetOnrampState = () => onrampStore.setState(initialOnrampState(), true)

export function useOnramp<T>(selector: (state: OnrampState) => T): T {
  return useStore(onrampStore, selector)
}
