import { request } from 'node:http'
import { openedSocket } from '@airlock/node-kit/ws-handshake'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelayNode, startRelayNode } from './relayNode.js'
import { sdkToken } from './relayTestAuth.js'
import { relayUrlWith, walletProject } from './relayTestServer.js'

const adminKey = 'relay-node-admin-key-0123456789'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function node(): Promise<RunningRelayNode> {
  const started = await startRelayNode({ adminKey })
  cleanups.push(() => started.close())
  return started
}

const stats = (relay: RunningRelayNode, key?: string) =>
  fetch(`${relay.url}/stats`, key ? { headers: { authorization: `Bearer ${key}` } } : {})

/** A raw request target (fetch would normalize it). */
const rawGet = (relay: RunningRelayNode, target: string) =>
  new Promise<number>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port: relay.port, path: target }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    sent.on('error', reject)
    sent.end()
  })

describe('a relay node', () => {
  it('tells the operator its open sockets per project, and nobody else', async () => {
    const relay = await node()
    expect((await stats(relay)).status).toBe(401)
    expect((await stats(relay, 'wrong-key-0123456789-0123456789')).status).toBe(401)
    expect(await (await stats(relay, adminKey)).json()).toEqual({ sockets: {} })

    const { token } = await sdkToken(relay.relayUrl)
    const socket = await openedSocket(relayUrlWith(relay.relayUrl, { ...walletProject, auth: token }))
    expect(await (await stats(relay, adminKey)).json()).toEqual({ sockets: { [walletProject.projectId]: 1 } })
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.close()
    await closed
    await expect
      .poll(async () => ((await (await stats(relay, adminKey)).json()) as { sockets: unknown }).sockets)
      .toEqual({})
  })

  it('answers a request target that is no URL with 404 and stays up', async () => {
    const relay = await node()
    expect(await rawGet(relay, '//[')).toBe(404)
    expect((await fetch(`${relay.url}/health`)).status).toBe(200)
  })

  it('has no stats to read when no admin key is configured', async () => {
    const relay = await startRelayNode()
    cleanups.push(() => relay.close())
    expect((await stats(relay, adminKey)).status).toBe(401)
  })
})
