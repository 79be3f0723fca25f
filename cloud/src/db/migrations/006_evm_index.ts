import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** The EVM indexer's cursor and history per chain (chain/indexStore.ts). */
export const evmIndexMigration: Migration = {
  async up(db: AnyDatabase) {
    const big = bigintType(db)
    await db.schema
      .createTable('idx_head')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.primaryKey())
      .addColumn('block', big, (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('idx_tx')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('block', big, (c) => c.notNull())
      .addColumn('tx_index', 'integer', (c) => c.notNull())
      .addColumn('mined_at', big, (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text')
      .addColumn('success', 'integer', (c) => c.notNull())
      .addColumn('nonce', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('idx_tx_pkey', ['chain', 'hash'])
      .execute()
    await db.schema
      .createIndex('idx_tx_sender')
      .ifNotExists()
      .on('idx_tx')
      .columns(['chain', 'sender', 'block', 'tx_index'])
      .execute()
    await db.schema
      .createTable('idx_transfer')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('log_index', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('contract', 'text')
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text')
      .addPrimaryKeyConstraint('idx_transfer_pkey', ['chain', 'hash', 'log_index'])
      .execute()
    for (const side of ['sender', 'recipient'])
      await db.schema
        .createIndex(`idx_transfer_${side}`)
        .ifNotExists()
        .on('idx_transfer')
        .columns(['chain', side])
        .execute()
    await db.schema
      .createTable('idx_contract')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('idx_contract_pkey', ['chain', 'address'])
      .execute()
    await db.schema
      .createTable('idx_nft_owner')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('contract', 'text', (c) => c.notNull())
      .addColumn('token_id', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idx_nft_owner_pkey', ['chain', 'contract', 'token_id'])
      .execute()
    await db.schema
      .createIndex('idx_nft_owner_owner')
      .ifNotExists()
      .on('idx_nft_owner')
      .columns(['chain', 'owner'])
      .execute()
  },
}
