import { openedSocket } from '@airlock/node-kit/ws-handshake'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { createCloudServer } from '../http/createCloudServer.js'
import { redisForTests } from '../infra/redisForTests.js'
import { startRedis } from '../infra/startRedis.js'
import type { RelayLimits } from './relayLimits.js'
import { type RunningRelayNode, startRelayNode } from './relayNode.js'
import { sdkToken } from './relayTestAuth.js'
import { relayTestClient } from './relayTestClient.js'
import { relayUrlWith, walletProject } from './relayTestServer.js'
import { pairWithWallet, testSignClient } from './relayTestSignClient.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const topic = (n: number) => n.toString(16).padStart(64, '0')

const redis = redisForTests()
const { cleanups } = redis
let cluster = 0

/** Two relay nodes on one Redis, with a key prefix of their own. */
async function twoNodes(limits?: Partial<RelayLimits>, redisUrl = redis.url) {
  const prefix = `cluster${cluster++}:`
  const start = async () => {
    const node = await startRelayNode({ cluster: { redisUrl, prefix }, ...(limits ? { limits } : {}) })
    cleanups.push(() => node.close())
    return node
  }
  return { a: await start(), b: await start(), prefix }
}

/** A raw relay client on a node (or anything with a relay URL); the same seed is the same client (did:key) on any node. */
async function clientOn(node: { relayUrl: string }, seed = crypto.getRandomValues(new Uint8Array(32))) {
  const { token } = await sdkToken(node.relayUrl, { seed })
  const socket = await openedSocket(relayUrlWith(node.relayUrl, { ...walletProject, auth: token }))
  cleanups.push(() => socket.terminate())
  const client = relayTestClient(socket)
  return {
    ...client,
    seed,
    /**
     * Answers once every frame this socket sent before has been handled, the replays of its
     * subscribes included: the node handles a socket's frames in order.
     */
    barrier: () => client.request('irn_batchFetchMessages', { topics: [topic(999_999)] }),
  }
}

const didOf = async (seed: Uint8Array) => (await sdkToken('ws://x', { seed })).did
/** Waits until the mailbox holds the client's acks (an ack is written after it is answered). */
const acksStored = (node: RunningRelayNode, seed: Uint8Array, topics: string[]) =>
  expect.poll(async () => (await node.store.pending(await didOf(seed), topics, Date.now())).length).toBe(0)

describe('relay nodes on one Redis', () => {
  it('delivers a publish on node B to a subscriber on node A once, never back to the publisher', async () => {
    const { a, b } = await twoNodes()
    const receiver = await clientOn(a)
    const sender = await clientOn(b)
    const senderOnA = await clientOn(a, sender.seed) // the publisher's own key, on the other node
    await receiver.request('irn_subscribe', { topic: topic(1) })
    await sender.request('irn_subscribe', { topic: topic(1) })
    await senderOnA.request('irn_subscribe', { topic: topic(1) })
    expect(await sender.request('irn_publish', { topic: topic(1), message: 'across', ttl: 300 })).toEqual({
      id: 2,
      jsonrpc: '2.0',
      result: true,
    })
    expect(await receiver.nextPush()).toMatchObject({ topic: topic(1), message: 'across' })
    // The same message again is stored once and sent once.
    await sender.request('irn_publish', { topic: topic(1), message: 'across', ttl: 300 })
    await sender.request('irn_publish', { topic: topic(1), message: 'next', ttl: 300 })
    expect(await receiver.nextPush()).toMatchObject({ message: 'next' })
    await Promise.all([receiver.barrier(), sender.barrier(), senderOnA.barrier()])
    expect([receiver.untaken(), sender.untaken(), senderOnA.untaken()]).toEqual([0, 0, 0])
  })

  it('keeps a message for a topic nobody listens to; an ack on node A holds on node B', async () => {
    const { a, b } = await twoNodes()
    const sender = await clientOn(b)
    await sender.request('irn_publish', { topic: topic(2), message: 'offline', ttl: 300 })
    const receiver = await clientOn(a)
    await receiver.request('irn_subscribe', { topic: topic(2) })
    expect(await receiver.nextPush()).toMatchObject({ message: 'offline' }) // acked by the test client
    await acksStored(a, receiver.seed, [topic(2)])
    receiver.socket.close()

    const again = await clientOn(b, receiver.seed)
    await again.request('irn_subscribe', { topic: topic(2) })
    await again.barrier()
    expect(again.untaken()).toBe(0)
    // A client that never acked gets it on node B.
    const other = await clientOn(b)
    await other.request('irn_subscribe', { topic: topic(2) })
    expect(await other.nextPush()).toMatchObject({ message: 'offline' })
  })

  it('unsubscribes a node from a topic when its last socket there leaves', async () => {
    const { a, prefix } = await twoNodes()
    const admin = new Redis(redis.url)
    cleanups.push(() => admin.quit())
    const channel = `${prefix}live:${topic(3)}`
    const subscribers = async () => ((await admin.pubsub('NUMSUB', channel)) as [string, number])[1]
    const [first, second] = [await clientOn(a), await clientOn(a)]
    await first.request('irn_subscribe', { topic: topic(3) })
    await second.request('irn_subscribe', { topic: topic(3) })
    expect(await subscribers()).toBe(1) // one subscription per node, not per socket
    first.socket.close()
    await first.closed
    await second.barrier()
    expect(await subscribers()).toBe(1)
    await second.request('irn_unsubscribe', { topic: topic(3) })
    await expect.poll(subscribers).toBe(0)
  })

  it('carries the real sign client: a dApp on node A pairs with a wallet on node B', async () => {
    const { a, b } = await twoNodes()
    const dapp = await testSignClient('cluster-dapp', a.relayUrl, cleanups)
    const wallet = await testSignClient('cluster-wallet', b.relayUrl, cleanups)
    const { session, sign } = await pairWithWallet(dapp, wallet, { answer: (_, method) => method })
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account}`])
    expect(await sign('0x00')).toBe('signed:personal_sign')
    // Both nodes carried the session: each stored what its own client published.
    expect(a.relay.hub.stats().published).toBeGreaterThanOrEqual(2)
    expect(b.relay.hub.stats().published).toBeGreaterThanOrEqual(2)
  })

  it('loses nothing when a node dies mid-session: the client moves to the other node', async () => {
    const { a, b } = await twoNodes()
    const dapp = await clientOn(a)
    const wallet = await clientOn(b)
    await dapp.request('irn_subscribe', { topic: topic(4) })
    await wallet.request('irn_publish', { topic: topic(4), message: 'before', ttl: 300 })
    expect(await dapp.nextPush()).toMatchObject({ message: 'before' })
    await acksStored(a, dapp.seed, [topic(4)])

    await a.kill()
    expect((await dapp.closed).code).toBe(1006) // cut, not closed
    for (const message of ['while down 1', 'while down 2'])
      expect((await wallet.request('irn_publish', { topic: topic(4), message, ttl: 300 })).result).toBe(true)

    const moved = await clientOn(b, dapp.seed)
    await moved.request('irn_subscribe', { topic: topic(4) })
    expect([(await moved.nextPush()).message, (await moved.nextPush()).message]).toEqual([
      'while down 1',
      'while down 2',
    ])
    await wallet.request('irn_publish', { topic: topic(4), message: 'after', ttl: 300 })
    expect(await moved.nextPush()).toMatchObject({ message: 'after' })
    await acksStored(b, dapp.seed, [topic(4)])
    moved.socket.close()
    const back = await clientOn(b, dapp.seed)
    await back.request('irn_subscribe', { topic: topic(4) })
    await back.barrier()
    expect(back.untaken()).toBe(0)
  })

  it("counts a publisher's stored bytes once across the cluster", async () => {
    const { a, b } = await twoNodes({ maxStoredBytesPerClient: 10 })
    const onA = await clientOn(a)
    const onB = await clientOn(b, onA.seed)
    expect((await onA.request('irn_publish', { topic: topic(5), message: 'abcdef', ttl: 60 })).result).toBe(
      true,
    )
    expect(await onB.request('irn_publish', { topic: topic(5), message: 'ghijkl', ttl: 60 })).toMatchObject({
      error: { code: -32005, message: expect.stringMatching(/^Limit exceeded: this client/) },
    })
    expect(await b.store.count()).toBe(1)
    // The same key publishing on both nodes at once: one of the two is stored, whichever node wins.
    const racer = await clientOn(a)
    const racerOnB = await clientOn(b, racer.seed)
    const answers = await Promise.all([
      racer.request('irn_publish', { topic: topic(5), message: 'racing', ttl: 60 }),
      racerOnB.request('irn_publish', { topic: topic(5), message: 'gnicar', ttl: 60 }),
    ])
    expect(answers.filter((answer) => answer.result === true)).toHaveLength(1)
    expect(await b.store.count()).toBe(2)
    // Another key has a quota of its own.
    const other = await clientOn(b)
    expect((await other.request('irn_publish', { topic: topic(5), message: 'ghijkl', ttl: 60 })).result).toBe(
      true,
    )
  })

  it('puts the whole cloud server on the cluster when given relayBroker', async () => {
    const { a, prefix } = await twoNodes()
    const cloud = await createCloudServer({ port: 0, relayBroker: { redisUrl: redis.url, prefix } })
    cleanups.push(() => cloud.close())
    const relayOfCloud = { relayUrl: cloud.url.replace(/^http/, 'ws') }
    const receiver = await clientOn(relayOfCloud)
    await receiver.request('irn_subscribe', { topic: topic(7) })
    const sender = await clientOn(a)
    await sender.request('irn_publish', { topic: topic(7), message: 'to the cloud', ttl: 60 })
    expect(await receiver.nextPush()).toMatchObject({ message: 'to the cloud' })
    expect(await (await fetch(`${a.url}/health`)).json()).toEqual({ ok: true })
  })

  it('refuses publishes with a clear error while Redis is down', async () => {
    const own = await startRedis()
    cleanups.push(() => own.stop())
    const { a } = await twoNodes(undefined, own.url)
    const client = await clientOn(a)
    own.kill()
    await new Promise((resolve) => own.process.once('exit', resolve))
    expect(await client.request('irn_publish', { topic: topic(6), message: 'kept?', ttl: 60 })).toMatchObject(
      {
        error: { code: -32603, message: 'Relay storage unavailable: nothing was stored; try again' },
      },
    )
    expect(client.socket.readyState).toBe(client.socket.OPEN)
  })
})
