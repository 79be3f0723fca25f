import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** The Solana indexer's history and per-address cursors (solanaApi/solanaIndexStore.ts). */
export const solanaIndexMigration: Migration = {
  async up(db: AnyDatabase) {
    const big = bigintType(db)
    await db.schema
      .createTable('sol_tx')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('slot', big, (c) => c.notNull())
      .addColumn('block_time', big, (c) => c.notNull())
      .addColumn('fee_payer', 'text', (c) => c.notNull())
      .addColumn('success', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sol_tx_pkey', ['chain', 'signature'])
      .execute()
    await db.schema
      .createIndex('sol_tx_payer')
      .ifNotExists()
      .on('sol_tx')
      .columns(['chain', 'fee_payer', 'slot'])
      .execute()
    await db.schema
      .createTable('sol_transfer')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('mint', 'text')
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sol_transfer_pkey', ['chain', 'signature', 'seq'])
      .execute()
    for (const side of ['sender', 'recipient'])
      await db.schema
        .createIndex(`sol_transfer_${side}`)
        .ifNotExists()
        .on('sol_transfer')
        .columns(['chain', side])
        .execute()
    await db.schema
      .createTable('sol_cursor')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('signature', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sol_cursor_pkey', ['chain', 'address'])
      .execute()
  },
}
