import { CONNECT_MESSAGE, ConnectMessageSchema } from '@airlock/shared-protocol'
import { forgeMessage } from './forgedMessages.ts'

/**
 * How the connected modal must count a message that comes from the right window and origin (the
 * host page itself): a complete, valid handshake is a `duplicate`, anything else `malformed`.
 * Judged on a structured clone, which is what the modal receives, with the schema the modal uses.
 */
export function hostMessageVerdict(data: unknown, portCount: number): 'duplicate' | 'malformed' {
  const received = structuredClone(data)
  const isConnect =
    typeof received === 'object' &&
    received !== null &&
    !Array.isArray(received) &&
    (received as { type?: unknown }).type === CONNECT_MESSAGE
  return isConnect && portCount === 2 && ConnectMessageSchema.safeParse(received).success
    ? 'duplicate'
    : 'malformed'
}

/** The `duplicate` count the host page's messages `indices` of stream `seed` must add. */
export function expectedDuplicates(seed: number, indices: Iterable<number>): number {
  let duplicates = 0
  for (const index of indices) {
    const message = forgeMessage(seed, index, () => ({}))
    if (hostMessageVerdict(message.data, message.transfer.length) === 'duplicate') duplicates++
  }
  return duplicates
}
