import type { WebSocket } from 'ws'

export interface Push {
  topic: string
  message: string
  tag: number
}

export interface RpcAnswer {
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * Test-only: a raw JSON-RPC client on an open relay socket. It acks every `irn_subscription` (as
 * the SDK does) and lets a test wait for the next delivery, an answer, or the close.
 */
export function relayTestClient(socket: WebSocket) {
  let nextId = 1
  const answers = new Map<number, (answer: RpcAnswer) => void>()
  const pushes: Push[] = []
  let onPush: (() => void) | undefined
  socket.on('message', (data) => {
    const payload = JSON.parse(data.toString())
    if (payload.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      pushes.push(payload.params.data)
      onPush?.()
    } else {
      answers.get(payload.id)?.(payload)
      answers.delete(payload.id)
    }
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  return {
    socket,
    closed,
    request(method: string, params: unknown): Promise<RpcAnswer> {
      const id = nextId++
      const answer = new Promise<RpcAnswer>((resolve) => answers.set(id, resolve))
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return answer
    },
    /** Deliveries received and not yet taken. */
    untaken: () => pushes.length,
    /** The next delivery not yet taken, waiting for it if need be. */
    async nextPush(): Promise<Push> {
      while (pushes.length === 0) await new Promise<void>((resolve) => (onPush = resolve))
      return pushes.shift() as Push
    },
  }
}
