import { expose, wrap } from 'comlink'
import type { HostApi } from '../api.js'
import type { AcceptHostParameters } from '../channel/acceptHost.js'
import { guardPort, type PortLike } from '../channel/guardPort.js'
import type { ChannelStats } from '../channel/stats.js'
import { type HandshakeReceiver, receiveHandshake } from './receiveHandshake.js'

export { modalMethodNames } from './methodNames.js'

export type ModalCallCheck = (method: string, args: unknown[]) => string | undefined

export interface AcceptHostEarlyParameters extends AcceptHostParameters {
  /**
   * Loads the full check of a call's arguments (`checkModalCall`, zod). Asked for once the
   * handshake is accepted; until it is there, calls that are not early are held, in order.
   */
  loadCheck: () => Promise<ModalCallCheck>
}

/**
 * `acceptHost` for a modal that boots without zod: the handshake is checked with its hand-written
 * twin (earlySchemas.ts), and so are the first calls a host makes (open, close, setWallets, the theme),
 * so they act at once. Every other call, and any call after one that had to wait, is held until
 * the full schemas are loaded and then checked with them, so order is kept and nothing reaches the
 * modal unchecked. If they cannot be loaded, held calls are refused, never let through.
 */
export function acceptHostEarly(parameters: AcceptHostEarlyParameters): {
  stats: ChannelStats
  destroy(): void
} {
  const receiver = receiveHandshake(parameters)
  takeHandshake(receiver, parameters)
  return { stats: receiver.stats, destroy: receiver.destroy }
}

export type TakeHandshakeParameters = Pick<
  AcceptHostEarlyParameters,
  'modal' | 'onConnect' | 'onStats' | 'loadCheck'
>

/**
 * The second half of `acceptHostEarly`, for a handshake received before the modal's code ran (the
 * inline script of its HTML): exposes the modal on the host's port behind the early gate and wraps
 * the host's, once the handshake is in.
 */
export function takeHandshake(receiver: HandshakeReceiver, parameters: TakeHandshakeParameters): void {
  const { modal, onConnect, onStats, loadCheck } = parameters
  const { count, methods, isEarlyCall } = receiver
  receiver.take(({ options, storage, toModal, toHost }) => {
    const gate = holdUntilChecked(toModal, isEarlyCall, () => count('held'))
    expose(
      modal,
      guardPort(gate.port, {
        methods,
        checkArgs: gate.check,
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
    onConnect({ options, storage, host })
    loadCheck().then(gate.release, () => gate.release(() => 'The modal could not load its message checks'))
  }, onStats)
}

/**
 * Wraps the port the host calls in on: until `release` hands over the full check, an early call
 * that passes its early twin goes through (only while nothing is held, so order is kept); every
 * other message is held and delivered, in order, once the full check is there.
 */
function holdUntilChecked(port: PortLike, isEarly: (data: unknown) => boolean, onHold: () => void) {
  let full: ModalCallCheck | undefined
  const held: { listener: EventListener; event: Event }[] = []
  const wrapped = new Map<EventListener, EventListener>()
  const gated = {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(type: string, listener: EventListener) {
      const gate = (event: Event) => {
        if (full || (held.length === 0 && isEarly((event as MessageEvent).data))) listener(event)
        else {
          held.push({ listener, event })
          onHold()
        }
      }
      wrapped.set(listener, gate)
      port.addEventListener(type, gate)
    },
    removeEventListener(type: string, listener: EventListener) {
      const gate = wrapped.get(listener)
      if (gate) port.removeEventListener(type, gate)
      wrapped.delete(listener)
    },
    start: () => port.start(),
  }
  return {
    port: gated as unknown as PortLike,
    // Before release only early calls reach guardPort, and they passed their early twin.
    check: (method: string, args: unknown[]) => (full ? full(method, args) : undefined),
    release(check: ModalCallCheck) {
      full = check
      for (const { listener, event } of held.splice(0)) listener(event)
    },
  }
}
