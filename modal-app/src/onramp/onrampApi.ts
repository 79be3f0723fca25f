import * as z from 'zod'
import { TransactionSchema } from '../api/blockchain.js'
import { cloudRequest } from '../lib/cloudRequest.js'

/** A decimal string as the on-ramp routes write amounts ('50.00', '0.01447368'). */
const DecimalText = z.string().regex(/^\d{1,15}(\.\d{1,18})?$/)
const Id = z.string().min(1).max(64)
const Label = z.string().min(1).max(128)
const Money = z.object({ value: DecimalText, currency: Id })
export type Money = z.infer<typeof Money>

const OptionsSchema = z.object({
  paymentMethods: z.array(z.object({ id: Id, name: Label })).max(20),
  paymentCurrencies: z
    .array(
      z.object({
        id: Id,
        payment_method_limits: z.array(z.object({ id: Id, min: DecimalText, max: DecimalText })).max(20),
      }),
    )
    .max(200),
  purchaseCurrencies: z
    .array(
      z.object({
        id: Id,
        name: Label,
        symbol: z.string().min(1).max(32),
        networks: z
          .array(
            z.object({
              name: Id,
              display_name: Label,
              chain_id: z.string().regex(/^\d{1,20}$/),
              contract_address: z.string().max(128).optional(),
            }),
          )
          .max(100),
      }),
    )
    .max(500),
  providers: z
    .array(
      z.object({
        name: Id,
        label: Label,
        feeRange: z.string().max(16),
        imageId: Id.optional(),
        sandbox: z.boolean().optional(),
      }),
    )
    .max(20),
})
/** `GET /v1/onramp/options`, in Coinbase's shape. */
export type OnrampOptions = z.infer<typeof OptionsSchema>

const QuoteSchema = z.object({
  purchaseAmount: Money,
  paymentSubtotal: Money,
  paymentTotal: Money,
  networkFee: Money,
  coinbaseFee: Money,
  quoteId: z.string().min(1).max(128),
})
export type CloudQuote = z.infer<typeof QuoteSchema>

const CheckoutSchema = z.object({
  // The host opens it; only a web page, never a script or data URL.
  url: z
    .string()
    .max(4096)
    .regex(/^https?:\/\/[^\s]+$/),
  sessionId: z.string().min(1).max(128),
})

const StatusSchema = z.object({
  status: z.enum(['pending', 'completed', 'failed']),
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .optional(),
  purchaseAmount: Money.optional(),
  message: z.string().max(200).optional(),
})
export type CheckoutStatus = z.infer<typeof StatusSchema>

const HistorySchema = z.object({ data: z.array(TransactionSchema).max(200) })

export const fetchOnrampOptions = () => cloudRequest('/v1/onramp/options', OptionsSchema)

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
  return cloudRequest('/v1/onramp/quote', QuoteSchema, { body, ...(signal ? { signal } : {}) })
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
    defaultExperience: 'buy',
    presetFiatAmount: Number(amount),
    paymentCurrency: fiat,
    paymentMethod,
    provider,
    ...(quoteId ? { quoteId } : {}),
  }
  return cloudRequest('/v1/generators/onrampurl', CheckoutSchema, { body })
}

export const fetchCheckoutStatus = (sessionId: string) =>
  cloudRequest(`/v1/onramp/status/${encodeURIComponent(sessionId)}`, StatusSchema)

/** The account's purchases: history's `onramp` filter lists only the providers' deliveries to it. */
export async function fetchPurchases(address: string, caipNetworkId: string) {
  const query = { chainId: caipNetworkId, onramp: 'true' }
  const path = `/v1/account/${encodeURIComponent(address)}/history`
  return (await cloudRequest(path, HistorySchema, { query })).data
}
