import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignClient } from '@walletconnect/sign-client'
import { afterEach, describe, expect, it } from 'vitest'
import { sdkToken } from './relayTestAuth.js'
import { relayTestClient } from './relayTestClient.js'
import { openedSocket, relayUrlWith, startRelay, walletProject } from './relayTestServer.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The real SDK, as a native wallet or server runs it: no Origin, so it presents the project's key. */
async function client(name: string, relayUrl: string) {
  const c = await SignClient.init({
    projectId: walletProject.projectId,
    relayUrl: relayUrlWith(relayUrl, { key: walletProject.key }),
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
    const { relayUrl, relay, stop } = await startRelay()
    cleanups.push(stop)
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
    const dbPath = tempDb()
    const first = await startRelay({ dbPath })
    const topic = 'c'.repeat(64)
    const signedUrl = async (relayUrl: string) =>
      relayUrlWith(relayUrl, { ...walletProject, auth: (await sdkToken(relayUrl)).token })
    const publisher = relayTestClient(await openedSocket(await signedUrl(first.relayUrl)))
    const published = await publisher.request('irn_publish', { topic, message: 'kept', ttl: 300, tag: 1 })
    expect(published.result).toBe(true)
    publisher.socket.close()
    await first.stop()

    const second = await startRelay({ dbPath, port: first.port })
    cleanups.push(second.stop)
    const receiver = relayTestClient(await openedSocket(await signedUrl(second.relayUrl)))
    cleanups.push(() => receiver.socket.close())
    await receiver.request('irn_subscribe', { topic })
    expect(await receiver.nextPush()).toMatchObject({ topic, message: 'kept', tag: 1 })
  })
})
