import { type CdpApiKey, cdpBearerJwt, cdpSigningKey } from './cdpJwt.js'
import {
  coinbaseOneClickBuyUrl,
  type ProviderAmount,
  type ProviderCheckout,
  type ProviderOrderStatus,
  type ProviderQuote,
  type ProviderStatus,
} from './providerCheckout.js'
import { ProviderError, postProviderJson, providerJson, requiredText } from './providerHttp.js'

export interface CoinbaseOnrampOptions {
  apiKey: CdpApiKey
  /** CDP's REST host; a test points it at a local stand-in. */
  apiUrl?: string
  /** Where the buyer's checkout is; a test points it at a local stand-in. */
  payUrl?: string
  /** Where Coinbase sends the buyer back after the purchase. */
  redirectUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

export const COINBASE_API_URL = 'https://api.developer.coinbase.com'
export const COINBASE_PAY_URL = 'https://pay.coinbase.com'

/**
 * Coinbase Onramp's checkout: a single-use session token from CDP's `POST /onramp/v1/token`, made
 * for the order's one address, network and asset and authorized by a JWT signed with the operator's
 * CDP key, then the one-click-buy URL carrying it. The token binds the address server-side, so the
 * URL carries no address a link could change.
 */
export function createCoinbaseCheckout({
  apiKey,
  apiUrl = COINBASE_API_URL,
  payUrl = COINBASE_PAY_URL,
  redirectUrl,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: CoinbaseOnrampOptions): ProviderCheckout {
  // A secret of the wrong form stops the start, not the first buyer.
  cdpSigningKey(apiKey.secret)
  const tokenUrl = `${apiUrl.replace(/\/$/, '')}/onramp/v1/token`
  return async (order) => {
    const jwt = await cdpBearerJwt(apiKey, { method: 'POST', url: tokenUrl }, now())
    const answer = await postProviderJson(
      'Coinbase',
      tokenUrl,
      { authorization: `Bearer ${jwt}` },
      {
        addresses: [{ address: order.address, blockchains: [order.network] }],
        assets: [order.asset],
        ...(order.clientIp ? { clientIp: order.clientIp } : {}),
      },
      fetchImpl,
    )
    const token = requiredText('Coinbase', answer, 'token')
    return coinbaseOneClickBuyUrl(token, order, { payUrl, ...(redirectUrl ? { redirectUrl } : {}) })
  }
}

type CoinbaseTransaction = Record<string, unknown>
const amountOf = (value: unknown) => {
  const { value: amount, currency } = (value ?? {}) as { value?: unknown; currency?: unknown }
  return typeof amount === 'string' && typeof currency === 'string' ? { value: amount, currency } : undefined
}

/** One Coinbase transaction in the status route's words (snake_case as the API answers, camelCase as webhooks do). */
function statusOf(transaction: CoinbaseTransaction): ProviderOrderStatus {
  const status = transaction.status
  const purchaseAmount = amountOf(transaction.purchase_amount ?? transaction.purchaseAmount)
  const purchase = purchaseAmount ? { purchaseAmount } : {}
  if (status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') {
    const txHash = transaction.tx_hash ?? transaction.txHash
    // Only an EVM transaction hash is passed on: the modal refuses a status carrying anything else.
    const hash = typeof txHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(txHash) ? { txHash } : {}
    return { status: 'completed', ...hash, ...purchase }
  }
  if (status === 'ONRAMP_TRANSACTION_STATUS_FAILED')
    return { status: 'failed', message: 'The payment failed at Coinbase', ...purchase }
  return { status: 'pending', ...purchase }
}

/**
 * Coinbase's Transaction Status API for a checkout: `GET /onramp/v1/buy/user/{partnerUserRef}/transactions`
 * (the checkout id was the one-click-buy URL's `partnerUserRef`), newest first; none yet is pending.
 */
export function createCoinbaseStatus({
  apiKey,
  apiUrl = COINBASE_API_URL,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: Pick<CoinbaseOnrampOptions, 'apiKey' | 'apiUrl' | 'fetch' | 'now'>): ProviderStatus {
  cdpSigningKey(apiKey.secret)
  const base = apiUrl.replace(/\/$/, '')
  return async (sessionId) => {
    const url = `${base}/onramp/v1/buy/user/${encodeURIComponent(sessionId)}/transactions?page_size=1`
    const jwt = await cdpBearerJwt(apiKey, { method: 'GET', url }, now())
    const answer = await providerJson(
      'Coinbase',
      { method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } },
      fetchImpl,
    )
    if (!Array.isArray(answer.transactions))
      throw new ProviderError('Coinbase', 200, 'answered without transactions')
    const newest = answer.transactions[0] as CoinbaseTransaction | undefined
    return newest && typeof newest === 'object' ? statusOf(newest) : { status: 'pending' }
  }
}

/** A money field of a quote answer (`{ value, currency }`), or a ProviderError naming it. */
function requiredAmount(answer: Record<string, unknown>, field: string): ProviderAmount {
  const amount = amountOf(answer[field])
  if (!amount || !/^\d+(\.\d+)?$/.test(amount.value))
    throw new ProviderError('Coinbase', 200, `answered without ${field}`)
  return amount
}

// Coinbase's names for the payment methods the spec's options list (as in the one-click-buy URL).
const quoteMethods: Record<string, string> = { card: 'CARD', ACH_BANK_ACCOUNT: 'ACH_BANK_ACCOUNT' }

/**
 * Coinbase's Buy Quote API: `POST /onramp/v1/buy/quote` (same CDP JWT) with the asset, network, fiat
 * amount (fees included), currency, method and the buyer's country (`subdivision` too: Coinbase needs
 * the state for US buyers). Its amounts are the answer as they are: the cloud prices nothing here.
 */
export function createCoinbaseQuote({
  apiKey,
  apiUrl = COINBASE_API_URL,
  country,
  subdivision,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: Pick<CoinbaseOnrampOptions, 'apiKey' | 'apiUrl' | 'fetch' | 'now'> & {
  country: string
  subdivision?: string
}): ProviderQuote {
  cdpSigningKey(apiKey.secret)
  const quoteUrl = `${apiUrl.replace(/\/$/, '')}/onramp/v1/buy/quote`
  return async (request) => {
    const jwt = await cdpBearerJwt(apiKey, { method: 'POST', url: quoteUrl }, now())
    const answer = await postProviderJson(
      'Coinbase',
      quoteUrl,
      { authorization: `Bearer ${jwt}` },
      {
        purchase_currency: request.asset,
        purchase_network: request.network,
        payment_amount: request.amount,
        payment_currency: request.fiatCurrency,
        payment_method: quoteMethods[request.paymentMethod] ?? 'CARD',
        country,
        ...(subdivision ? { subdivision } : {}),
      },
      fetchImpl,
    )
    const providerQuoteId = requiredText('Coinbase', answer, 'quote_id')
    return {
      providerQuoteId,
      purchaseAmount: requiredAmount(answer, 'purchase_amount'),
      paymentSubtotal: requiredAmount(answer, 'payment_subtotal'),
      paymentTotal: requiredAmount(answer, 'payment_total'),
      networkFee: requiredAmount(answer, 'network_fee'),
      coinbaseFee: requiredAmount(answer, 'coinbase_fee'),
    }
  }
}
