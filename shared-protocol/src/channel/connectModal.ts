import { expose, type Remote, wrap } from 'comlink'
import type { HostApi, ModalApi } from '../api.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from '../messages/handshakeConstants.js'
import type { ModalOptions } from '../messages/options.js'
import { isRecord } from './comlinkWire.js'
import { guardPort } from './guardPort.js'
import { type ChannelStats, createChannelStats } from './stats.js'

export interface ConnectModalParameters {
  /** The modal iframe, already in the document. */
  frame: HTMLIFrameElement
  /** The only origin the modal may speak from, e.g. `https://modal.airlock.xyz`. */
  modalOrigin: string
  options: ModalOptions
  /** The modal's persisted entries, read from the host page's storage, handed over in the handshake. */
  storage?: () => Record<string, string>
  host: HostApi
  /** Called with a fresh remote after each handshake (again if the modal frame ever reloads). */
  onConnect: (modal: Remote<ModalApi>) => void
}

export interface ModalConnection {
  stats: ChannelStats
  destroy(): void
}

const hostMethods = new Set<keyof HostApi>(['state', 'walletRequest', 'openUrl', 'persist', 'siwx', 'load'])

/**
 * Host side of the handshake. Waits for the modal's ready message from exactly this frame and
 * origin, then hands it two fresh MessagePorts and speaks comlink over them. No schema library
 * here: the host bundle stays small, and the modal re-validates everything it receives.
 */
export function connectModal(parameters: ConnectModalParameters): ModalConnection {
  const { frame, modalOrigin, options, storage, host, onConnect } = parameters
  const stats = createChannelStats()
  const ports: MessagePort[] = []

  const onMessage = (event: MessageEvent) => {
    const source = frame.contentWindow
    if (!source || event.source !== source) return void stats.dropped.foreignSource++
    if (event.origin !== modalOrigin) return void stats.dropped.foreignOrigin++
    const data = event.data
    if (!isRecord(data) || data.type !== READY_MESSAGE || data.version !== PROTOCOL_VERSION) {
      return void stats.dropped.malformed++
    }
    stats.accepted++
    for (const port of ports.splice(0)) port.close()
    const toModal = new MessageChannel()
    const toHost = new MessageChannel()
    ports.push(toModal.port1, toHost.port1)
    expose(
      host,
      guardPort(toHost.port1, {
        methods: hostMethods,
        onAccept: () => stats.accepted++,
        onDrop: () => stats.dropped.malformed++,
      }),
    )
    const modal = wrap<ModalApi>(
      guardPort(toModal.port1, {
        methods: new Set(),
        onAccept: () => stats.accepted++,
        onDrop: () => stats.dropped.malformed++,
      }),
    )
    source.postMessage(
      { type: CONNECT_MESSAGE, version: PROTOCOL_VERSION, options, storage: storage?.() ?? {} },
      modalOrigin,
      [toModal.port2, toHost.port2],
    )
    onConnect(modal)
  }

  window.addEventListener('message', onMessage)
  return {
    stats,
    destroy() {
      window.removeEventListener('message', onMessage)
      for (const port of ports.splice(0)) port.close()
    },
  }
}
