import * as z from 'zod'
import { defineRoute } from './route.js'

/** An amount as clients send it: a decimal string, or a JSON number (Coinbase's presets are numbers). */
export const OnrampAmount = z.union([z.string().max(32), z.number()])
/** A decimal string as the on-ramp routes write amounts ('50.00', '0.01447368'). */
const DecimalText = z.string().regex(/^\d{1,15}(\.\d{1,18})?$/)
const Id = z.string().min(1).max(64)
const Label = z.string().min(1).max(128)
export const MoneySchema = z.object({ value: DecimalText, currency: Id })
export type Money = z.infer<typeof MoneySchema>
const BODY_BYTES = 8 * 1024

export const OnrampOptionsSchema = z.object({
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
export type OnrampOptions = z.infer<typeof OnrampOptionsSchema>

export const onrampOptions = defineRoute({
  method: 'GET',
  path: '/v1/onramp/options',
  access: 'modal',
  response: OnrampOptionsSchema,
})

export const OnrampQuoteSchema = z.object({
  purchaseAmount: MoneySchema,
  paymentSubtotal: MoneySchema,
  paymentTotal: MoneySchema,
  networkFee: MoneySchema,
  coinbaseFee: MoneySchema,
  quoteId: z.string().min(1).max(128),
})

export const onrampQuote = defineRoute({
  method: 'POST',
  path: '/v1/onramp/quote',
  access: 'modal',
  body: z.object({
    purchaseCurrency: z.object({ id: z.string().max(64) }),
    paymentCurrency: z.object({ id: z.string().max(8) }),
    amount: OnrampAmount,
    network: z.string().max(64),
    provider: z.string().max(16).optional(),
    paymentMethod: z.string().max(32).optional(),
  }),
  bodyBytes: BODY_BYTES,
  response: OnrampQuoteSchema,
})

export const OnrampUrlBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().max(128),
        blockchains: z.array(z.string().max(64)).min(1).max(10),
        assets: z.array(z.string().max(64)).min(1).max(10).optional(),
      }),
    )
    .min(1)
    .max(5),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().min(1).max(128),
  defaultExperience: z.literal('buy').optional(),
  presetCryptoAmount: OnrampAmount.optional(),
  presetFiatAmount: OnrampAmount.optional(),
  provider: z.string().max(16).optional(),
  paymentCurrency: z.string().max(8).optional(),
  /** Whose limits the order is held to when no quote says it (an estimate): card by default. */
  paymentMethod: z.string().max(32).optional(),
  quoteId: z.string().max(64).optional(),
})
export type OnrampUrlBody = z.infer<typeof OnrampUrlBodySchema>

/** `POST /v1/generators/onrampurl`: the provider's checkout for this order, and its session to watch. */
export const onrampUrl = defineRoute({
  method: 'POST',
  path: '/v1/generators/onrampurl',
  access: 'modal',
  body: OnrampUrlBodySchema,
  bodyBytes: BODY_BYTES,
  response: z.object({
    // The host opens it; only a web page, never a script or data URL.
    url: z
      .string()
      .max(4096)
      .regex(/^https?:\/\/[^\s]+$/),
    sessionId: z.string().min(1).max(128),
  }),
})

export const OnrampStatusSchema = z.object({
  status: z.enum(['pending', 'completed', 'failed']),
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .optional(),
  purchaseAmount: MoneySchema.optional(),
  message: z.string().max(200).optional(),
})
export type OnrampStatus = z.infer<typeof OnrampStatusSchema>

export const onrampStatus = defineRoute({
  method: 'GET',
  path: '/v1/onramp/status/:sessionId',
  access: 'modal',
  params: z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{22}$/) }),
  invalid: 'Invalid sessionId',
  response: OnrampStatusSchema,
})
