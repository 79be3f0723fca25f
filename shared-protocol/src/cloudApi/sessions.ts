import * as z from 'zod'
import { SiwxMessageDataSchema } from '../siwx/siwxMessages.js'
import { EvmAddressText } from './common.js'
import { defineRoute } from './route.js'

/** AppKit's `SIWXMessage` fields as the cloud keeps them: eip155 only (a CAIP-2 `eip155:<id>` and an EVM account). */
export const SiwxDataSchema = SiwxMessageDataSchema.extend({
  accountAddress: EvmAddressText,
  chainId: z.string().regex(/^eip155:[1-9]\d{0,9}$/),
  nonce: z.string().max(128),
})

/** AppKit's `SIWXSession`: the fields, the EIP-4361 text made of them, and its signature. */
export const SiwxSessionSchema = z.object({
  data: SiwxDataSchema,
  message: z.string().max(8192),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130,16384}$/)
    .refine((hex) => hex.length % 2 === 0),
})
export type CloudSiwxSession = z.infer<typeof SiwxSessionSchema>

/** The header that carries a session's secret when reading it (a header, not the URL: URLs get logged). */
export const SESSION_SECRET_HEADER = 'x-airlock-session-secret'
const SessionKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
const SESSION_BODY_BYTES = 32 * 1024

/** Stores a verified session; answers its id and the secret that reads it. */
export const addSession = defineRoute({
  method: 'POST',
  path: '/v1/sessions',
  access: 'modal',
  body: z.object({ projectId: z.string().max(128).optional(), session: SiwxSessionSchema }),
  bodyBytes: SESSION_BODY_BYTES,
  response: z.object({ id: SessionKey, secret: SessionKey }),
})

/** A live session, for the holder of its secret (anything else: 'Session not found'). */
export const readSession = defineRoute({
  method: 'GET',
  path: '/v1/sessions/:id',
  access: 'modal',
  params: z.object({ id: z.string().max(64) }),
  response: SiwxSessionSchema.extend({ id: SessionKey }),
})

/** Deletes a session its account signed the revocation of. */
export const revokeSession = defineRoute({
  method: 'POST',
  path: '/v1/sessions/:id/revoke',
  access: 'modal',
  params: z.object({ id: z.string().max(64) }),
  body: z.object({
    pci: z.string().max(64),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130,16384}$/),
  }),
  bodyBytes: SESSION_BODY_BYTES,
  response: z.object({ revoked: z.literal(true) }),
})
