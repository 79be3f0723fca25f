/**
 * `npm run bench:routes`: a seeded route fuzz against a cloud on a real anvil chain: every route with
 * bad encodings, traversal, SQL strings, huge and malformed bodies, no or forged Origin. Prints the
 * answers by status and the 5xx count; exits non-zero if there is any 5xx. Bounded by its count.
 */
import { fuzzRoutes } from '../src/testing/fuzzRoutes.js'
import { startFuzzTarget } from '../src/testing/fuzzTarget.js'

const COUNT = Number(process.env.FUZZ_COUNT ?? 20_000)
const { cloud, stop } = await startFuzzTarget()
try {
  const started = performance.now()
  const result = await fuzzRoutes(cloud.url, { count: COUNT, seed: 7 })
  const seconds = (performance.now() - started) / 1000
  const statuses = Object.entries(result.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
  console.log(`route fuzz: ${result.sent} requests in ${seconds.toFixed(1)} s; by status ${statuses}`)
  console.log(`route fuzz: ${result.serverErrors.length} answers with a 5xx`)
  for (const line of result.serverErrors.slice(0, 20)) console.log(`  ${line}`)
  process.exitCode = result.serverErrors.length === 0 ? 0 : 1
} finally {
  await stop()
}
