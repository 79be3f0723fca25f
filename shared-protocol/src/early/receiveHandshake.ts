import { isRecord, readMethodCall } from '../channel/comlinkWire.js'
import type { PortLike } from '../channel/guardPort.js'
import { type ChannelStats, createChannelStats, type DropReason } from '../channel/stats.js'
import type { ConnectMessage } from '../messages/handshake.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from '../messages/handshakeConstants.js'
import { bufferedPort } from './bufferedPort.js'
import { parseConnectMessage, passesEarlyCheck } from './earlySchemas.js'
import { modalMethodNames } from './methodNames.js'

export interface ReceivedHandshake {
  options: ConnectMessage['options']
  storage: ConnectMessage['storage']
  /** The port the host calls the modal on, and the one the modal calls the host on. */
  toModal: PortLike
  toHost: MessagePort
}

export interface ReceiveHandshakeParameters {
  /** The window we are embedded in; `window.parent`. */
  parent: Window
  /** The embedding page's origin, known before any message arrives (`location.ancestorOrigins[0]`). */
  parentOrigin: string
  /** Our own window, where the handshake arrives. */
  self: Window
  /** Called once, in the task that accepted the handshake (the modal's HTML applies the theme there). */
  onAccepted?: (handshake: ReceivedHandshake) => void
  /**
   * Sees each of the host's calls that passes its early check as it arrives, before the modal's code
   * has taken the port (the modal's HTML shows the dialog on a plain open() this way). Seeing is all:
   * the call still goes to the modal, in order, and is checked there again.
   */
  onCall?: (method: string, args: unknown[]) => void
}

export interface HandshakeReceiver {
  stats: ChannelStats
  /**
   * Hands the accepted handshake to `take`, at once if it has arrived, else when it does; one taker.
   * `onStats` hears every count from then on.
   */
  take(take: (handshake: ReceivedHandshake) => void, onStats?: (stats: ChannelStats) => void): void
  /** The modal's method names, the ones its port answers. */
  methods: ReadonlySet<string>
  /**
   * Whether `data` calls one of them with arguments that pass their early check. The taker gates the
   * port with this one, so the modal's code does not carry a second copy of the checks (inlined, the
   * receiver is the HTML's).
   */
  isEarlyCall(data: unknown): boolean
  /** Counts a message the taker accepted or refused on the ports. */
  count(reason: DropReason | 'accepted' | 'held'): void
  destroy(): void
}

/**
 * The first half of the modal's side of the handshake, small enough to run inline in the modal's
 * HTML: says ready to the parent, then waits for the host's connect message and checks it in
 * penpal's order (source window, origin, shape with its hand-written twin). The ports it carries
 * queue the host's calls until the modal's code takes them, so the host is answered as soon as the
 * page has parsed, not once the app has loaded. One connection per page load; later connect
 * messages count as duplicates.
 */
export function receiveHandshake(parameters: ReceiveHandshakeParameters): HandshakeReceiver {
  const { parent, parentOrigin, self, onAccepted, onCall } = parameters
  const methods: ReadonlySet<string> = new Set<string>(modalMethodNames)
  const earlyCall = (data: unknown) => {
    const call = readMethodCall(data, methods)
    return call && passesEarlyCheck(call.method, call.args) ? call : undefined
  }
  const peek = (data: unknown) => {
    const call = onCall && earlyCall(data)
    if (call) onCall?.(call.method, call.args)
  }
  const stats = createChannelStats()
  let received: ReceivedHandshake | undefined
  let taker: ((handshake: ReceivedHandshake) => void) | undefined
  let listener: ((stats: ChannelStats) => void) | undefined
  const count = (reason: DropReason | 'accepted' | 'held') => {
    if (reason === 'accepted' || reason === 'held') stats[reason]++
    else stats.dropped[reason]++
    listener?.(stats)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return count('foreignSource')
    if (event.origin !== parentOrigin) return count('foreignOrigin')
    const isConnect = isRecord(event.data) && event.data.type === CONNECT_MESSAGE
    const data = isConnect ? parseConnectMessage(event.data) : undefined
    if (!data || event.ports.length !== 2) return count('malformed')
    if (received) return count('duplicate')
    const [toModal, toHost] = event.ports as [MessagePort, MessagePort]
    received = { options: data.options, storage: data.storage, toModal: bufferedPort(toModal, peek), toHost }
    count('accepted')
    onAccepted?.(received)
    taker?.(received)
  }

  self.addEventListener('message', onMessage)
  parent.postMessage({ type: READY_MESSAGE, version: PROTOCOL_VERSION }, parentOrigin)
  return {
    stats,
    take(take, onStats) {
      if (taker) throw new Error('The handshake has a taker already')
      taker = take
      listener = onStats
      if (received) take(received)
    },
    methods,
    isEarlyCall: (data) => earlyCall(data) !== undefined,
    count,
    destroy: () => self.removeEventListener('message', onMessage),
  }
}
