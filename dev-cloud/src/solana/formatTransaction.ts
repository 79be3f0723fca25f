import { accountKeysWith } from './accountKeys.js'
import { fromBase58, toBase58 } from './base58.js'
import type { InnerInstructions, LandedTransaction } from './chainStore.js'
import { type DecodedTransaction, decodeTransaction } from './decodeTransaction.js'
import { parseInstruction } from './parseInstruction.js'
import { RPC_CODES, RpcError } from './rpcError.js'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

const unsupportedVersion = (version: number) =>
  new RpcError(
    RPC_CODES.unsupportedTransactionVersion,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )

function jsonMessage(transaction: DecodedTransaction) {
  return {
    accountKeys: transaction.staticKeys,
    header: transaction.header,
    instructions: transaction.instructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accounts,
      data: toBase58(instruction.data),
      stackHeight: null,
    })),
    recentBlockhash: transaction.recentBlockhash,
  }
}

function parsedMessage(transaction: DecodedTransaction, landed: LandedTransaction) {
  const { keys, signer, writable, source } = accountKeysWith(transaction, landed.meta.loadedAddresses)
  const accountsOf = (indexes: readonly number[]) => indexes.map((index) => keys[index] ?? '')
  return {
    accountKeys: keys.map((pubkey, index) => ({
      pubkey,
      signer: signer[index],
      writable: writable[index],
      source: source[index],
    })),
    instructions: transaction.instructions.map((instruction) =>
      parseInstruction(
        keys[instruction.programIdIndex] ?? '',
        accountsOf(instruction.accounts),
        instruction.data,
        null,
      ),
    ),
    recentBlockhash: transaction.recentBlockhash,
  }
}

export function parsedInner(entries: InnerInstructions[], keys: readonly string[]) {
  return entries.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction) =>
      parseInstruction(
        keys[instruction.programIdIndex] ?? '',
        instruction.accounts.map((account) => keys[account] ?? ''),
        fromBase58(instruction.data),
        instruction.stackHeight,
      ),
    ),
  }))
}

/**
 * A landed transaction as getTransaction returns it. `version` is reported only to callers that set
 * maxSupportedTransactionVersion, and a v0 transaction is refused to those that did not (agave's rule).
 * Lookup-table keys are the ones the transaction loaded when it landed, not the tables' content now.
 */
export function formatTransaction(
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: number | undefined,
) {
  const transaction = decodeTransaction(landed.wire)
  if (transaction.version !== 'legacy' && (maxSupportedTransactionVersion ?? -1) < transaction.version)
    throw unsupportedVersion(transaction.version)
  const { meta } = landed
  const parsed = encoding === 'jsonParsed'
  const lookups = transaction.version === 0 ? { addressTableLookups: transaction.lookups } : {}
  const keys = accountKeysWith(transaction, meta.loadedAddresses).keys
  const encoded =
    encoding === 'base64'
      ? [Buffer.from(landed.wire).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [toBase58(landed.wire), 'base58']
        : {
            signatures: transaction.signatures,
            message: {
              ...(parsed ? parsedMessage(transaction, landed) : jsonMessage(transaction)),
              ...lookups,
            },
          }
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    meta: {
      err: meta.err,
      status: meta.err === null ? { Ok: null } : { Err: meta.err },
      fee: meta.fee,
      preBalances: meta.preBalances,
      postBalances: meta.postBalances,
      innerInstructions: parsed ? parsedInner(meta.innerInstructions, keys) : meta.innerInstructions,
      logMessages: meta.logMessages,
      preTokenBalances: meta.preTokenBalances,
      postTokenBalances: meta.postTokenBalances,
      rewards: [],
      ...(parsed ? {} : { loadedAddresses: meta.loadedAddresses }),
      computeUnitsConsumed: meta.computeUnitsConsumed,
    },
    transaction: encoded,
    ...(maxSupportedTransactionVersion === undefined ? {} : { version: transaction.version }),
  }
}
