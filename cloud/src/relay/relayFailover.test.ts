import { describe, expect, it } from 'vitest'
import { redisForTests } from '../infra/redisForTests.js'
import { type RunningRelayNode, startRelayNode } from './relayNode.js'
import { startTestBalancer } from './relayTestBalancer.js'
import { pairWithWallet, testChain, testSignClient } from './relayTestSignClient.js'

const redis = redisForTests()
const { cleanups } = redis

const signClient = (name: string, relayUrl: string) => testSignClient(name, relayUrl, cleanups)

describe('a relay node dying mid-session', () => {
  it('moves the real sign client to the other node, with what was published meanwhile, once', async () => {
    const nodes: RunningRelayNode[] = []
    const balancer = await startTestBalancer(() => nodes.map((node) => node.port))
    cleanups.push(() => balancer.stop())
    for (let i = 0; i < 2; i++) {
      const node = await startRelayNode({
        cluster: { redisUrl: redis.url, prefix: 'failover:' },
        relayUrls: [balancer.relayUrl],
      })
      cleanups.push(() => node.close())
      nodes.push(node)
    }
    const [a, b] = nodes as [RunningRelayNode, RunningRelayNode]
    // The dApp reaches the cluster through the balancer (so node A); the wallet is on node B.
    const dapp = await signClient('failover-dapp', balancer.relayUrl)
    const wallet = await signClient('failover-wallet', b.relayUrl)
    const events: unknown[] = []
    dapp.on('session_event', ({ params }) => events.push(params.event.data))
    const { session, sign } = await pairWithWallet(dapp, wallet, { events: ['chainChanged'] })
    expect(await sign('0x01')).toBe('signed:0x01')
    expect(a.relay.hub.stats().sockets).toBe(1)

    // Node A dies; the dApp's reconnect waits at the balancer while the wallet publishes.
    balancer.hold()
    const disconnected = new Promise((resolve) => dapp.core.relayer.once('relayer_disconnect', resolve))
    await a.kill()
    await disconnected
    await wallet.emit({
      topic: session.topic,
      chainId: testChain,
      event: { name: 'chainChanged', data: 'while down' },
    })
    balancer.release()

    await expect.poll(() => events).toEqual(['while down'])
    expect(b.relay.hub.stats().sockets).toBe(2) // the wallet and the dApp, both on B now
    expect(await sign('0x02')).toBe('signed:0x02')
    expect(events).toEqual(['while down'])
  })
})
