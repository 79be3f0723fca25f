import * as z from 'zod'
import { ModalOptionsSchema } from './options.js'

export const PROTOCOL_VERSION = 1
export const READY_MESSAGE = 'airlock:ready'
export const CONNECT_MESSAGE = 'airlock:connect'

/** Modal -> host, on the window, once the modal can accept a connection. */
export const ReadyMessageSchema = z.object({ type: z.literal(READY_MESSAGE), version: z.number().int() }).strict()
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
