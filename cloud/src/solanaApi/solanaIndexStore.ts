import type { CloudDatabase } from '../db/openDatabase.js'
import type { SolTxTable } from '../db/schema.js'
import type { SolanaTransfer, SolanaTx } from './solanaTransfers.js'

/** Where a history page ends: the last transaction's slot and signature (the order's tiebreak). */
export interface SolanaHistoryCursor {
  slot: number
  signature: string
}

export interface SolanaIndexStore {
  /** Whether the transaction is indexed already (another address's sync may have fetched it). */
  has(signature: string): Promise<boolean>
  /** The newest signature indexed for each address that has one. */
  cursors(addresses: readonly string[]): Promise<Map<string, string>>
  /** Writes transactions and moves address cursors in one transaction. */
  write(batch: {
    txs: readonly SolanaTx[]
    transfers: readonly SolanaTransfer[]
    cursors: readonly { address: string; signature: string }[]
  }): Promise<void>
  /** Transactions `address` paid for, or sent or received value in: newest first. */
  history(address: string, limit: number, before?: SolanaHistoryCursor): Promise<SolanaTx[]>
  transfersOf(signatures: readonly string[]): Promise<SolanaTransfer[]>
  /** Forgets the chain (it was reset under us). */
  clear(): Promise<void>
  /** Notes that someone asked about `address` at `at`: it is kept synced for a while (any node notes). */
  follow(address: string, at: number): Promise<void>
  /**
   * The `limit` addresses asked about last, none before `since`; asks older than that, or past the
   * limit, are forgotten.
   */
  followed(since: number, limit: number): Promise<string[]>
}

/**
 * One Solana chain's index in the cloud's database (db/migrations/007_solana_index.ts), beside the EVM
 * index in tables of its own: base58 addresses are case-sensitive, so they are kept exactly as the
 * node spells them. Rows are upserts: two nodes syncing one address at once leave one copy.
 */
export function createSolanaIndexStore(db: CloudDatabase, chain: string): SolanaIndexStore {
  const toTx = (row: SolTxTable): SolanaTx => ({
    signature: row.signature,
    slot: row.slot,
    blockTime: row.block_time,
    feePayer: row.fee_payer,
    success: row.success === 1,
  })
  return {
    has: async (signature) =>
      (await db
        .selectFrom('sol_tx')
        .select('signature')
        .where('chain', '=', chain)
        .where('signature', '=', signature)
        .executeTakeFirst()) !== undefined,
    async cursors(addresses) {
      if (addresses.length === 0) return new Map()
      const rows = await db
        .selectFrom('sol_cursor')
        .select(['address', 'signature'])
        .where('chain', '=', chain)
        .where('address', 'in', [...addresses])
        .execute()
      return new Map(rows.map((row) => [row.address, row.signature]))
    },
    write: (batch) =>
      db.transaction().execute(async (tx) => {
        for (const t of batch.txs)
          await tx
            .insertInto('sol_tx')
            .values({
              chain,
              signature: t.signature,
              slot: t.slot,
              block_time: t.blockTime,
              fee_payer: t.feePayer,
              success: t.success ? 1 : 0,
            })
            .onConflict((conflict) =>
              conflict.columns(['chain', 'signature']).doUpdateSet((eb) => ({
                slot: eb.ref('excluded.slot'),
                block_time: eb.ref('excluded.block_time'),
                fee_payer: eb.ref('excluded.fee_payer'),
                success: eb.ref('excluded.success'),
              })),
            )
            .execute()
        for (const t of batch.transfers)
          await tx
            .insertInto('sol_transfer')
            .values({
              chain,
              signature: t.signature,
              seq: t.seq,
              kind: t.kind,
              mint: t.mint,
              sender: t.sender,
              recipient: t.recipient,
              amount: t.amount,
              decimals: t.decimals,
            })
            .onConflict((conflict) =>
              conflict.columns(['chain', 'signature', 'seq']).doUpdateSet((eb) => ({
                kind: eb.ref('excluded.kind'),
                mint: eb.ref('excluded.mint'),
                sender: eb.ref('excluded.sender'),
                recipient: eb.ref('excluded.recipient'),
                amount: eb.ref('excluded.amount'),
                decimals: eb.ref('excluded.decimals'),
              })),
            )
            .execute()
        for (const c of batch.cursors)
          await tx
            .insertInto('sol_cursor')
            .values({ chain, address: c.address, signature: c.signature })
            .onConflict((conflict) =>
              conflict
                .columns(['chain', 'address'])
                .doUpdateSet((eb) => ({ signature: eb.ref('excluded.signature') })),
            )
            .execute()
      }),
    async history(address, limit, before) {
      let query = db.selectFrom('sol_tx as t').selectAll().where('t.chain', '=', chain)
      // No cursor: no bound (a sentinel signature would depend on the database's collation).
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('t.slot', '<', before.slot),
            eb.and([eb('t.slot', '=', before.slot), eb('t.signature', '<', before.signature)]),
          ]),
        )
      const rows = await query
        .where((eb) =>
          eb.or([
            eb('t.fee_payer', '=', address),
            eb(
              't.signature',
              'in',
              eb
                .selectFrom('sol_transfer')
                .select('signature')
                .where('chain', '=', chain)
                .where((inner) =>
                  inner.or([inner('sender', '=', address), inner('recipient', '=', address)]),
                ),
            ),
          ]),
        )
        .orderBy('t.slot', 'desc')
        .orderBy('t.signature', 'desc')
        .limit(limit)
        .execute()
      return rows.map(toTx)
    },
    async transfersOf(signatures) {
      if (signatures.length === 0) return []
      const rows = await db
        .selectFrom('sol_transfer')
        .selectAll()
        .where('chain', '=', chain)
        .where('signature', 'in', [...signatures])
        .orderBy('signature')
        .orderBy('seq')
        .execute()
      return rows.map((row) => ({
        signature: row.signature,
        seq: row.seq,
        kind: row.kind as SolanaTransfer['kind'],
        mint: row.mint ?? null,
        sender: row.sender,
        recipient: row.recipient,
        amount: row.amount,
        decimals: row.decimals,
      }))
    },
    async clear() {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('sol_tx').where('chain', '=', chain).execute()
        await tx.deleteFrom('sol_transfer').where('chain', '=', chain).execute()
        await tx.deleteFrom('sol_cursor').where('chain', '=', chain).execute()
      })
    },
    async follow(address, at) {
      await db
        .insertInto('sol_follow')
        .values({ chain, address, asked_at: at })
        .onConflict((conflict) =>
          conflict
            .columns(['chain', 'address'])
            .doUpdateSet((eb) => ({ asked_at: eb.ref('excluded.asked_at') })),
        )
        .execute()
    },
    async followed(since, limit) {
      const rows = await db
        .selectFrom('sol_follow')
        .select(['address', 'asked_at'])
        .where('chain', '=', chain)
        .where('asked_at', '>=', since)
        .orderBy('asked_at', 'desc')
        .limit(limit)
        .execute()
      // Past the limit (ties with the last one kept stay: they are as recent).
      const oldestKept = rows.length === limit ? (rows.at(-1)?.asked_at ?? since) : since
      await db
        .deleteFrom('sol_follow')
        .where('chain', '=', chain)
        .where('asked_at', '<', oldestKept)
        .execute()
      return rows.map((row) => row.address)
    },
  }
}
