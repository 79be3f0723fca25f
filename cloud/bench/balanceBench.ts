/**
 * `npm run bench:balance`: latency of GET /v1/account/{address}/balance on a real anvil chain with
 * the devnet's tokens, 50 requests in flight at a time. Prints figures; asserts nothing. Bounded:
 * 1000 requests, and it gives up after 60 s.
 */
import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { measureLatency, startBenchCloud } from './latencyBench.js'

const CONCURRENCY = 50
const REQUESTS = 1000

const bench = await startBenchCloud('balance bench', 60_000)
try {
  await bench.cloud.blockchain?.sync()
  const figures = await measureLatency(REQUESTS, CONCURRENCY, async (i) => {
    const address = ANVIL_ACCOUNTS[i % ANVIL_ACCOUNTS.length]
    const response = await bench.get(`/v1/account/${address}/balance?currency=usd&chainId=eip155:31337`)
    const body = (await response.json()) as { balances?: unknown[] }
    if (!response.ok || !body.balances?.length) throw new Error(`bad answer: ${response.status}`)
  })
  console.log(
    `balance endpoint, ${CONCURRENCY} concurrent, ${REQUESTS} requests ` +
      `(native + 3 ERC-20 reads + 2 pool reserves each): ${figures}`,
  )
} finally {
  await bench.stop()
}
