import * as z from 'zod'

/** Spec section 3's SIWX message fields (EIP-4361 for eip155), as they cross the channel. */
export const SiwxMessageDataSchema = z.object({
  accountAddress: z.string().min(1).max(128),
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  domain: z.string().min(1).max(256),
  uri: z.string().min(1).max(2048),
  version: z.string().max(8),
  nonce: z.string().min(8).max(128),
  issuedAt: z.string().max(64),
  expirationTime: z.string().max(64).optional(),
  notBefore: z.string().max(64).optional(),
  requestId: z.string().max(256).optional(),
  resources: z.array(z.string().max(2048)).max(32).optional(),
  statement: z.string().max(1024).optional(),
})
export type SiwxMessageData = z.infer<typeof SiwxMessageDataSchema>

/** Spec section 3's SIWX session: the message's fields, its text and the account's signature. */
export const SiwxSessionSchema = z.object({
  data: SiwxMessageDataSchema,
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,4096}$/),
  /** With `sessions: 'cloud'`: the session's id at the cloud (`GET /v1/sessions/{id}`). */
  cloudId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  /** Its secret there, returned once: only a caller that sends it may read the session back. */
  cloudSecret: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
})
export type SiwxSession = z.infer<typeof SiwxSessionSchema>
