import {
  getHistory,
  type OnrampStatus,
  onrampOptions,
  onrampQuote,
  onrampStatus,
  onrampUrl,
  type ResponseOf,
} from '@airlock/shared-protocol/cloud-api'
import { callRoute } from '../lib/cloudRequest.js'

export type { Money, OnrampOptions } from '@airlock/shared-protocol/cloud-api'
export type CloudQuote = ResponseOf<typeof onrampQuote>
export type CheckoutStatus = OnrampStatus

export const fetchOnrampOptions = () => callRoute(onrampOptions)

export interface QuoteRequest {
  /** Purchase currency id ('ETH'). */
  asset: string
  fiat: string
  /** Fiat, a decimal string. */
  amount: string
  /** The options' network name ('devnet'). */
  network: string
  provider: string
  paymentMethod: string
}

export function fetchOnrampQuote(request: QuoteRequest, signal?: AbortSignal): Promise<CloudQuote> {
  const { asset, fiat, amount, network, provider, paymentMethod } = request
  const body = {
    purchaseCurrency: { id: asset },
    paymentCurrency: { id: fiat },
    amount,
    network,
    provider,
    paymentMethod,
  }
  return callRoute(onrampQuote, { body, ...(signal ? { signal } : {}) })
}

export interface CheckoutRequest {
  address: string
  network: string
  asset: string
  fiat: string
  amount: string
  provider: string
  /** card or ACH_BANK_ACCOUNT: whose limits the checkout holds the amount to. */
  paymentMethod: string
  /** The quote the visitor saw, when the cloud gave one (not for an estimate). */
  quoteId: string | undefined
}

/** `POST /v1/generators/onrampurl`: the provider's checkout for this order, and its session to watch. */
export function createCheckout(request: CheckoutRequest) {
  const { address, network, asset, fiat, amount, provider, paymentMethod, quoteId } = request
  const body = {
    destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
    defaultNetwork: network,
    // The provider keeps a buyer's history under this id; the address is the only identity the modal has.
    partnerUserId: address.toLowerCase(),
    defaultExperience: 'buy' as const,
    presetFiatAmount: Number(amount),
    paymentCurrency: fiat,
    paymentMethod,
    provider,
    ...(quoteId ? { quoteId } : {}),
  }
  return callRoute(onrampUrl, { body })
}

export const fetchCheckoutStatus = (sessionId: string) => callRoute(onrampStatus, { params: { sessionId } })

/** The account's purchases: history's `onramp` filter lists only the providers' deliveries to it. */
export async function fetchPurchases(address: string, caipNetworkId: string) {
  const query = { chainId: caipNetworkId, onramp: 'true' }
  return (await callRoute(getHistory, { params: { address }, query })).data
}
