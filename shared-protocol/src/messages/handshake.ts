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
 * Host -> modal, on the window, carrying two transferred MessagePorts: `ports[0]` for calls from
 * the host into the modal, `ports[1]` for calls from the modal into the host. After this, nothing
 * else travels over the window.
 */
export const ConnectMessageSchema = z
  .object({
    type: z.literal(CONNECT_MESSAGE),
    version: z.literal(PROTOCOL_VERSION),
    options: ModalOptionsSchema,
  })
  .strict()
export type ConnectMessage = z.infer<typeof ConnectMessageSchema>
