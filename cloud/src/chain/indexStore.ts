import Database from 'better-sqlite3'

export type TransferKind = 'native' | 'erc20' | 'erc721'

export interface IndexedTx {
  hash: string
  block: number
  txIndex: number
  /** seconds since epoch */
  minedAt: number
  sender: string
  recipient: string | null
  success: boolean
  nonce: number
}

export interface IndexedTransfer {
  hash: string
  /** -1 for the transaction's own value */
  logIndex: number
  kind: TransferKind
  contract: string | null
  sender: string
  recipient: string
  /** raw integer amount (1 for an NFT) */
  amount: string
  tokenId: string | null
}

export interface ContractInfo {
  address: string
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
}

export interface HistoryCursor {
  block: number
  txIndex: number
}

export interface IndexStore {
  head(): { block: number; hash: string } | undefined
  /** Writes one batch of blocks atomically, moving the head. */
  write(batch: {
    txs: IndexedTx[]
    transfers: IndexedTransfer[]
    head: { block: number; hash: string }
  }): void
  contract(address: string): ContractInfo | undefined
  saveContract(info: ContractInfo): void
  /** Transactions that sent from, or moved value to or from, `address`: newest first. */
  history(address: string, limit: number, before?: HistoryCursor): IndexedTx[]
  transfersOf(hashes: readonly string[]): IndexedTransfer[]
  /** ERC-20 contracts that ever moved tokens to `address`. */
  tokensSeen(address: string): string[]
  /** NFTs `address` holds now: [contract, tokenId]. */
  nftsOwned(address: string): { contract: string; tokenId: string }[]
  /** Forgets the chain (it was reset under us). */
  clear(): void
  close(): void
}

/** One chain's index in SQLite; addresses are stored lowercase. */
export function createIndexStore(path: string, chain: string): IndexStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS idx_head (chain TEXT PRIMARY KEY, block INTEGER NOT NULL, hash TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS idx_tx (
      chain TEXT NOT NULL, hash TEXT NOT NULL, block INTEGER NOT NULL, tx_index INTEGER NOT NULL,
      mined_at INTEGER NOT NULL, sender TEXT NOT NULL, recipient TEXT, success INTEGER NOT NULL,
      nonce INTEGER NOT NULL, PRIMARY KEY (chain, hash));
    CREATE INDEX IF NOT EXISTS idx_tx_sender ON idx_tx (chain, sender, block, tx_index);
    CREATE TABLE IF NOT EXISTS idx_transfer (
      chain TEXT NOT NULL, hash TEXT NOT NULL, log_index INTEGER NOT NULL, kind TEXT NOT NULL,
      contract TEXT, sender TEXT NOT NULL, recipient TEXT NOT NULL, amount TEXT NOT NULL, token_id TEXT,
      PRIMARY KEY (chain, hash, log_index));
    CREATE INDEX IF NOT EXISTS idx_transfer_sender ON idx_transfer (chain, sender);
    CREATE INDEX IF NOT EXISTS idx_transfer_recipient ON idx_transfer (chain, recipient);
    CREATE TABLE IF NOT EXISTS idx_contract (
      chain TEXT NOT NULL, address TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
      symbol TEXT NOT NULL, decimals INTEGER NOT NULL, PRIMARY KEY (chain, address));
    CREATE TABLE IF NOT EXISTS idx_nft_owner (
      chain TEXT NOT NULL, contract TEXT NOT NULL, token_id TEXT NOT NULL, owner TEXT NOT NULL,
      PRIMARY KEY (chain, contract, token_id));
    CREATE INDEX IF NOT EXISTS idx_nft_owner_owner ON idx_nft_owner (chain, owner);
  `)
  const statements = {
    head: db.prepare('SELECT block, hash FROM idx_head WHERE chain = ?'),
    setHead: db.prepare(
      'INSERT INTO idx_head (chain, block, hash) VALUES (?, ?, ?) ON CONFLICT (chain) DO UPDATE SET block = excluded.block, hash = excluded.hash',
    ),
    tx: db.prepare(
      'INSERT OR REPLACE INTO idx_tx (chain, hash, block, tx_index, mined_at, sender, recipient, success, nonce) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    transfer: db.prepare(
      'INSERT OR REPLACE INTO idx_transfer (chain, hash, log_index, kind, contract, sender, recipient, amount, token_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    owner: db.prepare(
      'INSERT INTO idx_nft_owner (chain, contract, token_id, owner) VALUES (?, ?, ?, ?) ON CONFLICT (chain, contract, token_id) DO UPDATE SET owner = excluded.owner',
    ),
    contract: db.prepare(
      'SELECT address, kind, name, symbol, decimals FROM idx_contract WHERE chain = ? AND address = ?',
    ),
    saveContract: db.prepare(
      'INSERT OR REPLACE INTO idx_contract (chain, address, kind, name, symbol, decimals) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    history: db.prepare(`
      SELECT * FROM idx_tx t WHERE t.chain = @chain
        AND (t.block < @block OR (t.block = @block AND t.tx_index < @txIndex))
        AND (t.sender = @address OR t.hash IN (
          SELECT hash FROM idx_transfer WHERE chain = @chain AND sender = @address
          UNION SELECT hash FROM idx_transfer WHERE chain = @chain AND recipient = @address))
      ORDER BY t.block DESC, t.tx_index DESC LIMIT @limit`),
    tokensSeen: db.prepare(
      "SELECT DISTINCT contract FROM idx_transfer WHERE chain = ? AND recipient = ? AND kind = 'erc20'",
    ),
    nfts: db.prepare(
      'SELECT contract, token_id AS tokenId FROM idx_nft_owner WHERE chain = ? AND owner = ? ORDER BY contract, CAST(token_id AS INTEGER)',
    ),
  }
  const lower = (a: string) => a.toLowerCase()
  const write = db.transaction(
    (batch: { txs: IndexedTx[]; transfers: IndexedTransfer[]; head: { block: number; hash: string } }) => {
      for (const t of batch.txs)
        statements.tx.run(
          chain,
          t.hash,
          t.block,
          t.txIndex,
          t.minedAt,
          lower(t.sender),
          t.recipient && lower(t.recipient),
          t.success ? 1 : 0,
          t.nonce,
        )
      for (const t of batch.transfers) {
        statements.transfer.run(
          chain,
          t.hash,
          t.logIndex,
          t.kind,
          t.contract && lower(t.contract),
          lower(t.sender),
          lower(t.recipient),
          t.amount,
          t.tokenId,
        )
        if (t.kind === 'erc721' && t.contract && t.tokenId !== null)
          statements.owner.run(chain, lower(t.contract), t.tokenId, lower(t.recipient))
      }
      statements.setHead.run(chain, batch.head.block, batch.head.hash)
    },
  )
  const toTx = (row: Record<string, unknown>): IndexedTx => ({
    hash: row.hash as string,
    block: row.block as number,
    txIndex: row.tx_index as number,
    minedAt: row.mined_at as number,
    sender: row.sender as string,
    recipient: (row.recipient as string | null) ?? null,
    success: row.success === 1,
    nonce: row.nonce as number,
  })
  return {
    head: () => statements.head.get(chain) as { block: number; hash: string } | undefined,
    write,
    contract: (address) => statements.contract.get(chain, lower(address)) as ContractInfo | undefined,
    saveContract: (c) =>
      void statements.saveContract.run(chain, lower(c.address), c.kind, c.name, c.symbol, c.decimals),
    history(address, limit, before) {
      const rows = statements.history.all({
        chain,
        address: lower(address),
        block: before?.block ?? Number.MAX_SAFE_INTEGER,
        txIndex: before?.txIndex ?? Number.MAX_SAFE_INTEGER,
        limit,
      }) as Record<string, unknown>[]
      return rows.map(toTx)
    },
    transfersOf(hashes) {
      if (hashes.length === 0) return []
      const rows = db
        .prepare(
          `SELECT * FROM idx_transfer WHERE chain = ? AND hash IN (${hashes.map(() => '?').join(',')}) ORDER BY log_index`,
        )
        .all(chain, ...hashes) as Record<string, unknown>[]
      return rows.map((row) => ({
        hash: row.hash as string,
        logIndex: row.log_index as number,
        kind: row.kind as TransferKind,
        contract: (row.contract as string | null) ?? null,
        sender: row.sender as string,
        recipient: row.recipient as string,
        amount: row.amount as string,
        tokenId: (row.token_id as string | null) ?? null,
      }))
    },
    tokensSeen: (address) =>
      (statements.tokensSeen.all(chain, lower(address)) as { contract: string }[]).map((r) => r.contract),
    nftsOwned: (address) =>
      statements.nfts.all(chain, lower(address)) as { contract: string; tokenId: string }[],
    clear() {
      for (const table of ['idx_head', 'idx_tx', 'idx_transfer', 'idx_contract', 'idx_nft_owner'])
        db.prepare(`DELETE FROM ${table} WHERE chain = ?`).run(chain)
    },
    close: () => db.close(),
  }
}
