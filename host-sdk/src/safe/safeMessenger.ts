/** The Safe Apps SDK version the messages say they come from (`env.sdkVersion`): Safe{Wallet} checks it. */
export const SAFE_SDK_VERSION = '9.1.0'

/** An answer larger than this (as JSON) is dropped: the parent is a stranger until it proves a Safe. */
const MAX_ANSWER_CHARS = 1_000_000

export interface SafeMessenger {
  /**
   * Sends one Safe Apps call (`getSafeInfo`, `rpcCall`, `sendTransactions`, ...) to the parent window
   * and resolves with its `data`; rejects with the Safe's error text, or after `timeoutMs` when given.
   */
  call<T = unknown>(method: string, params?: unknown, timeoutMs?: number): Promise<T>
  stop(): void
}

export interface SafeMessengerParameters {
  /** The window playing Safe{Wallet}: the page's parent. */
  parent?: Window
  /** The Safe App's own window, where the answers arrive. */
  self?: Window
}

interface Pending {
  resolve(data: unknown): void
  reject(error: Error): void
}

const requestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The Safe Apps protocol as `@safe-global/safe-apps-sdk` speaks it: `{ id, method, params, env }` to
 * the parent, answers `{ id, success, data | error, version }` back. Stricter than the SDK: an answer
 * counts only from the parent window, for an id we sent, within the size cap; the first one pins the
 * parent's origin, and every later call is posted to that origin only (the SDK posts each to `'*'`).
 */
export function safeMessenger({
  parent = window.parent,
  self = window,
}: SafeMessengerParameters = {}): SafeMessenger {
  const pending = new Map<string, Pending>()
  let origin: string | undefined
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || (origin && event.origin !== origin)) return
    const data = event.data as {
      id?: unknown
      success?: unknown
      data?: unknown
      error?: unknown
      version?: unknown
    }
    if (typeof data !== 'object' || data === null || typeof data.id !== 'string') return
    const waiting = pending.get(data.id)
    if (!waiting || typeof data.success !== 'boolean' || typeof data.version !== 'string') return
    let size = 0
    try {
      size = JSON.stringify(data.data ?? null).length
    } catch {
      size = Number.POSITIVE_INFINITY
    }
    pending.delete(data.id)
    origin ??= event.origin
    if (size > MAX_ANSWER_CHARS) return waiting.reject(new Error('The Safe answered too much'))
    if (data.success) return waiting.resolve(data.data)
    waiting.reject(
      new Error(
        typeof data.error === 'string' && data.error
          ? data.error.slice(0, 1024)
          : 'The Safe refused the request',
      ),
    )
  }
  self.addEventListener('message', onMessage)
  return {
    call<T>(method: string, params?: unknown, timeoutMs?: number) {
      const id = requestId()
      return new Promise<T>((resolve, reject) => {
        const timer =
          timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                pending.delete(id)
                reject(new Error(`The Safe did not answer ${method}`))
              }, timeoutMs)
        pending.set(id, {
          resolve: (data) => {
            clearTimeout(timer)
            resolve(data as T)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
        parent.postMessage({ id, method, params, env: { sdkVersion: SAFE_SDK_VERSION } }, origin ?? '*')
      })
    },
    stop() {
      self.removeEventListener('message', onMessage)
      for (const waiting of pending.values()) waiting.reject(new Error('The Safe connection stopped'))
      pending.clear()
    },
  }
}
