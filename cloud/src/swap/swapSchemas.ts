import { isAddress } from 'viem'
import * as z from 'zod'

const Caip2 = z.string().regex(/^eip155:\d{1,12}$/)
/** `eip155:<chain>:<0x address>`, the form every swap route names a token by. */
const Caip10 = z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/)
const Address = z
  .string()
  .max(42)
  .refine((value) => isAddress(value, { strict: false }))
/** A positive integer in base units, at most 60 digits (far past any supply, far below 2^256). */
const Amount = z.string().regex(/^(?=\d*[1-9])\d{1,60}$/)
const Wei = z.string().regex(/^\d{1,40}$/)

/** Slippage in percent, a number or a decimal string, 0 < s <= 50, kept as its decimal string. */
export const Slippage = z
  .union([z.number(), z.string().max(12)])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,2}(\.\d{1,6})?$/))
  .refine((value) => Number(value) > 0 && Number(value) <= 50)

export const TokensQuery = z.object({ chainId: z.string().max(64) })

export const QuoteQuery = z.object({
  chainId: Caip2,
  amount: Amount,
  userAddress: Address,
  from: Caip10,
  to: Caip10,
  gasPrice: Wei.optional(),
})

export const AllowanceQuery = z.object({ tokenAddress: Caip10, userAddress: Address })

export const BuildApproveQuery = z.object({
  userAddress: Address,
  from: Caip10,
  to: Caip10,
  /** Unset: an unlimited approval, as the spec's build-approve takes no amount. */
  amount: Amount.optional(),
})

export const BuildTransactionBody = z.object({
  projectId: z.string().max(128).optional(),
  amount: Amount,
  eip155: z.object({ slippage: Slippage }),
  from: Caip10,
  to: Caip10,
  userAddress: Address,
  disableEstimate: z.boolean().optional(),
})

/** The CAIP-2 chain and plain address of a CAIP-10 token. */
export function splitCaip10(caip10: string): { chain: string; address: `0x${string}` } {
  const at = caip10.lastIndexOf(':')
  return { chain: caip10.slice(0, at), address: caip10.slice(at + 1) as `0x${string}` }
}

/** The first failing field, for a 400 a caller can act on (the same form as /getWallets). */
export const invalidQuery = (error: z.ZodError) =>
  `Invalid query: ${error.issues[0]?.path.join('.') || 'body'}`
