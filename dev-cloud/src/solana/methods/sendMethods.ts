import * as z from 'zod'
import { LookupError } from '../accountKeys.js'
import { type DecodedTransaction, decodeTransaction, transactionBytes } from '../decodeTransaction.js'
import { encodeAccount } from '../encodeAccount.js'
import { parsedInner } from '../formatTransaction.js'
import { RPC_CODES, RpcError } from '../rpcError.js'
import { contextSlot, rpcMethod, withContext } from '../rpcMethod.js'
import { accountEncoding, commitment, contextConfig, optionalConfig, pubkey } from '../rpcParams.js'
import type { SolanaChain } from '../solanaChain.js'
import { type TransactionErrorJson, transactionErrorText } from '../transactionError.js'
import { verifySignatures } from '../verifySignatures.js'

/** Room for a 1,232-byte transaction in base58 (the longer encoding). */
const encodedTransaction = z.string().max(2_000)
const wireEncoding = z.enum(['base58', 'base64'])

const signatureFailure = () =>
  new RpcError(RPC_CODES.signatureVerificationFailure, 'Transaction signature verification failure')

/** Why a transaction cannot land now whatever it does: a repeat, or a blockhash too old or unknown. */
function ageError(chain: SolanaChain, transaction: DecodedTransaction): TransactionErrorJson | undefined {
  if (chain.has(transaction.signatures[0] as string)) return 'AlreadyProcessed'
  if (chain.clock.slotOfBlockhash(transaction.recentBlockhash) === undefined) return 'BlockhashNotFound'
  return undefined
}

/** The lookup tables resolve, else the transaction error naming why not. */
function lookupError(chain: SolanaChain, transaction: DecodedTransaction): TransactionErrorJson | undefined {
  try {
    chain.accountKeys(transaction)
    return undefined
  } catch (error) {
    if (error instanceof LookupError) return error.message
    throw error
  }
}

const preflightFailure = (err: TransactionErrorJson, logs: string[], unitsConsumed: number) =>
  new RpcError(
    RPC_CODES.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${transactionErrorText(err)}`,
    {
      accounts: null,
      err,
      innerInstructions: null,
      logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed,
    },
  )

const sendConfig = z.object({
  encoding: wireEncoding.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitment.optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

const simulateConfig = contextConfig.extend({
  encoding: wireEncoding.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z
    .object({ addresses: z.array(pubkey).max(100), encoding: accountEncoding.optional() })
    .optional(),
})

export const sendMethods = {
  /**
   * agave's order: signatures first (-32003 even with skipPreflight), then the preflight simulation
   * (-32002 with its logs). Without preflight a repeat or an expired blockhash is accepted and never
   * lands, as on a cluster; a transaction whose instructions fail lands with its error and pays its fee.
   */
  sendTransaction: rpcMethod(
    z.tuple([encodedTransaction, optionalConfig(sendConfig)]),
    ([encoded, config], chain) => {
      const transaction = decodeTransaction(transactionBytes(encoded, config?.encoding ?? 'base58'))
      contextSlot(chain, config)
      if (!verifySignatures(transaction)) throw signatureFailure()
      const refusal = ageError(chain, transaction) ?? lookupError(chain, transaction)
      if (!config?.skipPreflight) {
        if (refusal) throw preflightFailure(refusal, [], 0)
        const simulation = chain.simulate(transaction)
        if (simulation.err) throw preflightFailure(simulation.err, simulation.logs, simulation.unitsConsumed)
      }
      if (!refusal) chain.land(transaction)
      return transaction.signatures[0]
    },
  ),

  simulateTransaction: rpcMethod(
    z.tuple([encodedTransaction, optionalConfig(simulateConfig)]),
    ([encoded, config], chain) => {
      if (config?.sigVerify && config.replaceRecentBlockhash)
        throw new RpcError(RPC_CODES.invalidParams, 'sigVerify may not be used with replaceRecentBlockhash')
      const transaction = decodeTransaction(transactionBytes(encoded, config?.encoding ?? 'base58'))
      const slot = contextSlot(chain, config)
      if (config?.sigVerify && !verifySignatures(transaction)) throw signatureFailure()
      const replacement = config?.replaceRecentBlockhash ? chain.clock.latestBlockhash() : null
      const refusal =
        (replacement ? undefined : ageError(chain, transaction)) ?? lookupError(chain, transaction)
      const simulation = refusal ? undefined : chain.simulate(transaction)
      const keys = refusal ? [] : chain.accountKeys(transaction).keys
      const accounts = config?.accounts
      return withContext(slot, {
        err: refusal ?? simulation?.err ?? null,
        logs: simulation?.logs ?? [],
        accounts:
          accounts && simulation && !simulation.err
            ? accounts.addresses.map((at) => {
                const account = simulation.postAccounts.get(at) ?? chain.readAccount(at)
                return account
                  ? encodeAccount(account, { encoding: accounts.encoding ?? 'base64' }, chain.readAccount)
                  : null
              })
            : null,
        unitsConsumed: simulation?.unitsConsumed ?? 0,
        returnData: simulation?.returnData
          ? {
              programId: simulation.returnData.programId,
              data: [Buffer.from(simulation.returnData.data).toString('base64'), 'base64'],
            }
          : null,
        innerInstructions:
          config?.innerInstructions && simulation ? parsedInner(simulation.innerInstructions, keys) : null,
        replacementBlockhash: replacement,
      })
    },
  ),
}
