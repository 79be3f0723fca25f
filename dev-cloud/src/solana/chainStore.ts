import Database from 'better-sqlite3'
import type { TransactionErrorJson } from './transactionError.js'

/** An account's state as the chain persists it; lamports 0 marks one closed since genesis. */
export interface StoredAccount {
  address: string
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string }
}

export interface InnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** What getTransaction's meta reports, kept as JSON beside the wire bytes. */
export interface TransactionMeta {
  err: TransactionErrorJson | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  innerInstructions: InnerInstructions[]
  computeUnitsConsumed: number
  loadedAddresses: { writable: string[]; readonly: string[] }
}

export interface LandedTransaction {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  wire: Uint8Array
  meta: TransactionMeta
  /** Memo program texts as agave lists them ("[len] text; ..."), else null. */
  memo: string | null
}

export interface SignatureRow {
  signature: string
  slot: number
  blockTime: number
  memo: string | null
  err: TransactionErrorJson | null
}

export interface ChainStore {
  genesis(): string | undefined
  setGenesis(hash: string): void
  slot(): number | undefined
  saveSlot(slot: number): void
  accounts(): StoredAccount[]
  has(signature: string): boolean
  /** Keeps a landed transaction, the addresses it names and the accounts it changed, all or nothing. */
  record(
    transaction: LandedTransaction,
    addresses: readonly string[],
    changed: readonly StoredAccount[],
  ): void
  transaction(signature: string): LandedTransaction | undefined
  /** Where and how a transaction landed, without reading its body (signature statuses, confirmations). */
  status(signature: string): { slot: number; err: TransactionErrorJson | null } | undefined
  /** Newest first; `before`/`until` are exclusive, as in getSignaturesForAddress. */
  signaturesFor(address: string, options: { limit: number; before?: string; until?: string }): SignatureRow[]
  count(): number
  close(): void
}

interface TransactionRecord {
  seq: number
  signature: string
  slot: number
  block_time: number
  wire: Buffer
  meta: string
  memo: string | null
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS chain (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS accounts (
    address TEXT PRIMARY KEY, lamports TEXT NOT NULL, owner TEXT NOT NULL, executable INTEGER NOT NULL,
    data BLOB NOT NULL);
  CREATE TABLE IF NOT EXISTS transactions (
    seq INTEGER PRIMARY KEY, signature TEXT NOT NULL UNIQUE, slot INTEGER NOT NULL, block_time INTEGER NOT NULL,
    wire BLOB NOT NULL, meta TEXT NOT NULL, memo TEXT, err TEXT);
  CREATE TABLE IF NOT EXISTS address_transactions (
    address TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (address, seq)) WITHOUT ROWID;
`

const toLanded = (row: TransactionRecord): LandedTransaction => ({
  signature: row.signature,
  slot: row.slot,
  blockTime: row.block_time,
  wire: new Uint8Array(row.wire),
  meta: JSON.parse(row.meta) as TransactionMeta,
  memo: row.memo,
})

/**
 * The chain's SQLite file (':memory:' for a chain that ends with its process): accounts changed since
 * genesis, every landed transaction with its meta, and which addresses each one names. Genesis is
 * rebuilt from code on start, so the file holds only what transactions changed.
 */
export function openChainStore(path: string): ChainStore {
  const db = new Database(path)
  if (path !== ':memory:') {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
  }
  db.exec(SCHEMA)
  const getValue = db.prepare<[string], { value: string }>('SELECT value FROM chain WHERE key = ?')
  const setValue = db.prepare(
    'INSERT INTO chain (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  )
  const upsertAccount = db.prepare(
    `INSERT INTO accounts (address, lamports, owner, executable, data) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (address) DO UPDATE SET lamports = excluded.lamports, owner = excluded.owner,
       executable = excluded.executable, data = excluded.data`,
  )
  const insertTransaction = db.prepare(
    'INSERT INTO transactions (signature, slot, block_time, wire, meta, memo, err) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const insertAddress = db.prepare('INSERT OR IGNORE INTO address_transactions (address, seq) VALUES (?, ?)')
  const bySignature = db.prepare<[string], TransactionRecord>(
    'SELECT * FROM transactions WHERE signature = ?',
  )
  const statusOf = db.prepare<[string], { slot: number; err: string | null }>(
    'SELECT slot, err FROM transactions WHERE signature = ?',
  )
  const seqOf = db.prepare<[string], { seq: number }>('SELECT seq FROM transactions WHERE signature = ?')
  const forAddress = db.prepare<
    [string, number, number, number],
    { signature: string; slot: number; block_time: number; memo: string | null; err: string | null }
  >(
    `SELECT t.signature, t.slot, t.block_time, t.memo, t.err FROM address_transactions a JOIN transactions t ON t.seq = a.seq
     WHERE a.address = ? AND a.seq < ? AND a.seq > ? ORDER BY a.seq DESC LIMIT ?`,
  )
  const record = db.transaction(
    (transaction: LandedTransaction, addresses: readonly string[], changed: readonly StoredAccount[]) => {
      const { lastInsertRowid } = insertTransaction.run(
        transaction.signature,
        transaction.slot,
        transaction.blockTime,
        Buffer.from(transaction.wire),
        JSON.stringify(transaction.meta),
        transaction.memo,
        transaction.meta.err === null ? null : JSON.stringify(transaction.meta.err),
      )
      for (const address of addresses) insertAddress.run(address, lastInsertRowid)
      for (const account of changed)
        upsertAccount.run(
          account.address,
          account.lamports.toString(),
          account.owner,
          account.executable ? 1 : 0,
          Buffer.from(account.data),
        )
      setValue.run('slot', String(transaction.slot))
    },
  )
  return {
    genesis: () => getValue.get('genesis')?.value,
    setGenesis: (hash) => void setValue.run('genesis', hash),
    slot: () => {
      const value = getValue.get('slot')?.value
      return value === undefined ? undefined : Number(value)
    },
    saveSlot: (slot) => void setValue.run('slot', String(slot)),
    accounts: () =>
      (
        db.prepare('SELECT * FROM accounts').all() as {
          address: string
          lamports: string
          owner: string
          executable: number
          data: Buffer
        }[]
      ).map((row) => ({
        address: row.address,
        lamports: BigInt(row.lamports),
        owner: row.owner,
        executable: row.executable === 1,
        data: new Uint8Array(row.data),
      })),
    has: (signature) => seqOf.get(signature) !== undefined,
    record: (transaction, addresses, changed) => record(transaction, addresses, changed),
    transaction(signature) {
      const row = bySignature.get(signature)
      return row ? toLanded(row) : undefined
    },
    status(signature) {
      const row = statusOf.get(signature)
      return (
        row && {
          slot: row.slot,
          err: row.err === null ? null : (JSON.parse(row.err) as TransactionErrorJson),
        }
      )
    },
    signaturesFor(address, { limit, before, until }) {
      const beforeSeq = before === undefined ? Number.MAX_SAFE_INTEGER : seqOf.get(before)?.seq
      const untilSeq = until === undefined ? 0 : (seqOf.get(until)?.seq ?? 0)
      // An unknown `before` names no point in this chain's history: nothing precedes it.
      if (beforeSeq === undefined) return []
      return forAddress.all(address, beforeSeq, untilSeq, limit).map((row) => ({
        signature: row.signature,
        slot: row.slot,
        blockTime: row.block_time,
        memo: row.memo,
        err: row.err === null ? null : (JSON.parse(row.err) as TransactionErrorJson),
      }))
    },
    count: () => (db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n,
    close: () => db.close(),
  }
}
