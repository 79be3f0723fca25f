import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { refuseUpgrade } from './refuseUpgrade.js'
import { openedSocket, openSocket } from './wsHandshake.js'

const servers: { server: Server; sockets: WebSocketServer }[] = []
afterEach(async () => {
  for (const { server, sockets } of servers.splice(0)) {
    for (const client of sockets.clients) client.terminate()
    await new Promise((resolve) => server.close(resolve))
  }
})

/**
 * A WebSocket server that admits a handshake only with `?admit`, refusing others with 429; it
 * answers any message with the handshake's `x-probe` header.
 */
async function gatedServer(): Promise<string> {
  const server = createServer((_, response) => response.end())
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request, socket, head) => {
    if (!request.url?.includes('admit')) return refuseUpgrade(socket, 429, 'Too many handshakes')
    sockets.handleUpgrade(request, socket, head, (client) =>
      client.on('message', () => client.send(request.headers['x-probe'] ?? '')),
    )
  })
  servers.push({ server, sockets })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `ws://127.0.0.1:${(server.address() as { port: number }).port}`
}

describe('openSocket', () => {
  it('gives the open socket, with the options it was given', async () => {
    const url = await gatedServer()
    const handshake = await openSocket(`${url}/?admit`, { headers: { 'x-probe': 'sent' } })
    if (!('socket' in handshake)) throw new Error(`refused: ${handshake.message}`)
    const echo = new Promise((resolve) => handshake.socket.once('message', (data) => resolve(`${data}`)))
    handshake.socket.send('which header?')
    expect(await echo).toBe('sent')
  })

  it('gives the status and message a refused handshake was answered with', async () => {
    const url = await gatedServer()
    expect(await openSocket(url)).toEqual({ status: 429, message: 'Too many handshakes' })
  })
})

describe('openedSocket', () => {
  it('fails naming the refusal', async () => {
    const url = await gatedServer()
    await expect(openedSocket(url)).rejects.toThrow('handshake refused: 429 Too many handshakes')
    const socket = await openedSocket(`${url}/?admit`)
    expect(socket.readyState).toBe(socket.OPEN)
  })
})
