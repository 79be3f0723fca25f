import { type Devnet, deployDevnet, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createCloudServer, type RunningCloud } from '../src/http/createCloudServer.js'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

export interface BenchCloud {
  cloud: RunningCloud
  devnet: Devnet
  /** A server-to-server call to a project route, as the dev project (its secret key). */
  get(path: string): Promise<Response>
  stop(): Promise<void>
}

/**
 * A cloud over a real anvil with the devnet, for a bench that gives up after `deadlineMs`. The rate
 * limit is lifted: a bench is one client at full speed, and the limit would only measure itself.
 */
export async function startBenchCloud(name: string, deadlineMs: number): Promise<BenchCloud> {
  const anvil = await startAnvil({ port: await freePort() })
  const devnet = await deployDevnet(anvil.url)
  const cloud = await createCloudServer({
    port: 0,
    chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet } },
    limits: {
      requestsPerSecond: 1_000_000,
      burst: 1_000_000,
      rpcCallsPerSecond: 1_000_000,
      rpcCallBurst: 1_000_000,
    },
  })
  const timer = setTimeout(() => {
    console.error(`${name}: gave up after ${deadlineMs / 1000} s`)
    process.exit(1)
  }, deadlineMs)
  return {
    cloud,
    devnet,
    get: (path) =>
      fetch(`${cloud.url}${path}&projectId=airlock-e2e`, {
        headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
      }),
    async stop() {
      clearTimeout(timer)
      await cloud.close()
      await anvil.stop()
    },
  }
}

/**
 * Runs `call(0..requests-1)` with `concurrency` in flight and says how fast: p50 and p99 latency and
 * requests per second. A call throws on a wrong answer, which ends the bench.
 */
export async function measureLatency(
  requests: number,
  concurrency: number,
  call: (i: number) => Promise<void>,
): Promise<string> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < requests) {
      const i = next++
      const t0 = performance.now()
      await call(i)
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return (
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
    `${Math.round(latencies.length / seconds)} req/s`
  )
}
