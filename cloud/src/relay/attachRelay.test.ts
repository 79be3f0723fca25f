import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignClient } from '@walletconnect/sign-client'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type AttachedRelay, attachRelay } from './attachRelay.js'
import { createRelayStore } from './relayStore.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay(
  dbPath: string,
  port = 0,
  authorize?: Parameters<typeof attachRelay>[0]['authorize'],
) {
  const server: Server = createServer((_, res) => res.end())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const store = createRelayStore(dbPath)
  const relay: AttachedRelay = attachRelay({ server, store, ...(authorize ? { authorize } : {}) })
  const stop = async () => {
    await relay.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    store.close()
  }
  return { port: (server.address() as { port: number }).port, relay, stop }
}

async function client(name: string, relayUrl: string) {
  const c = await SignClient.init({
    projectId: 'test-project',
    relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: name,
    storageOptions: { database: ':memory:' },
    metadata: { name, description: name, url: `http://${name}.localhost`, icons: [] },
  })
  cleanups.push(() => c.core.relayer.transportClose().catch(() => undefined))
  return c
}

function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'relay-it-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'relay.db')
}

describe('relay with the real WalletConnect sign client', () => {
  it('pairs, settles a session and carries a request and its response', async () => {
    const { port, relay, stop } = await startRelay(':memory:')
    cleanups.push(stop)
    const relayUrl = `ws://127.0.0.1:${port}`
    const dapp = await client('dapp', relayUrl)
    const wallet = await client('wallet', relayUrl)
    wallet.on('session_proposal', async ({ id }) => {
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            accounts: [`eip155:31337:${account}`],
            methods: ['personal_sign'],
            events: [],
            chains: ['eip155:31337'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', result: `signed:${params.request.method}` },
      })
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { methods: ['personal_sign'], chains: ['eip155:31337'], events: [] } },
    })
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account}`])
    const result = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x00', account] },
    })
    expect(result).toBe('signed:personal_sign')
    expect(relay.hub.stats().published).toBeGreaterThanOrEqual(5)
  })

  it('keeps a message published while the receiver is away across a relay restart', async () => {
    const db = tempDb()
    const first = await startRelay(db)
    const topic = 'c'.repeat(64)
    const publisher = new WebSocket(`ws://127.0.0.1:${first.port}/?projectId=p`)
    await new Promise((resolve) => publisher.once('open', resolve))
    const ack = new Promise((resolve) => publisher.once('message', resolve))
    publisher.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message: 'kept', ttl: 300, tag: 1 },
      }),
    )
    await ack
    publisher.close()
    await first.stop()

    const second = await startRelay(db, first.port)
    cleanups.push(second.stop)
    const receiver = new WebSocket(`ws://127.0.0.1:${second.port}/?projectId=p`)
    cleanups.push(() => receiver.close())
    const messages: { method?: string; params?: { data: { message: string } } }[] = []
    const delivered = new Promise<void>((resolve) =>
      receiver.on('message', (data) => {
        const payload = JSON.parse(data.toString())
        messages.push(payload)
        if (payload.method === 'irn_subscription') resolve()
      }),
    )
    await new Promise((resolve) => receiver.once('open', resolve))
    receiver.send(JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
    await delivered
    expect(messages.find((m) => m.method === 'irn_subscription')?.params?.data.message).toBe('kept')
  })

  it('refuses an upgrade the authorizer rejects, with its status and message', async () => {
    const { port, stop } = await startRelay(':memory:', 0, ({ projectId }) =>
      projectId === 'known' ? undefined : { status: 401, message: 'Unauthorized: invalid key' },
    )
    cleanups.push(stop)
    const socket = new WebSocket(`ws://127.0.0.1:${port}/?projectId=unknown`)
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_, response) => resolve(response.statusCode))
      socket.on('error', () => resolve(undefined))
    })
    expect(status).toBe(401)
  })
})
