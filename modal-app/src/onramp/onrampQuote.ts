import Decimal from 'decimal.js'
import { divide, multiply, subtract, toDecimal } from '../lib/decimal.js'
import type { CloudQuote, Money } from './onrampApi.js'
import { maxFeePercent } from './onrampOptions.js'

/** The quote the Buy form shows: the cloud's, or an estimate when the cloud's failed. */
export interface BuyQuote {
  /** What the visitor gets, in the token. */
  purchaseAmount: Money
  providerFee: Money
  /** Unknown in an estimate. */
  networkFee: Money | undefined
  total: Money
  /** The cloud's id, handed to the checkout; none for an estimate. */
  quoteId: string | undefined
  /** Worked out in the modal (spec section 8's mocked quote): the checkout computes the real amount. */
  estimate: boolean
}

export const fromCloudQuote = (quote: CloudQuote): BuyQuote => ({
  purchaseAmount: quote.purchaseAmount,
  // The contract keeps Coinbase's name for whichever provider's fee it is.
  providerFee: quote.coinbaseFee,
  networkFee: quote.networkFee,
  total: quote.paymentTotal,
  quoteId: quote.quoteId,
  estimate: false,
})

/** An estimate's fee when the range cannot be read: the top of the spec's 1-2%. */
const FALLBACK_FEE_PERCENT = 2
/** The cloud's quotes give the token to 8 decimals; an estimate claims no more. */
const TOKEN_PLACES = 8

export interface EstimateInput {
  /** Fiat, a checked decimal. */
  amount: string
  fiat: string
  symbol: string
  /** The token's price in the fiat currency. */
  price: number
  /** The provider's fee range ('1-2%'). */
  feeRange: string
}

/**
 * Spec section 8: a quote failure yields a mocked quote. It is worked out from the token's price
 * with the provider's highest fee, rounded against the buyer, so it never promises more than the
 * checkout gives; undefined without a usable price.
 */
export function estimateQuote({
  amount,
  fiat,
  symbol,
  price,
  feeRange,
}: EstimateInput): BuyQuote | undefined {
  if (!(Number.isFinite(price) && price > 0)) return undefined
  const percent = maxFeePercent(feeRange) ?? FALLBACK_FEE_PERCENT
  const fee = multiply(amount, divide(percent, 100)).toDecimalPlaces(2, Decimal.ROUND_UP)
  const rest = subtract(amount, fee)
  if (rest.lte(0)) return undefined
  const tokens = divide(rest, price).toDecimalPlaces(TOKEN_PLACES, Decimal.ROUND_DOWN)
  if (tokens.isZero()) return undefined
  return {
    purchaseAmount: { value: tokens.toFixed(), currency: symbol },
    providerFee: { value: fee.toFixed(2), currency: fiat },
    networkFee: undefined,
    total: { value: toDecimal(amount).toFixed(2), currency: fiat },
    quoteId: undefined,
    estimate: true,
  }
}
