import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openedSocket } from '@airlock/node-kit/ws-handshake'
import { afterEach, describe, expect, it } from 'vitest'
import { sdkToken } from './relayTestAuth.js'
import { relayTestClient } from './relayTestClient.js'
import { relayUrlWith, startRelay, walletProject } from './relayTestServer.js'
import { pairWithWallet, testAccount, testSignClient } from './relayTestSignClient.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const client = (name: string, relayUrl: string) => testSignClient(name, relayUrl, cleanups)

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
    const { session, sign } = await pairWithWallet(dapp, wallet, { answer: (_, method) => method })
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${testAccount}`])
    expect(await sign('0x00')).toBe('signed:personal_sign')
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
