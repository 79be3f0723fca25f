import * as z from 'zod'
import type { CloudDatabase } from '../db/openDatabase.js'

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
