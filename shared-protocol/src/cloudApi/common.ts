import * as z from 'zod'

/** Every refusal's body: a short plain text the modal may show. */
export const MessageBody = z.object({ message: z.string().max(200) })
/** A CAIP-2 chain id as a query names it (any namespace; the route decides which it serves). */
export const ChainIdText = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, { error: 'Invalid chainId' })
export const EvmCaip2 = z.string().regex(/^eip155:\d{1,12}$/)
/** `eip155:<chain>:<0x address>`, the form the swap and price routes name a token by. */
export const EvmCaip10 = z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/)
export const EvmAddressText = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
/** A non-negative integer in base units (wei), as a decimal string. */
export const BaseUnits = z.string().regex(/^\d{1,78}$/)
export const HexData = z.string().regex(/^0x[0-9a-fA-F]*$/)
