import { describe, expect, it } from 'vitest'
import { createRelayHub } from './relayHub.js'
import type { RelayLimits } from './relayLimits.js'
import { relayStoreKinds } from './relayTestStores.js'

const topic = (n: number) => n.toString(16).padStart(64, '0')
const rpc = (id: number, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params })

function peer(clientId: string, address = '198.51.100.1') {
  const sent: Record<string, unknown>[] = []
  const closes: { code: number; reason: string }[] = []
  return {
    clientId,
    address,
    send: (payload: string) => sent.push(JSON.parse(payload)),
    close: (code: number, reason: string) => closes.push({ code, reason }),
    sent,
    closes,
  }
}

const limitError = (id: number) => ({
  id,
  jsonrpc: '2.0',
  error: { code: -32005, message: expect.stringMatching(/^Limit exceeded: /) },
})

describe.each(relayStoreKinds())('relay hub limits on $name', ({ open }) => {
  async function setup(limits: Partial<RelayLimits>) {
    let clock = 1_000_000
    const store = await open()
    const hub = createRelayHub(store, { limits, now: () => clock })
    return { store, hub, now: () => clock, advance: (ms: number) => (clock += ms) }
  }

  it('refuses a subscribe past the per-socket cap, whole, and keeps the socket', async () => {
    const { hub } = await setup({ maxSubscriptionsPerSocket: 3 })
    const a = peer('did:a')
    const s = hub.connect(a)
    await s.receive(rpc(1, 'irn_batchSubscribe', { topics: [topic(1), topic(2)] }))
    await s.receive(rpc(2, 'irn_batchSubscribe', { topics: [topic(3), topic(4)] }))
    expect(a.sent.at(-1)).toEqual(limitError(2))
    await s.receive(rpc(3, 'irn_subscribe', { topic: topic(1) })) // already held: costs nothing
    await s.receive(rpc(4, 'irn_subscribe', { topic: topic(3) }))
    expect(a.sent.slice(-2)).toMatchObject([{ id: 3, result: expect.any(String) }, { id: 4 }])
    await s.receive(rpc(5, 'wc_proposeSession', { pairingTopic: topic(5), sessionProposal: 'p', ttl: 300 }))
    expect(a.sent.at(-1)).toEqual(limitError(5))
    // topic 4 was never subscribed: a publish there is stored, not delivered to a
    await hub
      .connect(peer('did:b'))
      .receive(rpc(1, 'irn_publish', { topic: topic(4), message: 'm', ttl: 300 }))
    expect(a.sent.filter((m) => m.method === 'irn_subscription')).toHaveLength(0)
    expect(a.closes).toEqual([])
  })

  it('refuses a message longer than the cap', async () => {
    const { hub, store } = await setup({ maxMessageLength: 10 })
    const a = peer('did:a')
    await hub
      .connect(a)
      .receive(rpc(1, 'irn_publish', { topic: topic(1), message: 'x'.repeat(11), ttl: 300 }))
    expect(a.sent.at(-1)).toEqual(limitError(1))
    expect(await store.count()).toBe(0)
  })

  it('keeps a message no longer than the TTL cap, whatever TTL it asks for', async () => {
    const { hub, advance } = await setup({ maxStoredTtlSeconds: 3600 })
    const a = peer('did:a')
    await hub.connect(a).receive(rpc(1, 'irn_publish', { topic: topic(1), message: 'm', ttl: 30 * 86_400 }))
    expect(a.sent.at(-1)).toEqual({ id: 1, jsonrpc: '2.0', result: true })
    const fetch = async (id: number) => {
      const b = peer('did:b')
      await hub.connect(b).receive(rpc(id, 'irn_batchFetchMessages', { topics: [topic(1)] }))
      return (b.sent.at(-1) as { result: { messages: unknown[] } }).result.messages
    }
    advance(3_599_000)
    expect(await fetch(2)).toHaveLength(1)
    advance(2000)
    expect(await fetch(3)).toHaveLength(0)
  })

  it("caps a client's stored bytes, a batch as a whole, and frees them as messages expire", async () => {
    const { hub, store, now, advance } = await setup({ maxStoredBytesPerClient: 10 })
    const a = peer('did:a')
    const s = hub.connect(a)
    await s.receive(rpc(1, 'irn_publish', { topic: topic(1), message: 'abcdef', ttl: 60 }))
    await s.receive(rpc(2, 'irn_publish', { topic: topic(1), message: 'ghijkl', ttl: 60 }))
    expect(a.sent.at(-1)).toEqual(limitError(2))
    const batch = [1, 2].map((n) => ({ topic: topic(n), message: `m${n}`.padEnd(3, '.'), ttl: 60 }))
    await s.receive(rpc(3, 'irn_batchPublish', { messages: [...batch, { ...batch[0], message: 'zz' }] }))
    expect(a.sent.at(-1)).toEqual(limitError(3))
    expect(await store.count()).toBe(1)
    // Another key is not held to a's quota.
    const b = peer('did:b')
    await hub.connect(b).receive(rpc(1, 'irn_publish', { topic: topic(1), message: 'ghijkl', ttl: 60 }))
    expect(b.sent.at(-1)).toMatchObject({ result: true })
    advance(61_000)
    await store.purgeExpired(now())
    await s.receive(rpc(4, 'irn_publish', { topic: topic(1), message: 'ghijkl!', ttl: 60 }))
    expect(a.sent.at(-1)).toMatchObject({ id: 4, result: true })
  })

  it('caps the stored bytes of an address, so fresh keys from it do not reset the quota', async () => {
    const { hub } = await setup({ maxStoredBytesPerAddress: 10 })
    const publish = async (did: string, address: string) => {
      const p = peer(did, address)
      await hub
        .connect(p)
        .receive(rpc(1, 'irn_publish', { topic: topic(1), message: `${did}-----`.slice(-6), ttl: 60 }))
      return p.sent.at(-1)
    }
    expect(await publish('did:k1', '203.0.113.1')).toMatchObject({ result: true })
    expect(await publish('did:k2', '203.0.113.1')).toEqual(limitError(1))
    expect(await publish('did:k3', '203.0.113.2')).toMatchObject({ result: true })
  })

  describe('relay hub rate', () => {
    it('closes a socket sending more requests than its rate with 1013, ignoring what follows', async () => {
      const { hub, store, advance } = await setup({ messageBurst: 5, messagesPerSecond: 1 })
      const a = peer('did:a')
      const s = hub.connect(a)
      for (let i = 0; i < 5; i++)
        await s.receive(rpc(i, 'irn_publish', { topic: topic(1), message: `m${i}`, ttl: 60 }))
      advance(1000)
      await s.receive(rpc(5, 'irn_publish', { topic: topic(1), message: 'm5', ttl: 60 }))
      expect(a.closes).toEqual([])
      await s.receive(rpc(6, 'irn_publish', { topic: topic(1), message: 'm6', ttl: 60 }))
      expect(a.closes).toEqual([{ code: 1013, reason: 'Too many requests' }])
      await s.receive(rpc(7, 'irn_publish', { topic: topic(1), message: 'm7', ttl: 60 }))
      expect(await store.count()).toBe(6)
      expect(a.sent).toHaveLength(6)
      expect(hub.stats().throttled).toBe(1)
    })

    it('counts bytes before parsing: one junk frame over the byte rate closes the socket', async () => {
      const { hub } = await setup({ maxFrameBytes: 1000, byteBurst: 1000, bytesPerSecond: 10 })
      const a = peer('did:a')
      const s = hub.connect(a)
      await s.receive('x'.repeat(900))
      expect(a.sent.at(-1)).toMatchObject({ error: { code: -32700 } })
      await s.receive('x'.repeat(900))
      expect(a.closes).toEqual([{ code: 1013, reason: 'Too many requests' }])
    })

    it('counts every message of a batch publish', async () => {
      const { hub, store } = await setup({ messageBurst: 5 })
      const a = peer('did:a')
      const messages = [1, 2, 3, 4, 5, 6].map((n) => ({ topic: topic(n), message: 'm', ttl: 60 }))
      await hub.connect(a).receive(rpc(1, 'irn_batchPublish', { messages }))
      expect(a.closes).toEqual([{ code: 1013, reason: 'Too many requests' }])
      expect(await store.count()).toBe(0)
    })

    it('does not charge the acks a client owes for a backlog', async () => {
      const { hub } = await setup({ messageBurst: 3, messagesPerSecond: 1 })
      const publisher = hub.connect(peer('did:p'))
      for (let i = 0; i < 3; i++) {
        await publisher.receive(rpc(i, 'irn_publish', { topic: topic(1), message: `m${i}`, ttl: 60 }))
      }
      const b = peer('did:b')
      const s = hub.connect(b)
      await s.receive(rpc(1, 'irn_subscribe', { topic: topic(1) }))
      const pushes = b.sent.filter((m) => m.method === 'irn_subscription') as { id: number }[]
      expect(pushes).toHaveLength(3)
      for (const push of pushes)
        await s.receive(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
      await s.receive(rpc(2, 'irn_unsubscribe', { topic: topic(1) }))
      expect(b.closes).toEqual([])
      // An ack for nothing we sent is an ordinary message: the third and last of the burst, then over.
      await s.receive(JSON.stringify({ id: 12345, jsonrpc: '2.0', result: true }))
      expect(b.closes).toEqual([])
      await s.receive(JSON.stringify({ id: 12346, jsonrpc: '2.0', result: true }))
      expect(b.closes).toEqual([{ code: 1013, reason: 'Too many requests' }])
    })
  })
})
