/**
 * `npm run bench:balance`: latency of GET /v1/account/{address}/balance on a real anvil chain with
 * the devnet's tokens, 50 requests in flight at a time. Prints figures; asserts nothing. Bounded:
 * 20 rounds of 50, and it gives up after 60 s.
 */
import { startAnvil } from '../src/anvil/startAnvil.js'
import { ANVIL_ACCOUNTS, deployDevnet } from '../src/chain/devnet.js'
import { createCloudServer } from '../src/http/createCloudServer.js'
import { freePort } from '../src/testing/freePort.js'

const CONCURRENCY = 50
const ROUNDS = 20
const DEADLINE_MS = 60_000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

const anvil = await startAnvil({ port: await freePort() })
const devnet = await deployDevnet(anvil.url)
const cloud = await createCloudServer({ port: 0, chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet } } })
const timer = setTimeout(() => {
  console.error(`balance bench: gave up after ${DEADLINE_MS / 1000} s`)
  process.exit(1)
}, DEADLINE_MS)
try {
  await cloud.blockchain?.sync()
  const latencies: number[] = []
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, i) => {
        const address = ANVIL_ACCOUNTS[i % ANVIL_ACCOUNTS.length]
        const t0 = performance.now()
        const response = await fetch(
          `${cloud.url}/v1/account/${address}/balance?currency=usd&chainId=eip155:31337&projectId=bench`,
        )
        const body = (await response.json()) as { balances?: unknown[] }
        if (!response.ok || !body.balances?.length) throw new Error(`bad answer: ${response.status}`)
        latencies.push(performance.now() - t0)
      }),
    )
  }
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  console.log(
    `balance endpoint, ${CONCURRENCY} concurrent, ${latencies.length} requests (native + 3 ERC-20 reads each): ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `${Math.round(latencies.length / seconds)} req/s`,
  )
} finally {
  clearTimeout(timer)
  await cloud.close()
  await anvil.stop()
}
