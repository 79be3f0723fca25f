import * as z from 'zod'
import { formatTransaction } from '../formatTransaction.js'
import { invalidParams } from '../rpcError.js'
import { contextSlot, rpcMethod, withContext } from '../rpcMethod.js'
import { commitment, contextConfig, optionalConfig, pubkey, signature } from '../rpcParams.js'

/** agave's caps on getSignatureStatuses and getSignaturesForAddress. */
const MAX_STATUSES = 256
const MAX_SIGNATURES = 1_000

const transactionEncoding = z.enum(['json', 'jsonParsed', 'base64', 'base58'])
/** agave still takes the encoding alone in place of the config (the pre-1.7 form). */
const transactionConfig = z.union([
  transactionEncoding.transform((encoding) => ({
    encoding,
    commitment: undefined,
    maxSupportedTransactionVersion: undefined,
  })),
  z.object({
    encoding: transactionEncoding.optional(),
    commitment: commitment.optional(),
    maxSupportedTransactionVersion: z.literal(0).optional(),
  }),
])

const signaturesConfig = contextConfig.extend({
  limit: z.number().int().min(1).max(MAX_SIGNATURES).optional(),
  before: signature.optional(),
  until: signature.optional(),
})

export const historyMethods = {
  // Everything that landed is final at once: one node, no forks, so every status is 'finalized'.
  getSignatureStatuses: rpcMethod(
    z.tuple([
      z.array(signature).max(MAX_STATUSES),
      optionalConfig(z.object({ searchTransactionHistory: z.boolean().optional() })),
    ]),
    ([signatures], chain) =>
      withContext(
        chain.clock.slot(),
        signatures.map((id) => {
          const status = chain.status(id)
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      ),
  ),

  getTransaction: rpcMethod(
    z.tuple([signature, optionalConfig(transactionConfig)]),
    ([id, config], chain) => {
      if (config?.commitment === 'processed')
        throw invalidParams('Method does not support commitment below `confirmed`')
      const landed = chain.transaction(id)
      return landed
        ? formatTransaction(landed, config?.encoding ?? 'json', config?.maxSupportedTransactionVersion)
        : null
    },
  ),

  getSignaturesForAddress: rpcMethod(
    z.tuple([pubkey, optionalConfig(signaturesConfig)]),
    ([at, config], chain) => {
      contextSlot(chain, config)
      return chain
        .signaturesFor(at, {
          limit: config?.limit ?? MAX_SIGNATURES,
          ...(config?.before ? { before: config.before } : {}),
          ...(config?.until ? { until: config.until } : {}),
        })
        .map((row) => ({ ...row, confirmationStatus: 'finalized' }))
    },
  ),
}
