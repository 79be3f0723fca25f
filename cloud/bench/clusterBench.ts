/**
 * `npm run bench:cluster`: the cloud as a cluster on this machine (real processes behind HAProxy, on PostgreSQL
 * and Redis), one node against two behind the balancer, in one run: API requests/s and latency (GET /getWallets,
 * CONCURRENCY clients for SECONDS each), then relay messages/s and publish->deliver latency. Figures only. The load
 * generator shares the machine's cores with the nodes: say so beside any figure.
 */
import { cpus, loadavg } from 'node:os'
import { freePort } from '@airlock/node-kit'
import { type RunningCluster, startCluster } from '../../scripts/cluster.ts'
import { benchRelayLimits, load, ms, PAIRS, percentile, roundTrips } from './relayLoad.js'

const CONCURRENCY = 32
const SECONDS = 5
const WATCHDOG_MS = 600_000
const project = { projectId: 'bench', key: 'dev-only-bench-secret' }

setTimeout(() => {
  console.error(`cluster bench: stopped after ${WATCHDOG_MS / 1000} s without finishing`)
  process.exit(1)
}, WATCHDOG_MS).unref()

/** CONCURRENCY clients asking one after another for SECONDS: requests/s, and each request's latency. */
async function apiLoad(url: string) {
  const latencies: number[] = []
  let failed = 0
  const until = performance.now() + SECONDS * 1000
  const target = `${url}/getWallets?projectId=${project.projectId}&entries=10`
  const headers = { authorization: `Bearer ${project.key}` }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now()
        const response = await fetch(target, { headers }).catch(() => undefined)
        await response?.arrayBuffer()
        if (response?.status === 200) latencies.push(performance.now() - t0)
        else failed++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return `${Math.round(latencies.length / seconds)} req/s, p50 ${ms(percentile(latencies, 50))} p99 ${ms(percentile(latencies, 99))}, ${failed} failed`
}

async function relayFigures(from: string, to: string, run: number) {
  const loaded = await load(from, to, run)
  const quiet = await roundTrips(from, to, run)
  return (
    `${loaded.received}/${loaded.expected} delivered, ${Math.round(loaded.rate)} msg/s, under load p50 ` +
    `${ms(percentile(loaded.latencies, 50))} p99 ${ms(percentile(loaded.latencies, 99))}; one at a time p50 ` +
    `${ms(percentile(quiet, 50))} p99 ${ms(percentile(quiet, 99))}`
  )
}

const port = await freePort()
let cluster: RunningCluster | undefined
try {
  cluster = await startCluster({
    port,
    settings: {
      publicUrl: `http://127.0.0.1:${port}`,
      modalOrigins: ['http://modal.localhost:5174'],
      rpcUpstreams: {},
      directory: { devWalletUrl: 'http://devwallet.localhost:5176', devWalletOrder: 0, synthetic: 1000 },
      chains: {},
      solanaChains: {},
      treasuryKey: `0x${'11'.repeat(32)}`,
      // Every request comes from this one address: the bench measures the nodes, not a client's budget.
      limits: { requestsPerSecond: 10_000_000, burst: 10_000_000 },
      relayLimits: benchRelayLimits,
    },
  })
  const node = (name: string) => cluster?.nodes.find((n) => n.name === name)?.url as string
  console.log(
    `cluster bench: ${cpus().length} CPUs (nodes, PostgreSQL, Redis, HAProxy and this load generator share them), ` +
      `load average ${loadavg()[0]?.toFixed(1)}; API: ${CONCURRENCY} clients x ${SECONDS} s of GET /getWallets; ` +
      `relay: ${PAIRS} publisher->subscriber pairs, then sequential round trips`,
  )
  console.log(`API, one node directly:            ${await apiLoad(node('api1'))}`)
  console.log(`API, two nodes behind HAProxy:     ${await apiLoad(cluster.url)}`)
  const ws = (url: string) => url.replace('http', 'ws')
  console.log(
    `relay, one node directly:          ${await relayFigures(ws(node('relay1')), ws(node('relay1')), 1)}`,
  )
  // leastconn alternates the sockets: publishers and subscribers spread over both nodes.
  console.log(`relay, two nodes behind HAProxy:   ${await relayFigures(ws(cluster.url), ws(cluster.url), 2)}`)
} finally {
  await cluster?.stop()
}
process.exit(0)
