import { expose, type Remote, wrap } from 'comlink'
import type { HostApi, ModalApi } from '../api.js'
import {
  CONNECT_MESSAGE,
  type ConnectMessage,
  ConnectMessageSchema,
  PROTOCOL_VERSION,
  READY_MESSAGE,
} from '../messages/handshake.js'
import { isRecord } from './comlinkWire.js'
import { guardPort } from './guardPort.js'
import { checkModalCall, modalMethodSchemas } from './modalMethodSchemas.js'
import { type ChannelStats, createChannelStats } from './stats.js'

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
 */
export function acceptHost(parameters: AcceptHostParameters): { stats: ChannelStats; destroy(): void } {
  const { parent, parentOrigin, self, modal, onConnect, onStats } = parameters
  const stats = createChannelStats()
  let connected = false
  const count = (reason: keyof ChannelStats['dropped'] | 'accepted') => {
    if (reason === 'accepted') stats.accepted++
    else stats.dropped[reason]++
    onStats?.(stats)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return count('foreignSource')
    if (event.origin !== parentOrigin) return count('foreignOrigin')
    const isConnect = isRecord(event.data) && event.data.type === CONNECT_MESSAGE
    const parsed = ConnectMessageSchema.safeParse(event.data)
    if (!isConnect || !parsed.success || event.ports.length !== 2) return count('malformed')
    if (connected) return count('duplicate')
    connected = true
    count('accepted')
    const [toModal, toHost] = event.ports as [MessagePort, MessagePort]
    expose(
      modal,
      guardPort(toModal, {
        methods: new Set(Object.keys(modalMethodSchemas)),
        checkArgs: checkModalCall,
        onAccept: () => count('accepted'),
        onDrop: () => count('malformed'),
      }),
    )
    const host = wrap<HostApi>(
      guardPort(toHost, {
        methods: new Set(),
        onAccept: () => count('accepted'),
        onDrop: () => count('malformed'),
      }),
    )
    onConnect({ options: parsed.data.options, storage: parsed.data.storage, host })
  }

  self.addEventListener('message', onMessage)
  parent.postMessage({ type: READY_MESSAGE, version: PROTOCOL_VERSION }, parentOrigin)
  return { stats, destroy: () => self.removeEventListener('message', onMessage) }
}

/**
 * The embedding page's origin as the browser reports it, never as a message claims it.
 * `ancestorOrigins` exists in Chromium and WebKit; elsewhere the referrer's origin stands in.
 */
export function readParentOrigin(location: Location, referrer: string): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? undefined
  try {
    return referrer ? new URL(referrer).origin : undefined
  } catch {
    return undefined
  }
}
