import * as z from 'zod'

/** Topics are 32-byte hex strings in WalletConnect v2. */
const topic = z.string().regex(/^[0-9a-f]{64}$/i, 'Invalid topic')
/** Length is a quota (RelayLimits.maxMessageLength), answered with limitExceeded, not invalidParams. */
const message = z.string().min(1)
/** Seconds. The SDKs send 5 min to 30 days. */
const ttl = z
  .number()
  .int()
  .min(1)
  .max(30 * 24 * 3600)
const tag = z.number().int().min(0).max(2_147_483_647)

export const relayParamSchemas = {
  irn_subscribe: z.object({ topic }).loose(),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(500) }).loose(),
  irn_unsubscribe: z.object({ topic, id: z.string().max(128).optional() }).loose(),
  irn_batchUnsubscribe: z
    .object({ subscriptions: z.array(z.object({ topic, id: z.string().max(128).optional() })).max(500) })
    .loose(),
  irn_publish: z
    .object({ topic, message, ttl, tag: tag.default(0), attestation: z.string().max(8192).optional() })
    .loose(),
  irn_batchPublish: z
    .object({
      messages: z
        .array(
          z.object({
            topic,
            message,
            ttl,
            tag: tag.default(0),
            attestation: z.string().max(8192).optional(),
          }),
        )
        .min(1)
        .max(100),
    })
    .loose(),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1).max(500) }).loose(),
  wc_proposeSession: z
    .object({
      pairingTopic: topic,
      sessionProposal: message,
      ttl: ttl.default(300),
      tag: tag.optional(),
      attestation: z.string().max(8192).optional(),
    })
    .loose(),
  wc_approveSession: z
    .object({
      sessionTopic: topic,
      pairingTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
      ttl: ttl.default(300),
    })
    .loose(),
} as const
export type RelayMethod = keyof typeof relayParamSchemas

export const JsonRpcRequestSchema = z.object({
  id: z.union([z.number(), z.string().max(64)]),
  jsonrpc: z.literal('2.0'),
  method: z.string().max(64),
  params: z.unknown().optional(),
})

export const JsonRpcResponseSchema = z.object({
  id: z.union([z.number(), z.string().max(64)]),
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/**
 * The tags the sign client uses for the messages the relay itself publishes on behalf of the
 * `wc_proposeSession` / `wc_approveSession` shortcuts (wc_sessionPropose request/response, wc_sessionSettle).
 */
export const relayTags = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

export const relayErrors = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  /** EIP-1474's code for a request over a quota; the message says which. */
  limitExceeded: { code: -32005, message: 'Limit exceeded' },
  /** The mailbox or the broker is unreachable: refused, so the client retries rather than lose it. */
  unavailable: { code: -32603, message: 'Relay storage unavailable: nothing was stored; try again' },
} as const
