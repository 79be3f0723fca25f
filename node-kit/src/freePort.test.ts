import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from './freePort.js'

describe('freePort', () => {
  it('names a loopback port a server can listen on', async () => {
    const port = await freePort()
    expect(port).toBeGreaterThan(0)
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    expect((server.address() as { port: number }).port).toBe(port)
    await new Promise((resolve) => server.close(resolve))
  })
})
