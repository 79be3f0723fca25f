import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm'
import type { AccountKeys } from './accountKeys.js'
import { toBase58 } from './base58.js'
import type { InnerInstructions, StoredAccount, TransactionMeta } from './chainStore.js'
import type { DecodedTransaction } from './decodeTransaction.js'
import { tokenBalances } from './tokenBalances.js'
import { transactionErrorJson } from './transactionError.js'
import { transactionFee } from './transactionFee.js'

type ReadAccount = (address: string) => StoredAccount | undefined

/** litesvm's SignatureFailure: what a transaction missing a signature fails with, as agave does. */
const SIGNATURE_FAILURE = 11

export interface Execution {
  /** The fee was charged: the transaction is in a block, whether its instructions failed or not. */
  landed: boolean
  meta: TransactionMeta
  /** The writable accounts after it ran (lamports 0 for one it closed). */
  changed: StoredAccount[]
}

export interface Simulation {
  err: TransactionMeta['err']
  logs: string[]
  unitsConsumed: number
  innerInstructions: InnerInstructions[]
  returnData: { programId: string; data: Uint8Array } | null
  /** The accounts as the transaction would leave them. */
  postAccounts: Map<string, StoredAccount>
}

function innerInstructionsOf(metadata: TransactionMetadata): InnerInstructions[] {
  return metadata
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const instruction = inner.instruction()
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: [...instruction.accounts()],
          data: toBase58(instruction.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}

function returnDataOf(metadata: TransactionMetadata): Simulation['returnData'] {
  const returned = metadata.returnData()
  const data = returned.data()
  return data.length > 0 ? { programId: toBase58(returned.programId()), data } : null
}

/** Runs litesvm, turning the throw of an unsigned transaction into the SignatureFailure agave reports. */
function run<T>(attempt: () => T): T | { signatureFailure: true } {
  try {
    return attempt()
  } catch (error) {
    if ((error as { name?: string }).name === 'SolanaError') return { signatureFailure: true }
    throw error
  }
}

const balancesOf = (keys: readonly string[], read: ReadAccount) =>
  keys.map((key) => Number(read(key)?.lamports ?? 0n))

/** Executes a transaction in the SVM (committing what it changes) and collects getTransaction's meta. */
export function executeTransaction(
  svm: LiteSVM,
  transaction: DecodedTransaction,
  keys: AccountKeys,
  read: ReadAccount,
): Execution {
  const preBalances = balancesOf(keys.keys, read)
  const preTokenBalances = tokenBalances(keys.keys, read)
  const result = run(() => svm.sendTransaction(transaction.kit))
  const postBalances = balancesOf(keys.keys, read)
  const failed = result instanceof FailedTransactionMetadata
  const metadata = failed ? result.meta() : 'signatureFailure' in result ? undefined : result
  const err = failed
    ? transactionErrorJson(result.err())
    : metadata
      ? null
      : transactionErrorJson(SIGNATURE_FAILURE)
  const landed = metadata !== undefined && (!failed || (postBalances[0] ?? 0) < (preBalances[0] ?? 0))
  return {
    landed,
    meta: {
      err,
      fee: landed ? transactionFee(transaction, keys.keys) : 0,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(keys.keys, read),
      logMessages: metadata?.logs() ?? [],
      innerInstructions: metadata ? innerInstructionsOf(metadata) : [],
      computeUnitsConsumed: Number(metadata?.computeUnitsConsumed() ?? 0n),
      loadedAddresses: keys.loaded,
    },
    changed: keys.keys
      .filter((_, index) => keys.writable[index])
      .map(
        (address) =>
          read(address) ?? {
            address,
            lamports: 0n,
            owner: '11111111111111111111111111111111',
            executable: false,
            data: new Uint8Array(),
          },
      ),
  }
}

/** Runs a transaction without committing anything (simulateTransaction and the send preflight). */
export function simulateTransaction(
  svm: LiteSVM,
  transaction: DecodedTransaction,
  sigVerify: boolean,
): Simulation {
  svm.withSigverify(sigVerify)
  try {
    const result = run(() => svm.simulateTransaction(transaction.kit))
    if ('signatureFailure' in result)
      return {
        err: transactionErrorJson(SIGNATURE_FAILURE),
        logs: [],
        unitsConsumed: 0,
        innerInstructions: [],
        returnData: null,
        postAccounts: new Map(),
      }
    const failed = result instanceof FailedTransactionMetadata
    const metadata = result.meta()
    const postAccounts = new Map<string, StoredAccount>()
    if (!failed)
      for (const account of result.postAccounts())
        postAccounts.set(account.address, {
          address: account.address,
          lamports: account.lamports,
          owner: account.programAddress,
          executable: account.executable,
          data: account.data as Uint8Array,
        })
    return {
      err: failed ? transactionErrorJson(result.err()) : null,
      logs: metadata.logs(),
      unitsConsumed: Number(metadata.computeUnitsConsumed()),
      innerInstructions: innerInstructionsOf(metadata),
      returnData: returnDataOf(metadata),
      postAccounts,
    }
  } finally {
    svm.withSigverify(true)
  }
}
