import { sql } from 'kysely'
import type { CloudDatabase } from '../db/openDatabase.js'
import type { IdxTxTable } from '../db/schema.js'

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
  /** The cursor: the last indexed block (the indexer resumes after it, on any node). */
  head(): Promise<{ block: number; hash: string } | undefined>
  /** Writes one batch of blocks atomically, moving the head. */
  write(batch: {
    txs: IndexedTx[]
    transfers: IndexedTransfer[]
    head: { block: number; hash: string }
  }): Promise<void>
  contract(address: string): Promise<ContractInfo | undefined>
  /** The known contracts among these addresses, by lower-case address. */
  contracts(addresses: readonly string[]): Promise<Map<string, ContractInfo>>
  saveContract(info: ContractInfo): Promise<void>
  /** Transactions that sent from, or moved value to or from, `address`: newest first. */
  history(address: string, limit: number, before?: HistoryCursor): Promise<IndexedTx[]>
  transfersOf(hashes: readonly string[]): Promise<IndexedTransfer[]>
  /** ERC-20 contracts that ever moved tokens to `address`. */
  tokensSeen(address: string): Promise<string[]>
  /** NFTs `address` holds now: [contract, tokenId]. */
  nftsOwned(address: string): Promise<{ contract: string; tokenId: string }[]>
  /** Forgets the chain (it was reset under us). */
  clear(): Promise<void>
}

const lower = (a: string) => a.toLowerCase()

/**
 * One chain's index in the cloud's database (db/migrations/006_evm_index.ts); addresses are stored
 * lowercase. Rows are upserts keyed by chain and hash (and log index), so a batch written twice (a
 * retried range, a reorg indexed again) leaves one copy.
 */
export function createIndexStore(db: CloudDatabase, chain: string): IndexStore {
  const toTx = (row: IdxTxTable): IndexedTx => ({
    hash: row.hash,
    block: row.block,
    txIndex: row.tx_index,
    minedAt: row.mined_at,
    sender: row.sender,
    recipient: row.recipient ?? null,
    success: row.success === 1,
    nonce: row.nonce,
  })
  return {
    head: () =>
      db.selectFrom('idx_head').select(['block', 'hash']).where('chain', '=', chain).executeTakeFirst(),
    write: (batch) =>
      db.transaction().execute(async (tx) => {
        for (const t of batch.txs)
          await tx
            .insertInto('idx_tx')
            .values({
              chain,
              hash: t.hash,
              block: t.block,
              tx_index: t.txIndex,
              mined_at: t.minedAt,
              sender: lower(t.sender),
              recipient: t.recipient && lower(t.recipient),
              success: t.success ? 1 : 0,
              nonce: t.nonce,
            })
            .onConflict((conflict) =>
              conflict.columns(['chain', 'hash']).doUpdateSet((eb) => ({
                block: eb.ref('excluded.block'),
                tx_index: eb.ref('excluded.tx_index'),
                mined_at: eb.ref('excluded.mined_at'),
                sender: eb.ref('excluded.sender'),
                recipient: eb.ref('excluded.recipient'),
                success: eb.ref('excluded.success'),
                nonce: eb.ref('excluded.nonce'),
              })),
            )
            .execute()
        for (const t of batch.transfers) {
          await tx
            .insertInto('idx_transfer')
            .values({
              chain,
              hash: t.hash,
              log_index: t.logIndex,
              kind: t.kind,
              contract: t.contract && lower(t.contract),
              sender: lower(t.sender),
              recipient: lower(t.recipient),
              amount: t.amount,
              token_id: t.tokenId,
            })
            .onConflict((conflict) =>
              conflict.columns(['chain', 'hash', 'log_index']).doUpdateSet((eb) => ({
                kind: eb.ref('excluded.kind'),
                contract: eb.ref('excluded.contract'),
                sender: eb.ref('excluded.sender'),
                recipient: eb.ref('excluded.recipient'),
                amount: eb.ref('excluded.amount'),
                token_id: eb.ref('excluded.token_id'),
              })),
            )
            .execute()
          if (t.kind === 'erc721' && t.contract && t.tokenId !== null)
            await tx
              .insertInto('idx_nft_owner')
              .values({ chain, contract: lower(t.contract), token_id: t.tokenId, owner: lower(t.recipient) })
              .onConflict((conflict) =>
                conflict
                  .columns(['chain', 'contract', 'token_id'])
                  .doUpdateSet((eb) => ({ owner: eb.ref('excluded.owner') })),
              )
              .execute()
        }
        await tx
          .insertInto('idx_head')
          .values({ chain, block: batch.head.block, hash: batch.head.hash })
          .onConflict((conflict) =>
            conflict
              .column('chain')
              .doUpdateSet((eb) => ({ block: eb.ref('excluded.block'), hash: eb.ref('excluded.hash') }))
              // Never back: a node catching up on demand may finish after the lease holder went further.
              .where('idx_head.block', '<=', batch.head.block),
          )
          .execute()
      }),
    contract: (address) =>
      db
        .selectFrom('idx_contract')
        .select(['address', 'kind', 'name', 'symbol', 'decimals'])
        .where('chain', '=', chain)
        .where('address', '=', lower(address))
        .executeTakeFirst(),
    async contracts(addresses) {
      const wanted = [...new Set(addresses.map(lower))]
      if (wanted.length === 0) return new Map()
      const rows = await db
        .selectFrom('idx_contract')
        .select(['address', 'kind', 'name', 'symbol', 'decimals'])
        .where('chain', '=', chain)
        .where('address', 'in', wanted)
        .execute()
      return new Map(rows.map((row) => [row.address, row]))
    },
    async saveContract(c) {
      const row = {
        address: lower(c.address),
        kind: c.kind,
        name: c.name,
        symbol: c.symbol,
        decimals: c.decimals,
      }
      await db
        .insertInto('idx_contract')
        .values({ chain, ...row })
        .onConflict((conflict) =>
          conflict.columns(['chain', 'address']).doUpdateSet({
            kind: row.kind,
            name: row.name,
            symbol: row.symbol,
            decimals: row.decimals,
          }),
        )
        .execute()
    },
    async history(address, limit, before) {
      const who = lower(address)
      let query = db.selectFrom('idx_tx as t').selectAll().where('t.chain', '=', chain)
      // (No cursor: no bound, rather than one past the columns' integer range on Postgres.)
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('t.block', '<', before.block),
            eb.and([eb('t.block', '=', before.block), eb('t.tx_index', '<', before.txIndex)]),
          ]),
        )
      const rows = await query
        .where((eb) =>
          eb.or([
            eb('t.sender', '=', who),
            eb(
              't.hash',
              'in',
              eb
                .selectFrom('idx_transfer')
                .select('hash')
                .where('chain', '=', chain)
                .where((inner) => inner.or([inner('sender', '=', who), inner('recipient', '=', who)])),
            ),
          ]),
        )
        .orderBy('t.block', 'desc')
        .orderBy('t.tx_index', 'desc')
        .limit(limit)
        .execute()
      return rows.map(toTx)
    },
    async transfersOf(hashes) {
      if (hashes.length === 0) return []
      const rows = await db
        .selectFrom('idx_transfer')
        .selectAll()
        .where('chain', '=', chain)
        .where('hash', 'in', [...hashes])
        .orderBy('log_index')
        .execute()
      return rows.map((row) => ({
        hash: row.hash,
        logIndex: row.log_index,
        kind: row.kind,
        contract: row.contract ?? null,
        sender: row.sender,
        recipient: row.recipient,
        amount: row.amount,
        tokenId: row.token_id ?? null,
      }))
    },
    async tokensSeen(address) {
      const rows = await db
        .selectFrom('idx_transfer')
        .select('contract')
        .distinct()
        .where('chain', '=', chain)
        .where('recipient', '=', lower(address))
        .where('kind', '=', 'erc20')
        .execute()
      return rows.flatMap((row) => row.contract ?? [])
    },
    async nftsOwned(address) {
      // Token ids are uint256 in decimal: by length, then text, is by value (and fits no integer type).
      const rows = await db
        .selectFrom('idx_nft_owner')
        .select(['contract', 'token_id'])
        .where('chain', '=', chain)
        .where('owner', '=', lower(address))
        .orderBy('contract')
        .orderBy(sql`length(token_id)`)
        .orderBy('token_id')
        .execute()
      return rows.map((row) => ({ contract: row.contract, tokenId: row.token_id }))
    },
    async clear() {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('idx_head').where('chain', '=', chain).execute()
        await tx.deleteFrom('idx_tx').where('chain', '=', chain).execute()
        await tx.deleteFrom('idx_transfer').where('chain', '=', chain).execute()
        await tx.deleteFrom('idx_contract').where('chain', '=', chain).execute()
        await tx.deleteFrom('idx_nft_owner').where('chain', '=', chain).execute()
      })
    },
  }
}
