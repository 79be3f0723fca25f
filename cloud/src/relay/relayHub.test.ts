import { describe, expect, it } from 'vitest'
import { createRelayHub } from './relayHub.js'
import { createRelayStore } from './relayStore.js'

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

function setup() {
  let clock = 1_000_000
  const store = createRelayStore(':memory:')
  const hub = createRelayHub(store, { now: () => clock })
  return { store, hub, advance: (ms: number) => (clock += ms) }
}

const rpc = (id: number, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params })
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('relay hub', () => {
  it('fans a publish out to every other subscriber, not back to the publisher', () => {
    const { hub } = setup()
    const [a, b, c] = [peer('did:a'), peer('did:b'), peer('did:c')]
    const [sa, sb, sc] = [hub.connect(a), hub.connect(b), hub.connect(c)]
    sa.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    sb.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    sc.receive(rpc(1, 'irn_subscribe', { topic: topicB }))
    sa.receive(rpc(2, 'irn_publish', { topic: topicA, message: 'hello', ttl: 300, tag: 1 }))
    expect(a.sent.at(-1)).toMatchObject({ id: 2, result: true })
    expect(b.sent.at(-1)).toMatchObject({
      method: 'irn_subscription',
      params: { data: { topic: topicA, message: 'hello', tag: 1 } },
    })
    expect(c.sent.filter((m) => m.method === 'irn_subscription')).toHaveLength(0)
    expect(a.sent.filter((m) => m.method === 'irn_subscription')).toHaveLength(0)
  })

  it('stores a message for a topic nobody listens to and delivers it on subscribe until acked', async () => {
    const { hub } = setup()
    const a = peer('did:a')
    hub.connect(a).receive(rpc(1, 'irn_publish', { topic: topicA, message: 'later', ttl: 300 }))
    const b = peer('did:b')
    const sb = hub.connect(b)
    sb.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await flush()
    const push = b.sent.find((m) => m.method === 'irn_subscription') as { id: number }
    expect(push).toBeDefined()
    sb.close()
    // not acked: a reconnect of the same client gets it again
    const b2 = peer('did:b')
    const sb2 = hub.connect(b2)
    sb2.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await flush()
    const again = b2.sent.find((m) => m.method === 'irn_subscription') as { id: number }
    expect(again).toBeDefined()
    sb2.receive(JSON.stringify({ id: again.id, jsonrpc: '2.0', result: true }))
    sb2.close()
    const b3 = peer('did:b')
    hub.connect(b3).receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await flush()
    expect(b3.sent.filter((m) => m.method === 'irn_subscription')).toHaveLength(0)
  })

  it('drops messages after their ttl', async () => {
    const { hub, advance } = setup()
    hub.connect(peer('did:a')).receive(rpc(1, 'irn_publish', { topic: topicA, message: 'short', ttl: 10 }))
    advance(10_001)
    const b = peer('did:b')
    hub.connect(b).receive(rpc(1, 'irn_batchFetchMessages', { topics: [topicA] }))
    expect(b.sent.at(-1)).toMatchObject({ result: { messages: [], hasMore: false } })
  })

  it('routes the sign client shortcuts wc_proposeSession and wc_approveSession', async () => {
    const { hub } = setup()
    const dapp = peer('did:dapp')
    const wallet = peer('did:wallet')
    const sd = hub.connect(dapp)
    const sw = hub.connect(wallet)
    sd.receive(rpc(1, 'wc_proposeSession', { pairingTopic: topicA, sessionProposal: 'proposal', ttl: 300 }))
    sw.receive(rpc(1, 'irn_subscribe', { topic: topicA }))
    await flush()
    expect(wallet.sent.find((m) => m.method === 'irn_subscription')).toMatchObject({
      params: { data: { message: 'proposal', tag: 1100 } },
    })
    sw.receive(
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
    sd.receive(rpc(2, 'irn_subscribe', { topic: topicB }))
    await flush()
    expect(dapp.sent.filter((m) => m.method === 'irn_subscription').at(-1)).toMatchObject({
      params: { data: { topic: topicB, message: 'settle', tag: 1102 } },
    })
  })

  it('answers bad input with JSON-RPC errors and keeps no state', () => {
    const { hub, store } = setup()
    const a = peer('did:a')
    const s = hub.connect(a)
    s.receive('{not json')
    s.receive(JSON.stringify({ hello: 'world' }))
    s.receive(rpc(3, 'irn_nope', {}))
    s.receive(rpc(4, 'irn_publish', { topic: 'short', message: 'x', ttl: 300 }))
    s.receive(rpc(5, 'toString', {}))
    expect(a.sent.map((m) => (m.error as { code: number }).code)).toEqual([
      -32700, -32600, -32601, -32602, -32601,
    ])
    expect(store.count()).toBe(0)
  })
})
