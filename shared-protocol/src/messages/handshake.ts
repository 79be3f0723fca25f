import * as z from 'zod'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from './handshakeConstants.js'
import { ModalOptionsSchema } from './options.js'

// Defined in a zod-free file so the host bundle can import them; re-exported here unchanged.
export { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE }

/** Modal -> host, on the window, once the modal can accept a connection. */
export const ReadyMessageSchema = z
  .object({ type: z.literal(READY_MESSAGE), version: z.number().int() })
  .strict()
export type ReadyMessage = z.infer<typeof ReadyMessageSchema>

/**
 * The modal's persisted state, kept in the HOST page's storage: browsers block or partition
 * storage in third-party iframes (Chromium with third-party cookies off denies it outright), and
 * a session must survive a reload. Keys carry the `@airlock/` prefix; values are JSON text.
 */
export const PersistedEntriesSchema = z
  .record(z.string().regex(/^@airlock\/[-_a-z0-9/:.@]{1,120}$/i), z.string().max(100_000))
  .refine((entries) => Object.keys(entries).length <= 64, 'Too many stored entries')
export type PersistedEntries = z.infer<typeof PersistedEntriesSchema>

/** Writes from the modal: a value to store, or null to remove the key. */
export const PersistChangesSchema = z
  .record(z.string().regex(/^@airlock\/[-_a-z0-9/:.@]{1,120}$/i), z.string().max(100_000).nullable())
  .refine((entries) => Object.keys(entries).length <= 64, 'Too many stored entries')
export type PersistChanges = z.infer<typeof PersistChangesSchema>

/**
 * Host -> modal, on the window, carrying two transferred MessagePorts: `ports[0]` for calls from
 * the host into the modal, `ports[1]` for calls from the modal into the host. After this, nothing
 * else travels over the window.
 */
export const ConnectMessageSchema = z
  .object({
    type: z.literal(CONNECT_MESSAGE),
    version: z.literal(PROTOCOL_VERSION),
    options: ModalOptionsSchema,
    storage: PersistedEntriesSchema.default({}),
  })
  .strict()
export type ConnectMessage = z.infer<typeof ConnectMessageSchema>
