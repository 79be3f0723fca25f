import type { AnalyticsEvent } from '@airlock/shared-protocol/cloud-api'
import type { CloudDatabase } from '../db/openDatabase.js'

export interface AnalyticsStore {
  /** Stores the event once: false for an event id seen before. */
  add(projectId: string, event: AnalyticsEvent): Promise<boolean>
  /** The project's latest events, newest first (by the ms they arrived in). */
  recent(projectId: string, limit: number): Promise<AnalyticsEvent[]>
}

/** The analytics sink's storage (db/migrations/005_analytics.ts): one row per event id, inspectable per project. */
export function createAnalyticsStore(
  db: CloudDatabase,
  { now = Date.now }: { now?: () => number } = {},
): AnalyticsStore {
  return {
    async add(projectId, event) {
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('analytics_events')
        .values({
          event_id: event.eventId,
          project_id: projectId,
          received_at: now(),
          body: JSON.stringify(event),
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      return numInsertedOrUpdatedRows === 1n
    },
    async recent(projectId, limit) {
      const rows = await db
        .selectFrom('analytics_events')
        .select('body')
        .where('project_id', '=', projectId)
        .orderBy('received_at', 'desc')
        .orderBy('event_id', 'desc')
        .limit(limit)
        .execute()
      return rows.map((row) => JSON.parse(row.body) as AnalyticsEvent)
    },
  }
}
