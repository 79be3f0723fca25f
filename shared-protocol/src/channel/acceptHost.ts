import type { Remote } from 'comlink'
import type { HostApi, ModalApi } from '../api.js'
import { acceptHostEarly } from '../early/acceptHostEarly.js'
import type { ConnectMessage } from '../messages/handshake.js'
import { checkModalCall } from './modalMethodSchemas.js'
import type { ChannelStats } from './stats.js'

export interface AcceptHostParameters {
  /** The window we are embedded in; `window.parent`. */
  parent: Window
  /** The embedding page's origin, known before any message arrives (`location.ancestorOrigins[0]`). */
  parentOrigin: string
  /** Our own window, where the handshake arrives. */
  self: Window
  modal: ModalApi
  onConnect: (connection: {
    options: ConnectMessage['options']
    storage: ConnectMessage['storage']
    host: Remote<HostApi>
  }) => void
  /** Called after every accepted or dropped message, so a debug view can show the counters. */
  onStats?: (stats: ChannelStats) => void
}

/**
 * Modal side of the handshake, in penpal's order: check the source window, then the origin, then
 * the shape. Only one connection per page load; later connect messages are counted as duplicates.
 * With the full schemas at hand from the start: `acceptHostEarly` with nothing to load.
 */
export function acceptHost(parameters: AcceptHostParameters): { stats: ChannelStats; destroy(): void } {
  return acceptHostEarly({ ...parameters, loadCheck: async () => checkModalCall })
}

export { readParentOrigin } from './readParentOrigin.js'
