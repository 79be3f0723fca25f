import type { AnalyticsEvent } from '@airlock/shared-protocol/cloud-api'
import Database from 'better-sqlite3'

export interface AnalyticsStore {
  add(projectId: string, event: AnalyticsEvent): boolean
  recent(projectId: string, limit: number): AnalyticsEvent[]
  close(): void
}

/** The analytics sink's storage: one row per event id, inspectable per project. */
export function createAnalyticsStore(path: string): AnalyticsStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.exec(`CREATE TABLE IF NOT EXISTS analytics_events (
    event_id TEXT PRIMARY KEY, project_id TEXT NOT NULL, received_at INTEGER NOT NULL, body TEXT NOT NULL)`)
  const insert = db.prepare('INSERT OR IGNORE INTO analytics_events VALUES (?, ?, ?, ?)')
  const select = db.prepare(
    'SELECT body FROM analytics_events WHERE project_id = ? ORDER BY received_at DESC, rowid DESC LIMIT ?',
  )
  return {
    add: (projectId, event) =>
      insert.run(event.eventId, projectId, Date.now(), JSON.stringify(event)).changes === 1,
    recent: (projectId, limit) =>
      (select.all(projectId, limit) as { body: string }[]).map((row) => JSON.parse(row.body)),
    close: () => db.close(),
  }
}
