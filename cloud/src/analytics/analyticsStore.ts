import Database from 'better-sqlite3'
import * as z from 'zod'

/** Spec section 7: the events the modal tracks. MODAL_CREATED is never sent. */
export const trackedEvents = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'CONNECT_SUCCESS',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SEARCH_WALLET',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
  'SET_PREFERRED_ACCOUNT_TYPE',
] as const

/** Event data: a few flat fields of bounded size; nothing nested, so a body cannot grow without bound. */
const PropertiesSchema = z
  .record(
    z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/),
    z.union([z.string().max(256), z.number(), z.boolean(), z.null()]),
  )
  .refine((properties) => Object.keys(properties).length <= 16, 'Too many properties')

/** Spec section 7: eventId, url, domain, timestamp, props (event data plus address). Unknown fields are refused. */
export const AnalyticsEventSchema = z.strictObject({
  eventId: z.uuid(),
  url: z.string().max(2048),
  domain: z.string().max(256),
  timestamp: z.number().int().positive(),
  props: z.strictObject({
    type: z.literal('track').optional(),
    event: z.enum(trackedEvents),
    address: z.string().max(128).optional(),
    properties: PropertiesSchema.optional(),
  }),
})
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>

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
