import Database from 'better-sqlite3'
import type { SolanaTransfer, SolanaTx } from './solanaTransfers.js'

/** Where a history page ends: the last transaction's slot and signature (the order's tiebreak). */
export interface SolanaHistoryCursor {
  slot: number
  signature: string
}

export interface SolanaIndexStore {
  /** Whether the transaction is indexed already (another address's sync may have fetched it). */
  has(signature: string): boolean
  /** The newest signature indexed for each address that has one. */
  cursors(addresses: readonly string[]): Map<string, string>
  /** Writes transactions and moves address cursors in one SQLite transaction. */
  write(batch: {
    txs: readonly SolanaTx[]
    transfers: readonly SolanaTransfer[]
    cursors: readonly { address: string; signature: string }[]
  }): void
  /** Transactions `address` paid for, or sent or received value in: newest first. */
  history(address: string, limit: number, before?: SolanaHistoryCursor): SolanaTx[]
  transfersOf(signatures: readonly string[]): SolanaTransfer[]
  /** Forgets the chain (it was reset under us). */
  clear(): void
  close(): void
}

/**
 * One Solana chain's index in SQLite (beside the EVM index, in tables of its own): base58 addresses
 * are case-sensitive, so they are kept exactly as the node spells them.
 */
export function createSolanaIndexStore(path: string, chain: string): SolanaIndexStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS sol_tx (
      chain TEXT NOT NULL, signature TEXT NOT NULL, slot INTEGER NOT NULL, block_time INTEGER NOT NULL,
      fee_payer TEXT NOT NULL, success INTEGER NOT NULL, PRIMARY KEY (chain, signature));
    CREATE INDEX IF NOT EXISTS sol_tx_payer ON sol_tx (chain, fee_payer, slot);
    CREATE TABLE IF NOT EXISTS sol_transfer (
      chain TEXT NOT NULL, signature TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL, mint TEXT,
      sender TEXT NOT NULL, recipient TEXT NOT NULL, amount TEXT NOT NULL, decimals INTEGER NOT NULL,
      PRIMARY KEY (chain, signature, seq));
    CREATE INDEX IF NOT EXISTS sol_transfer_sender ON sol_transfer (chain, sender);
    CREATE INDEX IF NOT EXISTS sol_transfer_recipient ON sol_transfer (chain, recipient);
    CREATE TABLE IF NOT EXISTS sol_cursor (
      chain TEXT NOT NULL, address TEXT NOT NULL, signature TEXT NOT NULL, PRIMARY KEY (chain, address));
  `)
  const statements = {
    has: db.prepare('SELECT 1 FROM sol_tx WHERE chain = ? AND signature = ?'),
    cursor: db.prepare('SELECT signature FROM sol_cursor WHERE chain = ? AND address = ?'),
    setCursor: db.prepare(
      'INSERT INTO sol_cursor (chain, address, signature) VALUES (?, ?, ?) ON CONFLICT (chain, address) DO UPDATE SET signature = excluded.signature',
    ),
    tx: db.prepare(
      'INSERT OR REPLACE INTO sol_tx (chain, signature, slot, block_time, fee_payer, success) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    transfer: db.prepare(
      'INSERT OR REPLACE INTO sol_transfer (chain, signature, seq, kind, mint, sender, recipient, amount, decimals) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    history: db.prepare(`
      SELECT * FROM sol_tx t WHERE t.chain = @chain
        AND (t.slot < @slot OR (t.slot = @slot AND t.signature < @signature))
        AND (t.fee_payer = @address OR t.signature IN (
          SELECT signature FROM sol_transfer WHERE chain = @chain AND sender = @address
          UNION SELECT signature FROM sol_transfer WHERE chain = @chain AND recipient = @address))
      ORDER BY t.slot DESC, t.signature DESC LIMIT @limit`),
  }
  const write = db.transaction((batch: Parameters<SolanaIndexStore['write']>[0]) => {
    for (const t of batch.txs)
      statements.tx.run(chain, t.signature, t.slot, t.blockTime, t.feePayer, t.success ? 1 : 0)
    for (const t of batch.transfers)
      statements.transfer.run(
        chain,
        t.signature,
        t.seq,
        t.kind,
        t.mint,
        t.sender,
        t.recipient,
        t.amount,
        t.decimals,
      )
    for (const c of batch.cursors) statements.setCursor.run(chain, c.address, c.signature)
  })
  const toTx = (row: Record<string, unknown>): SolanaTx => ({
    signature: row.signature as string,
    slot: row.slot as number,
    blockTime: row.block_time as number,
    feePayer: row.fee_payer as string,
    success: row.success === 1,
  })
  return {
    has: (signature) => statements.has.get(chain, signature) !== undefined,
    cursors(addresses) {
      const found = new Map<string, string>()
      for (const address of addresses) {
        const row = statements.cursor.get(chain, address) as { signature: string } | undefined
        if (row) found.set(address, row.signature)
      }
      return found
    },
    write,
    history(address, limit, before) {
      const rows = statements.history.all({
        chain,
        address,
        slot: before?.slot ?? Number.MAX_SAFE_INTEGER,
        // Any base58 signature sorts below '~': the first page starts above every one.
        signature: before?.signature ?? '~',
        limit,
      }) as Record<string, unknown>[]
      return rows.map(toTx)
    },
    transfersOf(signatures) {
      if (signatures.length === 0) return []
      const rows = db
        .prepare(
          `SELECT * FROM sol_transfer WHERE chain = ? AND signature IN (${signatures.map(() => '?').join(',')}) ORDER BY signature, seq`,
        )
        .all(chain, ...signatures) as Record<string, unknown>[]
      return rows.map((row) => ({
        signature: row.signature as string,
        seq: row.seq as number,
        kind: row.kind as SolanaTransfer['kind'],
        mint: (row.mint as string | null) ?? null,
        sender: row.sender as string,
        recipient: row.recipient as string,
        amount: row.amount as string,
        decimals: row.decimals as number,
      }))
    },
    clear() {
      for (const table of ['sol_tx', 'sol_transfer', 'sol_cursor'])
        db.prepare(`DELETE FROM ${table} WHERE chain = ?`).run(chain)
    },
    close: () => db.close(),
  }
}
