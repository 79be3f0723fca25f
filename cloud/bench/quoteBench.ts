/**
 * `npm run bench:quotes`: GET /v1/convert/quotes on a real anvil chain with the devnet's Uniswap V2,
 * 50 requests in flight at a time, each a different amount, pair and user (reserves read, the
 * router's math, the swap's gas estimated). Prints p50/p99 latency and requests/s; asserts only that
 * every answer was a quote. Bounded: 2000 requests, and it gives up after 120 s.
 */
import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { NATIVE_TOKEN } from '../src/swap/quoteSwap.js'
import { measureLatency, startBenchCloud } from './latencyBench.js'

const CONCURRENCY = 50
const REQUESTS = 2000

const bench = await startBenchCloud('quote bench', 120_000)
const caip = (address: string) => `eip155:31337:${address.toLowerCase()}`
const [usdc, dai] = bench.devnet.tokens.map((t) => caip(t.address)) as [string, string]
const eth = caip(NATIVE_TOKEN)
// ETH -> token (the users hold ETH, so the gas is estimated); token -> token and token -> ETH (no
// allowance: the estimate reverts and the fallback answers).
const pairs: [string, string, bigint][] = [
  [eth, usdc, 10n ** 15n],
  [eth, dai, 10n ** 15n],
  [usdc, dai, 10n ** 4n],
  [dai, eth, 10n ** 16n],
]
try {
  const figures = await measureLatency(REQUESTS, CONCURRENCY, async (i) => {
    const [from, to, unit] = pairs[i % pairs.length] as [string, string, bigint]
    const query = new URLSearchParams({
      chainId: 'eip155:31337',
      amount: String(unit * BigInt(1 + (i % 997))),
      userAddress: ANVIL_ACCOUNTS[i % ANVIL_ACCOUNTS.length] as string,
      from,
      to,
    })
    const response = await bench.get(`/v1/convert/quotes?${query}`)
    const body = (await response.json()) as { quotes?: unknown[] }
    if (!response.ok || !body.quotes?.length) throw new Error(`bad answer: ${response.status}`)
  })
  console.log(
    `quotes endpoint, ${CONCURRENCY} concurrent, ${REQUESTS} requests (reserves + gas estimate each): ${figures}`,
  )
} finally {
  await bench.stop()
}
