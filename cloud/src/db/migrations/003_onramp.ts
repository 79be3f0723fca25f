import type { Migration } from 'kysely/migration'
import { addMissingColumns } from '../adoptColumns.js'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** The on-ramp's quotes (onramp/quoteStore.ts) and checkouts (onramp/checkoutStore.ts). */
export const onrampMigration: Migration = {
  async up(db: AnyDatabase) {
    const time = bigintType(db)
    await db.schema
      .createTable('onramp_quotes')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('quote', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('onramp_checkouts')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text')
      .addColumn('payment', 'text')
      .addColumn('tx_hash', 'text')
      .addColumn('raw_tx', 'text')
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .addColumn('receiver', 'text')
      .addColumn('paid_at', time)
      .execute()
    await adoptDeliveryColumns(db)
    await db.schema
      .createIndex('onramp_checkouts_status')
      .ifNotExists()
      .on('onramp_checkouts')
      .columns(['status', 'expires_at'])
      .execute()
    await db.schema
      .createIndex('onramp_checkouts_receiver')
      .ifNotExists()
      .on('onramp_checkouts')
      .columns(['receiver', 'paid_at'])
      .execute()
  },
}

/**
 * A file made before the per-address delivery cap: the receiver and the payment time become columns,
 * filled from each stored order (a payment's time taken as its checkout's), as the old store did.
 */
async function adoptDeliveryColumns(db: AnyDatabase) {
  await addMissingColumns(db, 'onramp_checkouts', { receiver: 'text', paid_at: bigintType(db) })
  const orphans = await db
    .selectFrom('onramp_checkouts')
    .select(['id', 'data', 'payment', 'created_at'])
    .where('receiver', 'is', null)
    .execute()
  for (const row of orphans) {
    const { address } = JSON.parse(row.data) as { address: string }
    await db
      .updateTable('onramp_checkouts')
      .set({ receiver: address.toLowerCase(), paid_at: row.payment === null ? null : row.created_at })
      .where('id', '=', row.id)
      .execute()
  }
}
