import { createServer } from 'node:net'

/** A loopback port nothing listens on right now (for a node or server a test, a bench or a stand-in starts). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}
