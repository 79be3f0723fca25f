/**
 * Test double for a browser window, for the handshake tests under Node: an EventTarget whose
 * `postMessage` delivers a `message` event asynchronously, with `source` and `origin` set to the
 * calling window the way a browser does, and drops it when `targetOrigin` does not match.
 * Not exported from the package.
 */
// Messages handed to a FakeWindow and not dispatched yet: `delivered()` waits for them.
const inFlight = new Set<Promise<void>>()

export class FakeWindow extends EventTarget {
  /** The window whose code calls our `postMessage` (the other side of the pair). */
  peer: FakeWindow | undefined
  readonly posted: Array<{ data: unknown; targetOrigin: string; transfer: readonly unknown[] }> = []

  constructor(readonly origin: string) {
    super()
  }

  postMessage(data: unknown, targetOrigin: string, transfer: Transferable[] = []): void {
    this.posted.push({ data, targetOrigin, transfer })
    if (!this.peer) return
    // A browser silently drops a message whose target origin is not the receiver's.
    if (targetOrigin !== '*' && targetOrigin !== this.origin) return
    this.receive(structuredClone(data), {
      source: this.peer,
      origin: this.peer.origin,
      ports: transfer as MessagePort[],
    })
  }

  /** Delivers a message as if posted by `source` from `origin`: how tests forge hostile messages. */
  receive(data: unknown, from: { source: unknown; origin: string; ports?: MessagePort[] }): void {
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: data },
      source: { value: from.source },
      origin: { value: from.origin },
      ports: { value: from.ports ?? [] },
    })
    const dispatched = new Promise<void>((resolve) =>
      setTimeout(() => {
        inFlight.delete(dispatched)
        this.dispatchEvent(event)
        resolve()
      }, 0),
    )
    inFlight.add(dispatched)
  }

  asWindow(): Window {
    return this as unknown as Window
  }
}

/** Two windows that post to each other, like a page and its iframe. */
export function createWindowPair(hostOrigin: string, modalOrigin: string) {
  const host = new FakeWindow(hostOrigin)
  const modal = new FakeWindow(modalOrigin)
  host.peer = modal
  modal.peer = host
  return { host, modal }
}

/**
 * Resolves once every message posted to a FakeWindow has been dispatched and its listeners have run,
 * including messages those listeners posted in turn: a condition, not a guess at how long it takes.
 */
export async function delivered(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight)
}

/**
 * Rejects when `promise` does not settle within `ms`: a refused call must be answered, not hang.
 * Generous by default, so a loaded machine never fails a call that is answered.
 */
export function within<P extends Promise<unknown>>(promise: P, ms = 5_000): Promise<Awaited<P>> {
  return Promise.race([
    promise as Promise<Awaited<P>>,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms),
    ),
  ])
}
