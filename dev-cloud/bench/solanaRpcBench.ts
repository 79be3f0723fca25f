/**
 * `npm run bench:solana`: latency of the local Solana RPC (litesvm behind JSON-RPC) as a dApp sees it
 * through web3.js: getBalance, and sendTransaction + confirmation over the WebSocket (a SOL transfer
 * with sendAndConfirmTransaction). One call at a time, after a warm-up. Prints figures and the
 * methods served; asserts nothing. Bounded: 200 + 50 calls, and it gives up after 120 s.
 */
import { Keypair, SystemProgram, sendAndConfirmTransaction, Transaction } from '@solana/web3.js'
import { startTestSolana } from '../src/solana/solanaTestRpc.js'

const BALANCE_RUNS = 200
const SEND_RUNS = 50
const WARM_UP = 5

const giveUp = setTimeout(() => {
  console.error('solana bench: gave up after 120 s')
  process.exit(1)
}, 120_000)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
}

async function measure(runs: number, call: (i: number) => Promise<unknown>): Promise<string> {
  for (let i = 0; i < WARM_UP; i++) await call(runs + i)
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await call(i)
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(2)} ms`
  return `p50 ${ms(percentile(samples, 0.5))}, p99 ${ms(percentile(samples, 0.99))}, max ${ms(samples.at(-1) ?? 0)} (${runs} runs)`
}

const solana = await startTestSolana()
try {
  const { connection, dev } = solana
  const [payer, other] = dev as [Keypair, Keypair]
  const balance = await measure(BALANCE_RUNS, (i) => connection.getBalance((i % 2 ? payer : other).publicKey))
  // Recipients made beforehand: web3.js's key generation is not the node's time.
  const recipients = Array.from({ length: SEND_RUNS + WARM_UP }, () => Keypair.generate().publicKey)
  const send = await measure(SEND_RUNS, (i) =>
    sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: recipients[i] ?? other.publicKey,
          lamports: 1_000_000,
        }),
      ),
      [payer],
    ),
  )
  console.log(`solana rpc (litesvm), web3.js Connection on ${solana.rpc.url}`)
  console.log(`  getBalance:                           ${balance}`)
  console.log(`  sendTransaction + confirm (WebSocket): ${send}`)
  console.log(`  HTTP methods (${solana.rpc.methods.http.length}): ${solana.rpc.methods.http.join(', ')}`)
  console.log(`  WebSocket methods (${solana.rpc.methods.ws.length}): ${solana.rpc.methods.ws.join(', ')}`)
} finally {
  await solana.rpc.close()
  clearTimeout(giveUp)
  // web3.js keeps its WebSocket reconnecting to the closed node.
  process.exit(0)
}
