/**
 * `npm run bench:routes`: seeded route fuzzes against the cloud (on a real anvil chain and the local
 * Solana chain) and the wallet service (email, social, Farcaster, signing): every route with bad
 * encodings, traversal, SQL strings, huge and malformed bodies, no or forged Origin. Prints the
 * answers by status and the 5xx count of each; exits non-zero if there is any 5xx. Bounded by its count.
 */
import type { FuzzResult } from '../src/testing/fuzzRoutes.js'
import { fuzzRoutes } from '../src/testing/fuzzRoutes.js'
import { startFuzzTarget } from '../src/testing/fuzzTarget.js'
import { fuzzWalletRoutes } from '../src/testing/fuzzWalletRoutes.js'
import { startWalletFuzzTarget } from '../src/testing/walletFuzzTarget.js'

const COUNT = Number(process.env.FUZZ_COUNT ?? 20_000)

async function report(name: string, run: () => Promise<FuzzResult>) {
  const started = performance.now()
  const result = await run()
  const seconds = (performance.now() - started) / 1000
  const statuses = Object.entries(result.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
  console.log(`${name}: ${result.sent} requests in ${seconds.toFixed(1)} s; by status ${statuses}`)
  console.log(`${name}: ${result.serverErrors.length} answers with a 5xx`)
  for (const line of result.serverErrors.slice(0, 20)) console.log(`  ${line}`)
  return result.serverErrors.length
}

let errors = 0
const cloud = await startFuzzTarget()
try {
  errors += await report('cloud route fuzz', () => fuzzRoutes(cloud.cloud.url, { count: COUNT, seed: 7 }))
} finally {
  await cloud.stop()
}
const wallet = await startWalletFuzzTarget()
try {
  errors += await report('wallet route fuzz', () =>
    fuzzWalletRoutes(wallet.kit.server.url, { count: COUNT, seed: 7 }),
  )
} finally {
  await wallet.stop()
}
process.exitCode = errors === 0 ? 0 : 1
