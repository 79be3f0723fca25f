import { createServer, type Server } from 'node:http'
import { openedSocket, openSocket } from '@airlock/node-kit/ws-handshake'
import { afterEach, describe, expect, it } from 'vitest'
import { SLOT_MS } from './chainClock.js'
import { defaultPubSubLimits, type PubSubLimits } from './pubsubLimits.js'
import { pubsubTestClient } from './pubsubTestClient.js'
import { createSolanaChain } from './solanaChain.js'
import { createSubscriptionServer } from './subscriptions.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The PubSub server over a real chain whose clock the test moves, so each slot is the test's doing. */
async function startPubSub(limits: Partial<PubSubLimits> = {}) {
  let clock = 1_000_000
  const chain = await createSolanaChain({ now: () => clock })
  const pubsub = createSubscriptionServer(chain, limits)
  const server: Server = createServer()
  server.on('upgrade', pubsub.handleUpgrade)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`
  cleanups.push(() => {
    pubsub.close()
    server.closeAllConnections()
    return new Promise((resolve) => server.close(() => resolve(chain.close())))
  })
  const client = async () => {
    const socket = await openedSocket(url)
    cleanups.push(() => socket.terminate())
    return pubsubTestClient(socket)
  }
  /** Moves the clock one slot: the node notifies every slot and root subscription. */
  const nextSlot = () => {
    clock += SLOT_MS
    return chain.clock.slot()
  }
  return { url, pubsub, client, nextSlot }
}

/** Sends `count` slotSubscribes at once and waits for every answer. */
async function subscribeSlots(
  client: Awaited<ReturnType<Awaited<ReturnType<typeof startPubSub>>['client']>>,
  count: number,
) {
  const ids = Array.from({ length: count }, () => client.send('slotSubscribe'))
  return Promise.all(ids.map((id) => client.until(() => client.answers.get(id))))
}

describe('PubSub caps', () => {
  it('refuses the 101st subscription on a socket with a JSON-RPC error, and keeps the socket', async () => {
    const { client, pubsub } = await startPubSub()
    const socket = await client()
    const cap = defaultPubSubLimits.maxSubscriptionsPerSocket
    expect(cap).toBe(100)
    const answers = await subscribeSlots(socket, cap)
    expect(answers.every((answer) => typeof answer.result === 'number')).toBe(true)
    expect(await socket.request('accountSubscribe', ['11111111111111111111111111111111'])).toMatchObject({
      error: { code: -32603, message: 'Subscription refused: at most 100 subscriptions per connection' },
    })
    // An unsubscribe makes room again.
    expect((await socket.request('slotUnsubscribe', [answers[0]?.result])).result).toBe(true)
    expect((await socket.request('slotSubscribe')).result).toEqual(expect.any(Number))
    expect(pubsub.stats()).toMatchObject({ sockets: 1, subscriptions: cap })
  })

  it("refuses a subscription past the node's cap in agave's words", async () => {
    const { client } = await startPubSub({ maxSubscriptions: 3 })
    const [a, b] = [await client(), await client()]
    await subscribeSlots(a, 2)
    expect((await b.request('rootSubscribe')).result).toEqual(expect.any(Number))
    expect(await b.request('rootSubscribe')).toMatchObject({
      error: {
        code: -32603,
        message: 'Internal Error: Subscription refused. Node subscription limit reached',
      },
    })
  })

  it('refuses the 65th socket from one address with 429, and takes one again once a socket closes', async () => {
    const { url, client, pubsub } = await startPubSub()
    const cap = defaultPubSubLimits.maxSocketsPerAddress
    expect(cap).toBe(64)
    const sockets = await Promise.all(Array.from({ length: cap }, () => client()))
    expect(await openSocket(url)).toEqual({
      status: 429,
      message: 'Too many connections from this address: at most 64',
    })
    const first = sockets[0]?.socket
    first?.close()
    await new Promise((resolve) => first?.once('close', resolve))
    await expect.poll(() => pubsub.stats().sockets, { timeout: 10_000 }).toBe(cap - 1)
    // Its TCP connection closed before the server saw the WebSocket go: the address has room again.
    ;(await openedSocket(url)).terminate()
  })

  it('refuses handshakes past the per-address burst with 429', async () => {
    const { url } = await startPubSub({ handshakeBurst: 2, handshakesPerSecond: 0.01 })
    for (let i = 0; i < 2; i++) (await openedSocket(url)).terminate()
    expect(await openSocket(url)).toEqual({ status: 429, message: 'Too many handshakes from this address' })
  })

  it('closes a socket sending requests past its burst with 1013, the others keep theirs', async () => {
    const { client, pubsub } = await startPubSub({ messagesPerSecond: 0.01 })
    const [flooder, quiet] = [await client(), await client()]
    for (let i = 0; i <= defaultPubSubLimits.messageBurst; i++) flooder.send('slotSubscribe')
    expect(await flooder.closed).toEqual({ code: 1013, reason: 'Too many requests' })
    expect(flooder.answers.size).toBe(defaultPubSubLimits.messageBurst)
    expect((await quiet.request('slotSubscribe')).result).toEqual(expect.any(Number))
    expect(pubsub.stats()).toMatchObject({ throttled: 1, sockets: 1, subscriptions: 1 })
  })

  it('drops a socket that does not read its notifications instead of buffering them without end', async () => {
    const { client, pubsub, nextSlot } = await startPubSub({ maxBufferedBytes: 64 * 1024 })
    const [reader, sleeper] = [await client(), await client()]
    await subscribeSlots(reader, 1)
    await subscribeSlots(sleeper, 100)
    sleeper.socket.pause()
    // Bounded: 5,000 slots are 50 MB of notifications for the sleeper, far past any socket buffer.
    for (let slots = 0; pubsub.stats().dropped === 0 && slots < 5_000; slots++) {
      const slot = nextSlot()
      await reader.until(() =>
        reader.notifications.find((n) => (n.params.result as { slot: number }).slot === slot),
      )
    }
    expect(pubsub.stats()).toMatchObject({ dropped: 1, sockets: 1, subscriptions: 1 })
    expect(reader.socket.readyState).toBe(reader.socket.OPEN)
  })
})

describe('PubSub fan-out', () => {
  it('sends a slot to many subscriptions a chunk per event-loop turn, the loop serving others between', async () => {
    const perTurn = defaultPubSubLimits.notificationsPerTurn
    const { client, pubsub, nextSlot } = await startPubSub()
    const sockets = await Promise.all(Array.from({ length: 10 }, () => client()))
    for (const socket of sockets) await subscribeSlots(socket, 100)
    const slot = nextSlot()
    // Nothing is sent while the slot moves (inside whatever request moved it)...
    expect(pubsub.stats().queued).toBe(1_000)
    // ...and a callback queued meanwhile runs after the first chunk, long before the last.
    const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(pubsub.stats().queued)))
    expect(seen).toBe(1_000 - perTurn)
    for (const socket of sockets)
      await socket.until(() => (socket.notifications.length === 100 ? true : undefined))
    expect(sockets.flatMap((socket) => socket.notifications.map((n) => n.params.result))).toEqual(
      Array(1_000).fill({ parent: slot - 1, root: slot, slot }),
    )
  })

  it('coalesces slots that move during a fan-out into the newest one', async () => {
    const { client, nextSlot } = await startPubSub({ notificationsPerTurn: 10 })
    const socket = await client()
    await subscribeSlots(socket, 50)
    const first = nextSlot()
    nextSlot()
    const newest = nextSlot()
    await socket.until(() => (socket.notifications.length === 100 ? true : undefined))
    const slots = socket.notifications.map((n) => (n.params.result as { slot: number }).slot)
    expect(slots).toEqual([...Array(50).fill(first), ...Array(50).fill(newest)])
  })
})
