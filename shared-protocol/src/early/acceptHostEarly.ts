import { expose, wrap } from 'comlink'
import type { HostApi, ModalApi } from '../api.js'
import type { AcceptHostParameters } from '../channel/acceptHost.js'
import { isRecord, readMethodCall } from '../channel/comlinkWire.js'
import { guardPort } from '../channel/guardPort.js'
import { type ChannelStats, createChannelStats } from '../channel/stats.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION, READY_MESSAGE } from '../messages/handshakeConstants.js'
import { parseConnectMessage, passesEarlyCheck } from './earlySchemas.js'

/** Every method the host may call: `modalMethodSchemas`' keys, without importing the schemas. */
export const modalMethodNames = [
  'open',
  'close',
  'request',
  'switchNetwork',
  'disconnect',
  'setWallets',
  'walletEvent',
  'setThemeMode',
  'setThemeVariables',
] as const satisfies readonly (keyof ModalApi)[]

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
  const { parent, parentOrigin, self, modal, onConnect, onStats, loadCheck } = parameters
  const stats = createChannelStats()
  let connected = false
  const count = (reason: keyof ChannelStats['dropped'] | 'accepted' | 'held') => {
    if (reason === 'accepted' || reason === 'held') stats[reason]++
    else stats.dropped[reason]++
    onStats?.(stats)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return count('foreignSource')
    if (event.origin !== parentOrigin) return count('foreignOrigin')
    const isConnect = isRecord(event.data) && event.data.type === CONNECT_MESSAGE
    const data = isConnect ? parseConnectMessage(event.data) : undefined
    if (!data || event.ports.length !== 2) return count('malformed')
    if (connected) return count('duplicate')
    connected = true
    count('accepted')
    const [toModal, toHost] = event.ports as [MessagePort, MessagePort]
    const methods = new Set<string>(modalMethodNames)
    const gate = holdUntilChecked(toModal, methods, () => count('held'))
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
    onConnect({ options: data.options, storage: data.storage, host })
    loadCheck().then(gate.release, () => gate.release(() => 'The modal could not load its message checks'))
  }

  self.addEventListener('message', onMessage)
  parent.postMessage({ type: READY_MESSAGE, version: PROTOCOL_VERSION }, parentOrigin)
  return { stats, destroy: () => self.removeEventListener('message', onMessage) }
}

/**
 * Wraps the port the host calls in on: until `release` hands over the full check, an early call
 * that passes its early twin goes through (only while nothing is held, so order is kept); every
 * other message is held and delivered, in order, once the full check is there.
 */
function holdUntilChecked(port: MessagePort, methods: ReadonlySet<string>, onHold: () => void) {
  let full: ModalCallCheck | undefined
  const held: { listener: EventListener; event: Event }[] = []
  const wrapped = new Map<EventListener, EventListener>()
  const isEarly = (data: unknown) => {
    const call = readMethodCall(data, methods)
    return call !== undefined && passesEarlyCheck(call.method, call.args)
  }
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
    port: gated as unknown as MessagePort,
    // Before release only early calls reach guardPort, and they passed their early twin.
    check: (method: string, args: unknown[]) => (full ? full(method, args) : undefined),
    release(check: ModalCallCheck) {
      full = check
      for (const { listener, event } of held.splice(0)) listener(event)
    },
  }
}
