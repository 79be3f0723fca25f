import { connect } from 'node:net'
import { openSocket } from '@airlock/node-kit/ws-handshake'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgeKey, forgeToken, sdkToken } from './relayTestAuth.js'
import { relayTestClient } from './relayTestClient.js'
import { modalOrigin, relayUrlWith, startRelay, walletProject } from './relayTestServer.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relay(limits = {}) {
  const running = await startRelay({ limits })
  cleanups.push(running.stop)
  const token = async () => (await sdkToken(running.relayUrl)).token
  const connect = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const handshake = await openSocket(relayUrlWith(running.relayUrl, query), { headers })
    if ('socket' in handshake) cleanups.push(() => handshake.socket.terminate())
    return handshake
  }
  const open = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const handshake = await connect(query, headers)
    return 'socket' in handshake ? 'open' : handshake
  }
  const client = async (auth: string) => {
    const handshake = await connect({ ...walletProject, auth })
    if (!('socket' in handshake)) throw new Error(`refused: ${handshake.message}`)
    return relayTestClient(handshake.socket)
  }
  return { ...running, token, connect, open, client }
}

const invalidKey = { status: 401, message: 'Unauthorized: invalid key' }
const notAllowed = { status: 403, message: 'Unauthorized: origin not allowed' }

describe('relay handshake: signed auth', () => {
  it('refuses a socket without a valid relay auth token, with 401', async () => {
    const { open, relayUrl } = await relay()
    expect(await open(walletProject)).toEqual({ status: 401, message: 'Unauthorized: missing auth' })
    expect(await open({ ...walletProject, auth: 'not.a.jwt' })).toEqual({
      status: 401,
      message: 'Unauthorized: invalid auth',
    })
    const elsewhere = await sdkToken('ws://127.0.0.1:1')
    expect(await open({ ...walletProject, auth: elsewhere.token })).toEqual({
      status: 401,
      message: 'Unauthorized: auth is for another relay',
    })
    const expired = await sdkToken(relayUrl, { iat: Math.floor(Date.now() / 1000) - 3 * 86_400 })
    expect(await open({ ...walletProject, auth: expired.token })).toEqual({
      status: 401,
      message: 'Unauthorized: auth expired',
    })
  })

  it("keeps an impostor who knows a client's did:key, but not its key, away from its messages", async () => {
    const { connect, client, relayUrl, token } = await relay()
    const topic = 'd'.repeat(64)
    const seed = new Uint8Array(32).fill(1)
    const victim = await sdkToken(relayUrl, { seed })
    const publisher = await client(await token())
    expect(
      await publisher.request('irn_publish', { topic, message: 'for the victim', ttl: 300 }),
    ).toMatchObject({
      result: true,
    })

    const forged = forgeToken({ ...forgeKey(), did: victim.did }, { aud: relayUrl })
    const attempt = await connect({ ...walletProject, auth: forged })
    if ('socket' in attempt) {
      // The relay before signed auth let this in: fetching acked the victim's messages away.
      await relayTestClient(attempt.socket).request('irn_batchFetchMessages', { topics: [topic] })
    }
    expect(attempt).toEqual({ status: 401, message: 'Unauthorized: invalid auth' })

    const again = await sdkToken(relayUrl, { seed })
    expect(again.did).toBe(victim.did)
    const fetched = await (await client(again.token)).request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({ messages: [{ topic, message: 'for the victim' }] })
  })
})

describe('relay handshake: the access rule of the HTTP routes', () => {
  it('asks clients without an Origin for the project key, in the query or as a bearer', async () => {
    const { open, token } = await relay()
    const { projectId, key } = walletProject
    expect(await open({ projectId, auth: await token() })).toEqual(invalidKey)
    expect(await open({ projectId, key: 'wrong-key-wrong-key', auth: await token() })).toEqual(invalidKey)
    expect(await open({ projectId: 'nope', key, auth: await token() })).toEqual(invalidKey)
    expect(await open({ projectId, key, auth: await token() })).toBe('open')
    expect(await open({ projectId, auth: await token() }, { Authorization: `Bearer ${key}` })).toBe('open')
  })

  it('lets our modal in only for a page on the allowlist', async () => {
    const { open, token } = await relay()
    const modal = { Origin: modalOrigin }
    const query = async (hostOrigin?: string) => ({
      projectId: 'airlock-demo',
      auth: await token(),
      ...(hostOrigin ? { hostOrigin } : {}),
    })
    expect(await open(await query('http://app.localhost:5173'), modal)).toBe('open')
    expect(await open(await query('http://evil.localhost'), modal)).toEqual(notAllowed)
    expect(await open(await query(), modal)).toEqual(notAllowed)
  })

  it("lets other pages in only from the project's allowlist, whatever they claim", async () => {
    const { open, token } = await relay()
    const query = { projectId: 'airlock-demo', hostOrigin: 'http://app.localhost:5173' }
    expect(await open({ ...query, auth: await token() }, { Origin: 'http://evil.localhost' })).toEqual(
      notAllowed,
    )
    expect(await open({ ...query, auth: await token() }, { Origin: 'null' })).toEqual(notAllowed)
    expect(await open({ ...query, auth: await token() }, { Origin: 'http://app.localhost:5173' })).toBe(
      'open',
    )
    const walletPage = { projectId: walletProject.projectId, auth: await token() }
    expect(await open(walletPage, { Origin: 'http://app.localhost:5173' })).toEqual(notAllowed)
  })
})

describe('relay handshake: malformed requests', () => {
  it('answers a request target that is no URL with 400 and keeps serving', async () => {
    const { port, open, token } = await relay()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.write(
      'GET //[ HTTP/1.1\r\nHost: relay\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    )
    await new Promise((resolve) => socket.on('end', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(await open({ ...walletProject, auth: await token() })).toBe('open')
  })
})

describe('relay handshake: per address', () => {
  it('refuses handshakes past the per-address rate with 429, so a cut flooder cannot just reconnect', async () => {
    const { open, token } = await relay({ handshakeBurst: 3, handshakesPerSecond: 0.001 })
    for (let i = 0; i < 3; i++) expect(await open({ ...walletProject, auth: await token() })).toBe('open')
    expect(await open({ ...walletProject, auth: await token() })).toEqual({
      status: 429,
      message: 'Too many handshakes',
    })
  })

  it('refuses the socket past the cap with 429, and takes one again once a socket closes', async () => {
    const { client, open, relay: attached, token } = await relay({ maxSocketsPerAddress: 2 })
    const first = await client(await token())
    await client(await token())
    expect(await open({ ...walletProject, auth: await token() })).toEqual({
      status: 429,
      message: 'Too many connections',
    })
    first.socket.close()
    await vi.waitFor(() => expect(attached.hub.stats().sockets).toBe(1))
    expect(await open({ ...walletProject, auth: await token() })).toBe('open')
  })
})
