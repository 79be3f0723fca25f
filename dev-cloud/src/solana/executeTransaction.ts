import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm'
import type { AccountKeys } from './accountKeys.js'
import { toBase58 } from './base58.js'
import type { InnerInstructions, StoredAccount, TransactionMeta } from './chainStore.js'
import type { DecodedTransaction } from './decodeTransaction.js'
import { SYSTEM_PROGRAM } from './programIds.js'
import { tokenBalances } from './tokenBalances.js'
import { transactionErrorJson } from './transactionError.js'
import { transactionFee } from './transactionFee.js'

type ReadAccount = (address: string) => StoredAccount | undefined

/** How an account a transaction closed is kept: lamports 0, which deletes it when set in litesvm. */
const closedAccount = (address: string): StoredAccount => ({
  address,
  lamports: 0n,
  owner: SYSTEM_PROGRAM,
  executable: false,
  data: new Uint8Array(),
})

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

/**
 * The transaction's accounts read once (litesvm copies each account out on every read), with the
 * mints their token balances need.
 */
function snapshot(keys: readonly string[], read: ReadAccount) {
  const accounts = new Map(keys.map((key) => [key, read(key)]))
  const readKnown = (at: string) => (accounts.has(at) ? accounts.get(at) : read(at))
  return {
    balances: keys.map((key) => Number(accounts.get(key)?.lamports ?? 0n)),
    tokenBalances: tokenBalances(keys, readKnown),
    accounts,
  }
}

/**
 * Executes a transaction in the SVM (committing what it changes) and collects getTransaction's meta.
 * Signatures are the caller's to check: the SVM runs with litesvm's own check off (see createGenesisSvm).
 */
export function executeTransaction(
  svm: LiteSVM,
  transaction: DecodedTransaction,
  keys: AccountKeys,
  read: ReadAccount,
): Execution {
  const pre = snapshot(keys.keys, read)
  const result = svm.sendTransaction(transaction.kit)
  const post = snapshot(keys.keys, read)
  const failed = result instanceof FailedTransactionMetadata
  const metadata = failed ? result.meta() : result
  // A failed transaction that paid its fee is in a block; one that did not (no funds for the fee, an
  // unknown fee payer) was dropped.
  const landed = !failed || (post.balances[0] ?? 0) < (pre.balances[0] ?? 0)
  return {
    landed,
    meta: {
      err: failed ? transactionErrorJson(result.err()) : null,
      fee: landed ? transactionFee(transaction, keys.keys) : 0,
      preBalances: pre.balances,
      postBalances: post.balances,
      preTokenBalances: pre.tokenBalances,
      postTokenBalances: post.tokenBalances,
      logMessages: metadata.logs(),
      innerInstructions: innerInstructionsOf(metadata),
      computeUnitsConsumed: Number(metadata.computeUnitsConsumed()),
      loadedAddresses: keys.loaded,
    },
    changed: keys.keys
      .filter((_, index) => keys.writable[index])
      .map((address) => post.accounts.get(address) ?? closedAccount(address)),
  }
}

/** Runs a transaction without committing anything (simulateTransaction and the send preflight). */
export function simulateTransaction(svm: LiteSVM, transaction: DecodedTransaction): Simulation {
  const result = svm.simulateTransaction(transaction.kit)
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
}
