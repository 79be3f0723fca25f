import type { Endpoint } from 'comlink'
import { isRelease, isWireResponse, readMethodCall, rejectionFor } from './comlinkWire.js'

/** What comlink and guardPort need of a MessagePort (a MessagePort, or a wrapper that holds messages). */
export type PortLike = Pick<MessagePort, 'postMessage' | 'addEventListener' | 'removeEventListener' | 'start'>

export interface GuardOptions {
  /**
   * Method names the peer may call on this port. Empty for a port we only call out on: then only
   * responses to our own calls are let through.
   */
  methods: ReadonlySet<string>
  /** Deep check of one call's raw arguments; return an error text to refuse it. */
  checkArgs?: (method: string, args: unknown[]) => string | undefined
  onAccept?: () => void
  onDrop?: () => void
}

/**
 * A comlink endpoint over a MessagePort that lets through only well-formed calls to allowed
 * methods (on the exposing side) and well-formed responses (on the calling side). A refused call
 * is answered with a rejection so the caller does not hang; anything else is dropped and counted.
 */
export function guardPort(port: PortLike, options: GuardOptions): Endpoint {
  const wrapped = new Map<EventListenerOrEventListenerObject, EventListener>()
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const guarded = (event: Event) => {
        const data = (event as MessageEvent).data
        const expected = options.methods.size === 0 ? isWireResponse(data) : isRelease(data)
        if (expected) {
          options.onAccept?.()
          deliver(listener, event)
          return
        }
        const call = readMethodCall(data, options.methods)
        const problem = call ? options.checkArgs?.(call.method, call.args) : 'Invalid message'
        if (call && !problem) {
          options.onAccept?.()
          deliver(listener, event)
          return
        }
        options.onDrop?.()
        const id = (data as { id?: unknown } | null)?.id
        if (typeof id === 'string' && id.length <= 128)
          port.postMessage(rejectionFor(id, problem ?? 'Invalid message'))
      }
      wrapped.set(listener, guarded)
      port.addEventListener(type, guarded)
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const guarded = wrapped.get(listener)
      if (guarded) port.removeEventListener(type, guarded)
      wrapped.delete(listener)
    },
    start: () => port.start(),
  } as Endpoint
}

function deliver(listener: EventListenerOrEventListenerObject, event: Event) {
  if (typeof listener === 'function') listener(event)
  else listener.handleEvent(event)
}
