import { connect, createServer, type Socket } from 'node:net'

/**
 * Test-only: a TCP balancer in front of relay nodes, as HAProxy would be: each new connection goes
 * to the first node (of `ports()`, read then) that accepts it. `hold()` keeps new connections waiting (a client reconnecting
 * while the test publishes), `release()` lets them through.
 */
export async function startTestBalancer(ports: () => readonly number[]) {
  const open = new Set<Socket>()
  let held: Promise<void> | undefined
  let release: () => void = () => undefined
  const route = (client: Socket, index: number) => {
    const port = ports()[index]
    if (port === undefined) return client.destroy()
    const upstream = connect(port, '127.0.0.1')
    upstream.once('error', () => {
      if (!upstream.readyState.startsWith('open')) return route(client, index + 1)
      client.destroy()
    })
    upstream.once('connect', () => {
      open.add(upstream)
      upstream.once('close', () => open.delete(upstream))
      client.pipe(upstream).pipe(client)
      // A node cut: its clients see their connection cut too.
      upstream.once('close', () => client.destroy())
      client.once('close', () => upstream.destroy())
    })
  }
  const server = createServer((client) => {
    open.add(client)
    client.on('error', () => client.destroy())
    client.once('close', () => open.delete(client))
    // Paused until piped: what the client sends meanwhile waits in its buffer.
    client.pause()
    void (held ?? Promise.resolve()).then(() => route(client, 0))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return {
    port,
    relayUrl: `ws://127.0.0.1:${port}`,
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve
      })
    },
    release() {
      held = undefined
      release()
    },
    async stop() {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
