import * as z from 'zod'
import { BaseUnits, EvmAddressText, EvmCaip2, EvmCaip10, HexData } from './common.js'
import { defineRoute } from './route.js'

/** A positive integer in base units, at most 60 digits (far past any supply, far below 2^256). */
const Amount = z.string().regex(/^(?=\d*[1-9])\d{1,60}$/)
const Wei = z.string().regex(/^\d{1,40}$/)

/** Slippage in percent, a number or a decimal string, 0 < s <= 50, kept as its decimal string. */
export const Slippage = z
  .union([z.number(), z.string().max(12)])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,2}(\.\d{1,6})?$/))
  .refine((value) => Number(value) > 0 && Number(value) <= 50)

const SwapTokenSchema = z.object({
  name: z.string().max(128),
  symbol: z.string().max(32),
  address: EvmCaip10,
  decimals: z.number().int().min(0).max(36),
  logoUri: z.string().max(2048).nullable().optional(),
})

/** A transaction the cloud built for the wallet to send: an approve of the token, or the router's swap. */
export const BuiltTransactionSchema = z.object({
  from: EvmAddressText,
  to: EvmAddressText,
  data: HexData.max(100_000),
  value: BaseUnits,
  eip155: z.object({ gas: BaseUnits, gasPrice: BaseUnits }).optional(),
})
export type BuiltTransactionAnswer = z.infer<typeof BuiltTransactionSchema>

export const swapTokens = defineRoute({
  method: 'GET',
  path: '/v1/convert/tokens',
  access: 'modal',
  query: z.object({ chainId: z.string().max(64) }),
  response: z.object({ tokens: z.array(SwapTokenSchema).max(500) }),
})

export const swapQuotes = defineRoute({
  method: 'GET',
  path: '/v1/convert/quotes',
  access: 'modal',
  query: z.object({
    chainId: EvmCaip2,
    amount: Amount,
    userAddress: EvmAddressText,
    from: EvmCaip10,
    to: EvmCaip10,
    gasPrice: Wei.optional(),
  }),
  response: z.object({
    quotes: z
      .array(
        z.object({
          id: z.null().optional(),
          fromAccount: EvmCaip10.optional(),
          toAccount: EvmCaip10.optional(),
          fromAmount: BaseUnits,
          toAmount: BaseUnits,
          priceImpact: z.number().finite(),
          gasLimit: BaseUnits,
        }),
      )
      .max(20),
  }),
})

export const swapAllowance = defineRoute({
  method: 'GET',
  path: '/v1/convert/allowance',
  access: 'modal',
  query: z.object({ tokenAddress: EvmCaip10, userAddress: EvmAddressText }),
  response: z.object({ allowance: BaseUnits }),
})

export const buildApprove = defineRoute({
  method: 'GET',
  path: '/v1/convert/build-approve',
  access: 'modal',
  query: z.object({
    userAddress: EvmAddressText,
    from: EvmCaip10,
    to: EvmCaip10,
    /** Unset: an unlimited approval, as the spec's build-approve takes no amount. */
    amount: Amount.optional(),
  }),
  response: z.object({ tx: BuiltTransactionSchema }),
})

export const buildSwapTransaction = defineRoute({
  method: 'POST',
  path: '/v1/convert/build-transaction',
  access: 'modal',
  body: z.object({
    projectId: z.string().max(128).optional(),
    amount: Amount,
    eip155: z.object({ slippage: Slippage }),
    from: EvmCaip10,
    to: EvmCaip10,
    userAddress: EvmAddressText,
    disableEstimate: z.boolean().optional(),
  }),
  bodyBytes: 8 * 1024,
  response: z.object({ tx: BuiltTransactionSchema }),
})
