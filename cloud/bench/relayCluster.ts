/**
 * `npm run bench:relay-cluster`: relay throughput and publish->deliver latency for one node on the
 * embedded mailbox (SQLite), one node on Redis, and two nodes on Redis (publishers on A,
 * subscribers on B). Prints figures; asserts nothing. Each phase is bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startRedis } from '../src/infra/startRedis.js'
import { type RelayNodeParameters, type RunningRelayNode, startRelayNode } from '../src/relay/relayNode.js'
import {
  benchRelayLimits as limits,
  load,
  MESSAGES_PER_PAIR,
  ms,
  PAIRS,
  percentile,
  ROUND_TRIPS,
  roundTrips,
} from './relayLoad.js'

const WATCHDOG_MS = 300_000
setTimeout(() => {
  console.error(`relay cluster bench: stopped after ${WATCHDOG_MS / 1000} s without finishing`)
  process.exit(1)
}, WATCHDOG_MS).unref()

async function measure(label: string, nodes: RunningRelayNode[], run: number) {
  const from = nodes[0] as RunningRelayNode
  const to = nodes.at(-1) as RunningRelayNode
  const loaded = await load(from.relayUrl, to.relayUrl, run)
  const quiet = await roundTrips(from.relayUrl, to.relayUrl, run)
  console.log(
    `${label}: ${loaded.received}/${loaded.expected} delivered, ${Math.round(loaded.rate)} msg/s, ` +
      `publish->deliver under load p50 ${ms(percentile(loaded.latencies, 50))} p99 ${ms(percentile(loaded.latencies, 99))}; ` +
      `one at a time p50 ${ms(percentile(quiet, 50))} p99 ${ms(percentile(quiet, 99))}`,
  )
  for (const node of nodes) await node.close()
}

console.log(
  `relay cluster bench: ${cpus().length} CPUs, ${PAIRS} publisher->subscriber pairs x ${MESSAGES_PER_PAIR} messages, ` +
    `then ${ROUND_TRIPS} sequential round trips`,
)
const dir = mkdtempSync(join(tmpdir(), 'relay-cluster-bench-'))
const redis = await startRedis()
const start = (options: RelayNodeParameters) => startRelayNode({ limits, ...options })
try {
  await measure('one node, embedded (SQLite)', [await start({ dbPath: join(dir, 'relay.db') })], 1)
  const cluster = (prefix: string) => ({ cluster: { redisUrl: redis.url, prefix } })
  await measure('one node on Redis', [await start(cluster('one:'))], 2)
  await measure(
    'two nodes on Redis (publishers on A, subscribers on B)',
    [await start(cluster('two:')), await start(cluster('two:'))],
    3,
  )
} finally {
  await redis.stop()
  rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
