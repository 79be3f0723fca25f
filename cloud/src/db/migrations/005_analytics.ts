import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** The analytics sink's events (analytics/analyticsStore.ts). */
export const analyticsMigration: Migration = {
  async up(db: AnyDatabase) {
    await db.schema
      .createTable('analytics_events')
      .ifNotExists()
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('received_at', bigintType(db), (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('analytics_events_project')
      .ifNotExists()
      .on('analytics_events')
      .columns(['project_id', 'received_at'])
      .execute()
  },
}
