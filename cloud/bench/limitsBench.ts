/**
 * `npm run bench:limits`: what a shared rate limit costs a request (issue 39). One client's takes
 * from the request budget in memory (the embedded default) and in Redis (one Lua script per take,
 * Redis from Debian on loopback), one after another (the latency a request waits) and 64 at once
 * (the throughput of one node's connection); then lease-lock rounds (acquire, run nothing,
 * release). Prints ops/s and p50/p99. Figures only, nothing asserted.
 */
import { cpus } from 'node:os'
import { startRedis } from '../src/infra/startRedis.js'
import { type Budget, createMemoryLimits, type SharedLimits } from '../src/limits/budgets.js'
import { openSharedLimits } from '../src/limits/sharedLimits.js'

const N = Number(process.env.BENCH_N ?? 20_000)
const CONCURRENT = 64

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

function line(name: string, count: number, total: number, times: number[]) {
  times.sort((a, b) => a - b)
  const rate = String(Math.round((count / total) * 1000)).padStart(8)
  return `${name.padEnd(28)} ${rate} ops/s  p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms`
}

/** `count` calls of `run`, `parallel` at a time; each call timed on its own. */
async function phase(name: string, count: number, parallel: number, run: (i: number) => Promise<unknown>) {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++
        const at = performance.now()
        await run(i)
        times.push(performance.now() - at)
      }
    }),
  )
  console.log(line(name, count, performance.now() - started, times))
}

async function measure(kind: string, limits: SharedLimits) {
  // Rate and burst high enough that every take is allowed: the cost of asking, not of refusing.
  const budget: Budget = limits.budget('bench', 1e9, 1e9)
  await phase(`${kind} take, 1 at a time`, N, 1, (i) => budget.take(`10.0.${i % 250}.1`))
  await phase(`${kind} take, ${CONCURRENT} at once`, N, CONCURRENT, (i) => budget.take(`10.0.${i % 250}.1`))
  const lock = limits.lock('bench')
  await phase(`${kind} lock round, 1 at a time`, N / 10, 1, (i) =>
    lock.withLock(`user:${i % 100}`, async () => i),
  )
}

console.log(`${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), N = ${N}`)
await measure('memory', createMemoryLimits())
const redis = await startRedis()
try {
  const limits = await openSharedLimits({ redisUrl: redis.url, keyPrefix: 'bench:' })
  await measure('redis', limits)
  await limits.close()
} finally {
  await redis.stop()
}
