import { type Address, lamports } from '@solana/kit'
import { Clock, type LiteSVM, type SlotHash } from 'litesvm'
import { type AccountKeys, resolveAccountKeys } from './accountKeys.js'
import { airdropTransaction } from './airdropTransaction.js'
import { BLOCKHASH_VALID_BLOCKS, type ChainClock, createChainClock } from './chainClock.js'
import {
  type ChainStore,
  type LandedTransaction,
  openChainStore,
  type SignatureRow,
  type StoredAccount,
} from './chainStore.js'
import { type DecodedMessage, type DecodedTransaction, decodeTransaction } from './decodeTransaction.js'
import {
  type Execution,
  executeTransaction,
  type Simulation,
  simulateTransaction,
} from './executeTransaction.js'
import { createGenesisSvm, GENESIS_HASH } from './genesis.js'
import { memoOf } from './memo.js'

/** Agave's default epoch length: getEpochInfo and the Clock sysvar count epochs with it. */
export const SLOTS_PER_EPOCH = 432_000
/**
 * How many recent slots the SlotHashes sysvar lists: agave keeps 512, but a lookup table is created
 * for a slot a wallet just read, and rewriting 512 entries each slot cost more than a send.
 */
const MAX_SLOT_HASHES = BLOCKHASH_VALID_BLOCKS + 1

/** What subscribers hear when a transaction lands. */
export interface LandedEvent {
  signature: string
  slot: number
  err: LandedTransaction['meta']['err']
  changed: readonly StoredAccount[]
}

export interface SolanaChain {
  clock: ChainClock
  readAccount(address: string): StoredAccount | undefined
  programAccounts(program: string): StoredAccount[]
  minimumBalance(space: number): bigint
  transactionCount(): number
  /** The accounts a transaction names; throws a LookupError when a lookup table does not resolve. */
  accountKeys(message: DecodedMessage): AccountKeys
  /** Runs without committing; signatures are not checked here (see verifySignatures). */
  simulate(transaction: DecodedTransaction): Simulation
  /** Executes in a new slot; keeps it (state, history) when it landed. The caller checked its signatures. */
  land(transaction: DecodedTransaction): Execution
  /** A treasury transfer to `to`, landed; its signature. */
  airdrop(to: string, amount: bigint): { signature: string; execution: Execution }
  has(signature: string): boolean
  transaction(signature: string): LandedTransaction | undefined
  status(signature: string): ReturnType<ChainStore['status']>
  signaturesFor(address: string, options: { limit: number; before?: string; until?: string }): SignatureRow[]
  onLanded(listener: (event: LandedEvent) => void): () => void
  close(): void
}

// Addresses reach the chain checked (RPC params, decoded transactions): kit's address() would check
// each again on every read.
const asAddress = (at: string) => at as Address

const toStored = (svm: LiteSVM, at: string): StoredAccount | undefined => {
  const account = svm.getAccount(asAddress(at))
  if (!account.exists) return undefined
  return {
    address: at,
    lamports: account.lamports,
    owner: account.programAddress,
    executable: account.executable,
    data: account.data as Uint8Array,
  }
}

function setStored(svm: LiteSVM, account: StoredAccount) {
  svm.setAccount({
    address: asAddress(account.address),
    lamports: lamports(account.lamports),
    programAddress: asAddress(account.owner),
    executable: account.executable,
    data: account.data,
    space: BigInt(account.data.length),
  })
}

/**
 * The local Solana chain: litesvm's SVM from genesis plus every account transactions changed since
 * (read back from `statePath`), a clock of slots and blockhashes, and the history of what landed.
 */
export async function createSolanaChain({
  statePath,
  now,
}: {
  statePath?: string
  now: () => number
}): Promise<SolanaChain> {
  const store = openChainStore(statePath ?? ':memory:')
  const madeBy = store.genesis()
  if (madeBy && madeBy !== GENESIS_HASH) {
    store.close()
    throw new Error(`${statePath} holds another chain (genesis ${madeBy}): move it away to start afresh`)
  }
  store.setGenesis(GENESIS_HASH)
  const svm = await createGenesisSvm()
  for (const account of store.accounts()) setStored(svm, account)
  const clock = createChainClock({ genesisHash: GENESIS_HASH, startSlot: store.slot() ?? 0, now })
  // The Clock and SlotHashes sysvars follow the chain's slots: programs read them (an address lookup
  // table is created for a slot SlotHashes still lists).
  let slotHashes: { slot: bigint; hash: string }[] = []
  const setSvmClock = (slot: number) => {
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH))
    svm.setClock(new Clock(BigInt(slot), 0n, epoch, epoch + 1n, BigInt(Math.floor(now() / 1000))))
    const newest = slotHashes[0]?.slot ?? -1n
    const added = []
    for (let at = slot; at > Math.max(Number(newest), slot - MAX_SLOT_HASHES); at--)
      added.push({ slot: BigInt(at), hash: clock.blockhash(at) })
    slotHashes = [...added, ...slotHashes].slice(0, MAX_SLOT_HASHES)
    svm.setSlotHashes(slotHashes as SlotHash[])
  }
  setSvmClock(clock.slot())
  clock.onSlot(setSvmClock)
  const listeners = new Set<(event: LandedEvent) => void>()
  const readAccount = (at: string) => toStored(svm, at)
  const accountKeys = (message: DecodedMessage) => resolveAccountKeys(message, readAccount)

  const land = (transaction: DecodedTransaction): Execution => {
    const keys = accountKeys(transaction)
    const slot = clock.nextSlot()
    const execution = executeTransaction(svm, transaction, keys, readAccount)
    if (!execution.landed) return execution
    const signature = transaction.signatures[0] as string
    store.record(
      {
        signature,
        slot,
        blockTime: Math.floor(now() / 1000),
        wire: transaction.wire,
        meta: execution.meta,
        memo: memoOf(transaction, keys.keys),
      },
      [...new Set(keys.keys)],
      execution.changed,
    )
    const event = { signature, slot, err: execution.meta.err, changed: execution.changed }
    for (const listener of listeners) listener(event)
    return execution
  }

  return {
    clock,
    readAccount,
    programAccounts: (program) =>
      svm.getProgramAccounts(asAddress(program)).map((account) => ({
        address: account.address,
        lamports: account.lamports,
        owner: account.programAddress,
        executable: account.executable,
        data: account.data as Uint8Array,
      })),
    minimumBalance: (space) => svm.minimumBalanceForRentExemption(BigInt(space)),
    transactionCount: () => store.count(),
    accountKeys,
    simulate: (transaction) => simulateTransaction(svm, transaction),
    land,
    airdrop(to, amount) {
      const transaction = decodeTransaction(airdropTransaction(to, amount, clock.latestBlockhash().blockhash))
      return { signature: transaction.signatures[0] as string, execution: land(transaction) }
    },
    has: (signature) => store.has(signature),
    transaction: (signature) => store.transaction(signature),
    status: (signature) => store.status(signature),
    signaturesFor: (at, options) => store.signaturesFor(at, options),
    onLanded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      store.saveSlot(clock.slot())
      store.close()
    },
  }
}
