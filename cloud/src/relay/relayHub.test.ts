import { describe, expect, it } from 'vitest'
import { createInProcessBus, type RelayBroker } from './relayBroker.js'
import { createRelayHub } from './relayHub.js'
import { createRelayStore, type RelayStore } from './relayStore.js'
import { relayStoreKinds } from './relayTestStores.js'

const topicA = 'a'.repeat(64)
const topicB = 'b'.repeat(64)

function peer(clientId: string) {
  const sent: Record<string, unknown>[] = []
  return {
    clientId,
    address: '198.51.100.1',
    send: (payload: string) => sent.push(JSON.parse(payload)),
    close: () => undefined,
    sent,
  }
}

const rpc = (id: number, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params })
const pushesTo = (p: ReturnType<typeof peer>) =>
  p.sent.filter((m) => m.method === 'irn_subscription') as {
    id: number
    params: { data: { message: string } }
  }[]
const ackOf = (push: { id: number }) => JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true })

describe.each(relayStoreKinds())('relay hub on $name', ({ open }) => {
  async function setup() {
    let clock = 1_000_000
    const store = await open()
    const hub = createRelayHub(store, { now: () => clock })
    return { store, hub, advance: (ms: number) => (clock += ms) }
  }

  it('fans a publish out to every other subscriber, not back to the publisher', async () => {
    const { hub } = await setup()
    const [a, b, c] = [peer('did:a'), peer('did:b'), peer('did:c')]
    const [sa, sb, sc] = [hub.connect(a), hub.connect(b), hub.connect(c)]
    await sa.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await sb.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await sc.receive(rpc(1, 'irn_subscribe', { topic: topicB }))
    await sa.receive(rpc(2, 'irn_publish', { topic: topicA, message: 'hello', ttl: 300, tag: 1 }))
    expect(a.sent.at(-1)).toMatchObject({ id: 2, result: true })
    expect(b.sent.at(-1)).toMatchObject({
      method: 'irn_subscription',
      params: { data: { topic: topicA, message: 'hello', tag: 1 } },
    })
    expect(pushesTo(c)).toHaveLength(0)
    expect(pushesTo(a)).toHaveLength(0)
  })

  it('stores a message for a topic nobody listens to and delivers it on subscribe until acked', async () => {
    const { hub } = await setup()
    await hub
      .connect(peer('did:a'))
      .receive(rpc(1, 'irn_publish', { topic: topicA, message: 'later', ttl: 300 }))
    const b = peer('did:b')
    const sb = hub.connect(b)
    await sb.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    expect(b.sent[0]).toMatchObject({ id: 1, result: expect.any(String) }) // the answer before the replay
    expect(pushesTo(b)).toHaveLength(1)
    sb.close()
    // not acked: a reconnect of the same client gets it again
    const b2 = peer('did:b')
    const sb2 = hub.connect(b2)
    await sb2.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    const again = pushesTo(b2)[0] as { id: number }
    expect(again).toBeDefined()
    await sb2.receive(ackOf(again))
    sb2.close()
    const b3 = peer('did:b')
    await hub.connect(b3).receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    expect(pushesTo(b3)).toHaveLength(0)
  })

  it('replays a backlog oldest first, each message once', async () => {
    const { hub } = await setup()
    const sa = hub.connect(peer('did:a'))
    for (let i = 0; i < 5; i++)
      await sa.receive(rpc(i, 'irn_publish', { topic: i % 2 ? topicA : topicB, message: `m${i}`, ttl: 300 }))
    await sa.receive(rpc(9, 'irn_publish', { topic: topicA, message: 'm1', ttl: 300 })) // a duplicate
    const b = peer('did:b')
    await hub.connect(b).receive(rpc(1, 'irn_batchSubscribe', { topics: [topicA, topicB] }))
    expect(pushesTo(b).map((p) => p.params.data.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4'])
  })

  it('drops messages after their ttl', async () => {
    const { hub, advance } = await setup()
    await hub
      .connect(peer('did:a'))
      .receive(rpc(1, 'irn_publish', { topic: topicA, message: 'short', ttl: 10 }))
    advance(10_001)
    const b = peer('did:b')
    await hub.connect(b).receive(rpc(1, 'irn_batchFetchMessages', { topics: [topicA] }))
    expect(b.sent.at(-1)).toMatchObject({ result: { messages: [], hasMore: false } })
  })

  it('routes the sign client shortcuts wc_proposeSession and wc_approveSession', async () => {
    const { hub } = await setup()
    const dapp = peer('did:dapp')
    const wallet = peer('did:wallet')
    const sd = hub.connect(dapp)
    const sw = hub.connect(wallet)
    await sd.receive(
      rpc(1, 'wc_proposeSession', { pairingTopic: topicA, sessionProposal: 'proposal', ttl: 300 }),
    )
    await sw.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    expect(wallet.sent.find((m) => m.method === 'irn_subscription')).toMatchObject({
      params: { data: { message: 'proposal', tag: 1100 } },
    })
    await sw.receive(
      rpc(2, 'wc_approveSession', {
        pairingTopic: topicA,
        sessionTopic: topicB,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
      }),
    )
    expect(dapp.sent.find((m) => m.method === 'irn_subscription')).toMatchObject({
      params: { data: { topic: topicA, message: 'response', tag: 1101 } },
    })
    await sd.receive(rpc(2, 'irn_subscribe', { topic: topicB }))
    expect(dapp.sent.filter((m) => m.method === 'irn_subscription').at(-1)).toMatchObject({
      params: { data: { topic: topicB, message: 'settle', tag: 1102 } },
    })
  })

  it('answers bad input with JSON-RPC errors and keeps no state', async () => {
    const { hub, store } = await setup()
    const a = peer('did:a')
    const s = hub.connect(a)
    s.receive('{not json')
    s.receive(JSON.stringify({ hello: 'world' }))
    s.receive(rpc(3, 'irn_nope', {}))
    s.receive(rpc(4, 'irn_publish', { topic: 'short', message: 'x', ttl: 300 }))
    await s.receive(rpc(5, 'toString', {}))
    expect(a.sent.map((m) => (m.error as { code: number }).code)).toEqual([
      -32700, -32600, -32601, -32602, -32601,
    ])
    expect(await store.count()).toBe(0)
  })
})

/** A store whose calls wait until the test lets them through, to force the interleavings async brings. */
function gatedStore(inner: RelayStore, gated: 'pending' | 'ack') {
  let open: () => void = () => undefined
  let gate = new Promise<void>((resolve) => (open = resolve))
  let entered: () => void = () => undefined
  const waiting = new Promise<void>((resolve) => (entered = resolve))
  const store: RelayStore = {
    ...inner,
    pending: async (...args) => {
      if (gated === 'pending') {
        entered()
        await gate
      }
      return inner.pending(...args)
    },
    ack: async (...args) => {
      if (gated === 'ack') {
        entered()
        await gate
      }
      return inner.ack(...args)
    },
  }
  return {
    store,
    /** resolves once a gated call is waiting */
    waiting,
    release() {
      open()
      gate = Promise.resolve()
    },
  }
}

describe('relay hub races', () => {
  it("delivers once a message published while a subscriber's replay is reading the store", async () => {
    const gated = gatedStore(createRelayStore(':memory:'), 'pending')
    const hub = createRelayHub(gated.store)
    const b = peer('did:b')
    const subscribed = hub.connect(b).receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await gated.waiting
    // Subscribed but still replaying: the publish reaches b live, and the replay's read sees it too.
    await hub
      .connect(peer('did:a'))
      .receive(rpc(1, 'irn_publish', { topic: topicA, message: 'race', ttl: 300 }))
    expect(pushesTo(b)).toHaveLength(1)
    gated.release()
    await subscribed
    expect(pushesTo(b).map((p) => p.params.data.message)).toEqual(['race'])
  })

  it('does not redeliver a message acked on a socket that closed before the ack was written', async () => {
    const gated = gatedStore(createRelayStore(':memory:'), 'ack')
    const hub = createRelayHub(gated.store)
    await hub
      .connect(peer('did:a'))
      .receive(rpc(1, 'irn_publish', { topic: topicA, message: 'once', ttl: 300 }))
    const b = peer('did:b')
    const sb = hub.connect(b)
    await sb.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await sb.receive(ackOf(pushesTo(b)[0] as { id: number }))
    sb.close()
    await gated.waiting
    // The client reconnects at once; its ack is still on its way to the store.
    const b2 = peer('did:b')
    const resubscribed = hub.connect(b2).receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await expect.poll(() => b2.sent.length).toBeGreaterThan(0) // subscribed; the replay is next
    // One turn of the event loop: time enough for a replay that does not wait for the ack to deliver.
    await new Promise((resolve) => setImmediate(resolve))
    gated.release()
    await resubscribed
    expect(pushesTo(b2)).toHaveLength(0)
  })

  it('replays to its sockets what the broker may have missed when the broker reports a gap', async () => {
    const store = createRelayStore(':memory:')
    let reportGap = () => undefined as unknown
    const broker: RelayBroker = {
      ...createInProcessBus().node(),
      onGap: (listener) => {
        reportGap = listener
      },
    }
    const hub = createRelayHub(store, { broker })
    const b = peer('did:b')
    await hub.connect(b).receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    // Stored by another node whose fan-out this node missed.
    const now = Date.now()
    await store.save({
      topic: topicA,
      message: 'missed',
      tag: 0,
      publishedAt: now,
      expiresAt: now + 60_000,
      publisher: 'did:a',
      publisherAddress: '198.51.100.2',
    })
    expect(pushesTo(b)).toHaveLength(0)
    reportGap()
    await expect.poll(() => pushesTo(b).map((p) => p.params.data.message)).toEqual(['missed'])
  })

  it("holds a client's byte quota when two of its publishes race through the quota check", async () => {
    const store = createRelayStore(':memory:')
    // Both quota checks read the tally before either message is saved, as two nodes racing would.
    let arrived = 0
    let bothArrived: () => void = () => undefined
    const barrier = new Promise<void>((resolve) => (bothArrived = resolve))
    const racing: RelayStore = {
      ...store,
      storedBytesOf: async (publisher) => {
        const bytes = await store.storedBytesOf(publisher)
        if (++arrived === 2) bothArrived()
        await barrier
        return bytes
      },
    }
    const limits = { maxStoredBytesPerClient: 10 }
    const [a1, a2] = [peer('did:a'), peer('did:a')]
    await Promise.all([
      createRelayHub(racing, { limits })
        .connect(a1)
        .receive(rpc(1, 'irn_publish', { topic: topicA, message: 'abcdef', ttl: 60 })),
      createRelayHub(racing, { limits })
        .connect(a2)
        .receive(rpc(1, 'irn_publish', { topic: topicB, message: 'ghijkl', ttl: 60 })),
    ])
    expect([a1.sent[0], a2.sent[0]]).toContainEqual({
      id: 1,
      jsonrpc: '2.0',
      error: {
        code: -32005,
        message: 'Limit exceeded: this client stores too many bytes; wait for its messages to expire',
      },
    })
    expect(await store.count()).toBe(1)
    expect(await store.storedBytesOf('did:a')).toBe(6)
  })

  it('refuses a publish with a clear error when the store is unreachable, and stores nothing', async () => {
    const inner = createRelayStore(':memory:')
    const hub = createRelayHub({
      ...inner,
      save: () => Promise.reject(new Error('connection refused')),
    })
    const a = peer('did:a')
    await hub.connect(a).receive(rpc(7, 'irn_publish', { topic: topicA, message: 'lost?', ttl: 300 }))
    expect(a.sent.at(-1)).toEqual({
      id: 7,
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Relay storage unavailable: nothing was stored; try again' },
    })
    expect(await inner.count()).toBe(0)
  })
})
