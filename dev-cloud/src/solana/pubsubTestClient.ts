import type { WebSocket } from 'ws'

export interface PubSubAnswer {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

export interface PubSubNotification {
  method: string
  params: { result: unknown; subscription: number }
}

/**
 * Test-only: a raw JSON-RPC client on an open PubSub socket. Requests may be sent without waiting
 * (as a flood does); a test waits for answers, notifications or the close as conditions.
 */
export function pubsubTestClient(socket: WebSocket) {
  let nextId = 1
  const answers = new Map<number, PubSubAnswer>()
  const notifications: PubSubNotification[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    const payload = JSON.parse(String(data)) as PubSubAnswer | PubSubNotification
    if ('method' in payload) notifications.push(payload)
    else answers.set(payload.id, payload)
    for (const wake of waiters) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => {
      resolve({ code, reason: reason.toString() })
      for (const wake of waiters) wake()
    }),
  )
  /** Resolves once `ready()` holds, checked after every message; rejects if the socket closes first. */
  const until = async <T>(ready: () => T | undefined): Promise<T> => {
    for (;;) {
      const value = ready()
      if (value !== undefined) return value
      if (socket.readyState === socket.CLOSED) throw new Error('socket closed while waiting')
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          resolve()
        }
        waiters.add(wake)
      })
    }
  }
  /** Sends a request and returns its id, without waiting for the answer. */
  const send = (method: string, params: unknown[] = []): number => {
    const id = nextId++
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return id
  }
  return {
    socket,
    closed,
    answers,
    notifications,
    until,
    send,
    request(method: string, params: unknown[] = []): Promise<PubSubAnswer> {
      const id = send(method, params)
      return until(() => answers.get(id))
    },
  }
}

export type PubSubTestClient = ReturnType<typeof pubsubTestClient>
