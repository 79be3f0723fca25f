/**
 * What a real provider's checkout is opened with: the order the URL generator checked. Production
 * swaps the sandbox page for the provider's own by configuration (`providerCheckouts` of
 * `createOnramp`): a function from this order to the provider's URL, typically after a server-side
 * call that makes the provider's session (Coinbase's Onramp session token needs the operator's CDP key).
 */
export interface ProviderOrder {
  provider: string
  /** The checkout's id here: the provider's partner reference, so its webhook can name the order. */
  sessionId: string
  address: string
  /** The provider's network name (e.g. 'base', 'ethereum'). */
  network: string
  asset: string
  fiatCurrency: string
  paymentMethod: string
  /** Decimal strings, when the order has them. */
  presetFiatAmount?: string
  presetCryptoAmount?: string
  /** The provider's own quote id, when the order is the one it quoted (Coinbase honours it at checkout). */
  quoteId?: string
  /**
   * The buyer's IP as this server's socket saw it (the modal calls from the buyer's browser):
   * Coinbase binds its session token to it. Behind a reverse proxy it is the proxy's.
   */
  clientIp?: string
}

export type ProviderCheckout = (order: ProviderOrder) => Promise<string>

/** A real provider's word on a checkout, in the status route's shape. */
export interface ProviderOrderStatus {
  status: 'pending' | 'completed' | 'failed'
  txHash?: string
  purchaseAmount?: { value: string; currency: string }
  message?: string
}

/** Asks the provider how the order made for checkout `sessionId` (its partner reference) went. */
export type ProviderStatus = (sessionId: string) => Promise<ProviderOrderStatus>

// Coinbase's names for the payment methods the spec's options list.
const coinbaseMethods: Record<string, string> = { card: 'CARD', ACH_BANK_ACCOUNT: 'ACH_BANK_ACCOUNT' }

/**
 * Coinbase's one-click-buy URL (pay.coinbase.com/buy/select-asset) for `order`, given the session token the
 * operator's backend obtained for the destination address and asset: the buyer lands on the order
 * preview with the amount, asset and payment method already chosen.
 *
 * @example
 * createOnramp({ ..., providerCheckouts: {
 *   coinbase: async (order) => coinbaseOneClickBuyUrl(await mySessionToken(order), order),
 * } })
 */
export function coinbaseOneClickBuyUrl(
  sessionToken: string,
  order: ProviderOrder,
  { payUrl = 'https://pay.coinbase.com', redirectUrl }: { payUrl?: string; redirectUrl?: string } = {},
): string {
  const url = new URL(`${payUrl.replace(/\/$/, '')}/buy/select-asset`)
  url.searchParams.set('sessionToken', sessionToken)
  url.searchParams.set('defaultAsset', order.asset)
  url.searchParams.set('defaultNetwork', order.network)
  url.searchParams.set('defaultExperience', 'buy')
  url.searchParams.set('fiatCurrency', order.fiatCurrency)
  url.searchParams.set('defaultPaymentMethod', coinbaseMethods[order.paymentMethod] ?? 'CARD')
  url.searchParams.set('partnerUserRef', order.sessionId)
  if (redirectUrl) url.searchParams.set('redirectUrl', redirectUrl)
  if (order.quoteId) url.searchParams.set('quoteId', order.quoteId)
  // Coinbase ignores the fiat amount when a crypto amount is set: send the one the order has.
  if (order.presetCryptoAmount) url.searchParams.set('presetCryptoAmount', order.presetCryptoAmount)
  else if (order.presetFiatAmount) url.searchParams.set('presetFiatAmount', order.presetFiatAmount)
  return url.toString()
}

/** A real provider's quote is asked for: the order as the provider names it. */
export interface ProviderQuoteRequest {
  /** The provider's network name (e.g. 'base'). */
  network: string
  /** The provider's code for the asset (Coinbase: the symbol; Meld: e.g. `USDC_BASE`). */
  asset: string
  /** The asset's symbol, as the answer names it. */
  symbol: string
  fiatCurrency: string
  paymentMethod: string
  /** The fiat amount, fees included, as a decimal string with two decimals. */
  amount: string
}

export interface ProviderAmount {
  value: string
  currency: string
}

/** A real provider's quote in `POST /v1/onramp/quote`'s shape (`coinbaseFee` is whichever provider's fee). */
export interface ProviderQuoteAnswer {
  purchaseAmount: ProviderAmount
  paymentSubtotal: ProviderAmount
  paymentTotal: ProviderAmount
  networkFee: ProviderAmount
  coinbaseFee: ProviderAmount
  /** The provider's id for this quote, kept for the checkout, never shown. */
  providerQuoteId?: string
}

export type ProviderQuote = (request: ProviderQuoteRequest) => Promise<ProviderQuoteAnswer>
