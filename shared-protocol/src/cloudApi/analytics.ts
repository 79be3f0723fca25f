import * as z from 'zod'
import { EVENTS_PATH } from './bootPaths.js'
import { defineRoute } from './route.js'

/** The events the analytics sink keeps (spec section 6's tracked events the modal sends). */
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

/** The modal's events (`POST /e`), kept per project. */
export const sendEvent = defineRoute({
  method: 'POST',
  path: EVENTS_PATH,
  access: 'modal',
  body: AnalyticsEventSchema,
  bodyBytes: 16 * 1024,
  invalid: 'Invalid event',
  response: z.object({ ok: z.literal(true) }),
})

/** The operator reads a project's latest events with the admin key. */
export const readEvents = defineRoute({
  method: 'GET',
  path: EVENTS_PATH,
  access: 'admin',
  query: z.object({ projectId: z.string().max(128).default(''), limit: z.string().max(8).optional() }),
  response: z.object({ events: z.array(AnalyticsEventSchema) }),
})
