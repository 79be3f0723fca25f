import type {
  ProviderCheckout,
  ProviderOrderStatus,
  ProviderQuote,
  ProviderStatus,
} from './providerCheckout.js'
import { ProviderError, postProviderJson, providerJson, requiredText } from './providerHttp.js'

export interface MeldOnrampOptions {
  /** The operator's Meld API key, sent as Meld documents: `Authorization: BASIC <key>`. */
  apiKey: string
  /** Meld's API (production https://api.meld.io, sandbox https://api-sb.meld.io); tests use a stand-in. */
  apiUrl?: string
  redirectUrl?: string
  fetch?: typeof fetch
}

export const MELD_API_URL = 'https://api.meld.io'

const baseOf = (apiUrl: string) => apiUrl.replace(/\/$/, '')
const authorization = (apiKey: string) => ({ authorization: `BASIC ${apiKey}` })

/**
 * Meld's checkout: a BUY widget session (`POST /crypto/session/widget`) for the order's address,
 * asset and amount, with the checkout id as Meld's external session id (its transactions name the
 * order by it); the answer's `widgetUrl` is where the buyer pays.
 */
export function createMeldCheckout({
  apiKey,
  apiUrl = MELD_API_URL,
  redirectUrl,
  fetch: fetchImpl = fetch,
}: MeldOnrampOptions): ProviderCheckout {
  const sessionUrl = `${baseOf(apiUrl)}/crypto/session/widget`
  return async (order) => {
    const answer = await postProviderJson(
      'Meld',
      sessionUrl,
      authorization(apiKey),
      {
        sessionType: 'BUY',
        externalSessionId: order.sessionId,
        sessionData: {
          walletAddress: order.address,
          destinationCurrencyCode: order.asset,
          sourceCurrencyCode: order.fiatCurrency,
          ...(order.presetFiatAmount ? { sourceAmount: order.presetFiatAmount } : {}),
          ...(redirectUrl ? { redirectUrl } : {}),
        },
      },
      fetchImpl,
    )
    const widgetUrl = requiredText('Meld', answer, 'widgetUrl')
    // The buyer is sent there: only a web page is a checkout (http for the tests' stand-in).
    if (!/^https?:\/\//.test(widgetUrl))
      throw new ProviderError('Meld', 200, 'answered a widgetUrl that is not a web page')
    return widgetUrl
  }
}

// Meld's payment method types for the spec's methods.
const meldMethods: Record<string, string> = { card: 'CREDIT_DEBIT_CARD', ACH_BANK_ACCOUNT: 'ACH' }

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** A crypto amount as a plain decimal (never `1e-7`). */
const cryptoText = (value: number) =>
  /e/i.test(String(value)) ? value.toFixed(18).replace(/0+$/, '') : String(value)

/**
 * Meld's crypto quote: `POST /payments/crypto/quote` answers one quote per service provider; the one
 * that delivers the most is the buyer's (what Meld's own widget shows first). Its numbers are the
 * answer as they are: the cloud prices nothing here.
 */
export function createMeldQuote({
  apiKey,
  apiUrl = MELD_API_URL,
  country,
  fetch: fetchImpl = fetch,
}: Pick<MeldOnrampOptions, 'apiKey' | 'apiUrl' | 'fetch'> & { country: string }): ProviderQuote {
  const quoteUrl = `${baseOf(apiUrl)}/payments/crypto/quote`
  return async (request) => {
    const answer = await postProviderJson(
      'Meld',
      quoteUrl,
      authorization(apiKey),
      {
        sourceAmount: Number(request.amount),
        sourceCurrencyCode: request.fiatCurrency,
        destinationCurrencyCode: request.asset,
        countryCode: country,
        paymentMethodType: meldMethods[request.paymentMethod] ?? 'CREDIT_DEBIT_CARD',
      },
      fetchImpl,
    )
    const quotes = (Array.isArray(answer.quotes) ? answer.quotes : []).filter(
      (q): q is Record<string, unknown> =>
        typeof q === 'object' &&
        q !== null &&
        finite(q.destinationAmount) &&
        q.destinationAmount > 0 &&
        finite(q.sourceAmount),
    )
    const best = quotes.sort((a, b) => (b.destinationAmount as number) - (a.destinationAmount as number))[0]
    if (!best) throw new ProviderError('Meld', 200, 'answered no quote')
    const total = best.sourceAmount as number
    const totalFee = finite(best.totalFee) ? best.totalFee : 0
    const networkFee = finite(best.networkFee) ? best.networkFee : 0
    const subtotal = finite(best.sourceAmountWithoutFees) ? best.sourceAmountWithoutFees : total - totalFee
    const fiat = (value: number) => ({ value: value.toFixed(2), currency: request.fiatCurrency })
    return {
      purchaseAmount: { value: cryptoText(best.destinationAmount as number), currency: request.symbol },
      paymentSubtotal: fiat(subtotal),
      paymentTotal: fiat(total),
      networkFee: fiat(networkFee),
      coinbaseFee: fiat(Math.max(0, totalFee - networkFee)),
    }
  }
}

// Meld's transaction statuses that end the order; any other is still under way.
const FAILED = ['FAILED', 'DECLINED', 'CANCELLED', 'AUTHORIZATION_EXPIRED', 'REFUNDED']

/**
 * Meld's order status for a checkout: its transactions by our external session id (`GET
 * /payments/transactions?externalSessionIds=`), newest first; SETTLED is completed with the
 * delivery's hash, a failure status failed, anything else (or none yet) pending.
 */
export function createMeldStatus({
  apiKey,
  apiUrl = MELD_API_URL,
  fetch: fetchImpl = fetch,
}: Pick<MeldOnrampOptions, 'apiKey' | 'apiUrl' | 'fetch'>): ProviderStatus {
  const base = baseOf(apiUrl)
  return async (sessionId) => {
    const url = `${base}/payments/transactions?externalSessionIds=${encodeURIComponent(sessionId)}`
    const answer = await providerJson(
      'Meld',
      { method: 'GET', url, headers: authorization(apiKey) },
      fetchImpl,
    )
    if (!Array.isArray(answer.transactions))
      throw new ProviderError('Meld', 200, 'answered without transactions')
    const newest = answer.transactions[0] as Record<string, unknown> | undefined
    if (!newest || typeof newest !== 'object') return { status: 'pending' }
    const code = newest.destinationCurrencyCode
    const purchase =
      finite(newest.destinationAmount) && typeof code === 'string'
        ? // Meld's code carries the chain (`USDC_BASE`): the asset is its symbol.
          {
            purchaseAmount: {
              value: cryptoText(newest.destinationAmount),
              currency: code.split('_')[0] as string,
            },
          }
        : {}
    const status: ProviderOrderStatus =
      newest.status === 'SETTLED'
        ? { status: 'completed', ...txHashOf(newest), ...purchase }
        : FAILED.includes(newest.status as string)
          ? { status: 'failed', message: 'The payment failed at Meld', ...purchase }
          : { status: 'pending', ...purchase }
    return status
  }
}

const txHashOf = (transaction: Record<string, unknown>) => {
  const hash = (transaction.cryptoDetails as { blockchainTransactionId?: unknown } | null | undefined)
    ?.blockchainTransactionId
  // Only an EVM transaction hash is passed on: the modal shows it, and refuses a status with anything else.
  return typeof hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(hash) ? { txHash: hash } : {}
}
