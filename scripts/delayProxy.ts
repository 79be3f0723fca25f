import { connect, createServer, type Socket } from 'node:net'

export interface DelayProxy {
  /** Holds every chunk from clients this long before passing it on (0: a plain pipe). */
  setDelay(ms: number): void
  close(): Promise<void>
}

/**
 * A TCP proxy on `port` in front of `target`, for fault tests: a slow network between the modal
 * and the cloud. When the target is down, clients see their connection dropped, as with a dead server.
 */
export async function startDelayProxy(
  port: number,
  target: { host: string; port: number },
): Promise<DelayProxy> {
  let delay = 0
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    // Each chunk is due `delay` after it came, and never before the one ahead of it: order is kept.
    let ahead = Promise.resolve()
    const later = (act: () => void) => {
      const due = Date.now() + delay
      ahead = ahead
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, due - Date.now())))
        .then(act)
    }
    client.on('data', (chunk) => later(() => upstream.write(chunk)))
    client.on('end', () => later(() => upstream.end()))
    upstream.pipe(client)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, target.host, () => resolve())
  })
  return {
    setDelay: (ms) => {
      delay = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
