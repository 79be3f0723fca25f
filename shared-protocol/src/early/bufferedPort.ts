import type { PortLike } from '../channel/guardPort.js'

/**
 * A port that is read from the moment the handshake arrives, so the modal's HTML can see the host's
 * first calls (`peek`) before the modal's code has loaded, and that hands every message, in order, to
 * the listeners added later: those that came before the first listener are delivered to it in a
 * task of their own, as a port would have delivered them.
 */
export function bufferedPort(port: MessagePort, peek?: (data: unknown) => void): PortLike {
  const listeners = new Set<EventListener>()
  let held: MessageEvent[] | undefined = []
  port.addEventListener('message', (event) => {
    peek?.(event.data)
    if (held) held.push(event)
    else for (const listener of listeners) listener(event)
  })
  port.start()
  const flush = () => {
    const events = held ?? []
    held = undefined
    for (const event of events) for (const listener of listeners) listener(event)
  }
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(type: string, listener: EventListener | EventListenerObject | null) {
      if (type !== 'message' || typeof listener !== 'function') return
      listeners.add(listener)
      if (held) setTimeout(flush, 0)
    },
    removeEventListener(type: string, listener: EventListener | EventListenerObject | null) {
      if (type === 'message' && typeof listener === 'function') listeners.delete(listener)
    },
    start: () => undefined,
  } as PortLike
}
