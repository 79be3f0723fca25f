import { randomUUID } from 'node:crypto'
import { freePort } from '@airlock/node-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairWithWallet, testSignClient } from '../cloud/src/relay/relayTestSignClient.ts'
import { type RunningCluster, startCluster } from './cluster.ts'

// Real processes behind a real HAProxy, on a real PostgreSQL and Redis: what `npm run start:cluster` runs.
const adminKey = 'cluster-test-admin-key-0123456789abcdef'
const project = { projectId: 'airlock-e2e', key: 'dev-only-airlock-e2e-secret' }

let cluster: RunningCluster
beforeAll(async () => {
  const port = await freePort()
  cluster = await startCluster({
    port,
    settings: {
      publicUrl: `http://127.0.0.1:${port}`,
      modalOrigins: ['http://modal.localhost:5174'],
      adminKey,
      rpcUpstreams: {},
      directory: { devWalletUrl: 'http://devwallet.localhost:5176', devWalletOrder: 0, synthetic: 0 },
      chains: {},
      solanaChains: {},
      treasuryKey: `0x${'11'.repeat(32)}`,
      // The load below comes from one address: its budget (shared by the nodes) would refuse most of it.
      limits: { requestsPerSecond: 1_000_000, burst: 1_000_000 },
    },
  })
}, 300_000)
afterAll(() => cluster?.stop(), 60_000)

const node = (name: string) => {
  const found = cluster.nodes.find((n) => n.name === name)
  if (!found) throw new Error(`no node ${name}`)
  return found
}
const asServer = { authorization: `Bearer ${project.key}` }
const wallets = () =>
  fetch(`${cluster.url}/getWallets?projectId=${project.projectId}&entries=1`, { headers: asServer })

describe('the cloud as a cluster', () => {
  it('keeps answering every request while an API node is killed, and takes it back when it restarts', async () => {
    const answered: number[] = []
    let loading = true
    const load = (async () => {
      while (loading)
        answered.push(...(await Promise.all(Array.from({ length: 8 }, async () => (await wallets()).status))))
    })()
    await expect.poll(() => answered.length).toBeGreaterThan(40)
    await node('api1').kill()
    const afterKill = answered.length
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThan(afterKill + 80)
    await node('api1').start()
    await expect.poll(async () => (await fetch(`${node('api1').url}/health`)).status).toBe(200)
    const afterStart = answered.length
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThan(afterStart + 40)
    loading = false
    await load
    expect(answered.filter((status) => status !== 200)).toEqual([])
  }, 120_000)

  it('keeps one state for every API node: events posted through either are read through either', async () => {
    const ids = Array.from({ length: 6 }, () => randomUUID())
    for (const eventId of ids) {
      const posted = await fetch(`${cluster.url}/e?projectId=${project.projectId}`, {
        method: 'POST',
        headers: { ...asServer, 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId,
          url: 'http://app.localhost/',
          domain: 'app.localhost',
          timestamp: Date.now(),
          props: { event: 'MODAL_OPEN' },
        }),
      })
      expect(posted.status).toBe(202)
    }
    // Each node alone (not the balancer) has every event: the state is the database's, not a node's.
    for (const name of ['api1', 'api2']) {
      const read = await fetch(`${node(name).url}/e?projectId=${project.projectId}&limit=100`, {
        headers: { authorization: `Bearer ${adminKey}` },
      })
      const { events } = (await read.json()) as { events: { eventId: string }[] }
      expect(events.map((event) => event.eventId)).toEqual(expect.arrayContaining(ids))
    }
  }, 60_000)

  it('pairs a dApp and a wallet on different relay nodes, and keeps the session when a relay node dies', async () => {
    const relayUrl = cluster.url.replace('http', 'ws')
    // The balancer gives each socket the relay node with the fewest: the two land on different nodes.
    const cleanups: (() => unknown)[] = []
    const dapp = await testSignClient('cluster-dapp', relayUrl, cleanups)
    const wallet = await testSignClient('cluster-wallet', relayUrl, cleanups)
    try {
      const signed: string[] = []
      wallet.on('session_request', ({ params }) => signed.push(String(params.request.params[0])))
      const { sign } = await pairWithWallet(dapp, wallet)
      expect(await sign('before')).toBe('signed:before')
      await node('relay1').kill()
      // Both clients reconnect through the balancer to the node left; the mailbox is Redis's.
      expect(await sign('after')).toBe('signed:after')
      expect(signed).toEqual(['before', 'after'])
      await node('relay1').start()
    } finally {
      for (const cleanup of cleanups) await cleanup()
    }
  }, 180_000)
})
