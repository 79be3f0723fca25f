/**
 * `npm run bench:solana-flood`: floods of the dev Solana node's PubSub and the cloud's `/health`
 * latency meanwhile, as `npm start` runs them: the node and the cloud in one process. Two floods:
 * issue 35's (30 sockets x 1,000 slotSubscribe, all sent at once), and one that stays within every
 * cap (64 sockets x 100 slotSubscribe, held open: each slot notifies 6,400 subscriptions). Per flood,
 * three processes: a fresh server, the flooder, and this one probing `/health` every 10 ms (quiet
 * first, then during the flood). Prints figures; asserts nothing. Bounded: each phase ends by itself
 * and a watchdog stops everything after 150 s.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { WebSocket } from 'ws'

const FLOODS = [
  { label: "issue 35's flood", sockets: 30, subscribes: 1_000 },
  { label: 'a flood within the caps', sockets: 64, subscribes: 100 },
]
const PROBE_EVERY_MS = 10
const QUIET_PROBES = 300
/** How long the probes go on once the flood starts: its subscribes, then slots notifying them. */
const FLOOD_MS = 10_000
const WATCHDOG_MS = 150_000

const self = fileURLToPath(import.meta.url)
const mode = process.argv[2]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const ms = (value: number) => `${value.toFixed(1)} ms`
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return `median ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (${sorted.length} probes)`
}

/** The node and the cloud in one process, as cloud/src/main.ts starts them. */
async function serve() {
  const { solanaLocalnetChains, startSolanaRpc } = await import('@airlock/dev-cloud')
  const { createCloudServer } = await import('../src/http/createCloudServer.js')
  const { freePort } = await import('@airlock/node-kit')
  const solana = await startSolanaRpc({ port: await freePort(), pubsubOnNextPort: false })
  const cloud = await createCloudServer({
    port: 0,
    rpcUpstreams: { [solana.chainId]: [solana.url] },
    solanaChains: solanaLocalnetChains(solana.url),
    // The prober's 100 requests a second are not what is measured.
    limits: { requestsPerSecond: 1_000_000, burst: 1_000_000 },
  })
  process.send?.({ cloud: cloud.url, ws: solana.wsUrl })
}

/** Opens the sockets, sends every subscribe at once, and counts what comes back until told to stop. */
async function flood(url: string, sockets: number, subscribes: number) {
  process.send?.({ ready: true })
  await new Promise((resolve) => process.once('message', resolve))
  const tally = {
    opened: 0,
    refusedSockets: 0,
    subscribed: 0,
    refused: 0,
    notifications: 0,
    closes: {} as Record<string, number>,
  }
  const messages = new Map<string, number>()
  const opened = await Promise.all(
    Array.from({ length: sockets }, async (_, s) => {
      const socket = new WebSocket(url)
      const open = await new Promise<boolean>((resolve) => {
        socket.once('open', () => resolve(true))
        socket.once('error', () => resolve(false))
      })
      if (!open) {
        tally.refusedSockets++
        return undefined
      }
      tally.opened++
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          result?: unknown
          error?: { message: string }
          method?: string
        }
        if (message.method) tally.notifications++
        else if (message.error) {
          tally.refused++
          messages.set(message.error.message, (messages.get(message.error.message) ?? 0) + 1)
        } else tally.subscribed++
      })
      socket.on('close', (code, reason) => {
        const key = `${code} ${reason}`
        tally.closes[key] = (tally.closes[key] ?? 0) + 1
      })
      for (let i = 0; i < subscribes; i++)
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: s * subscribes + i, method: 'slotSubscribe' }))
      return socket
    }),
  )
  process.once('message', () => {
    for (const socket of opened) socket?.terminate()
    process.send?.({ tally: { ...tally, errors: Object.fromEntries(messages) } })
  })
}

async function probe(url: string, count: number, until = Number.POSITIVE_INFINITY) {
  const samples: number[] = []
  let failures = 0
  for (let i = 0; i < count && performance.now() < until; i++) {
    const started = performance.now()
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(30_000) })
      await response.body?.cancel()
      if (response.status !== 200) failures++
    } catch {
      failures++
    }
    samples.push(performance.now() - started)
    const wait = PROBE_EVERY_MS - (performance.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
  return { samples, failures }
}

const once = <T>(child: ChildProcess) =>
  new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)))
const children: ChildProcess[] = []
const spawn = (...args: string[]) => {
  const child = fork(self, args, { execArgv: ['--import', 'tsx'] })
  children.push(child)
  return child
}
process.once('exit', () => {
  for (const child of children) child.kill()
})

async function measure({ label, sockets, subscribes }: (typeof FLOODS)[number]) {
  const server = spawn('serve')
  const urls = await once<{ cloud: string; ws: string }>(server)
  const quiet = await probe(urls.cloud, QUIET_PROBES)
  const flooder = spawn('flood', urls.ws, String(sockets), String(subscribes))
  await once<{ ready: true }>(flooder)
  flooder.send('go')
  const during = await probe(urls.cloud, Number.POSITIVE_INFINITY, performance.now() + FLOOD_MS)
  flooder.send('stop')
  const { tally } = await once<{ tally: Record<string, unknown> }>(flooder)
  // Killed, not asked: a stalled server would answer a polite stop only once its loop frees.
  flooder.kill('SIGKILL')
  server.kill('SIGKILL')
  console.log(`${label}: ${sockets} sockets x ${subscribes} slotSubscribe, node and cloud in one process`)
  console.log(`  cloud /health quiet:        ${summary(quiet.samples)}`)
  console.log(`  cloud /health during flood: ${summary(during.samples)}, ${during.failures} failed`)
  console.log(`  flooder: ${JSON.stringify(tally)}`)
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`solana flood bench: stopped after ${WATCHDOG_MS / 1000} s without finishing`)
    process.exit(1)
  }, WATCHDOG_MS)
  for (const flood of FLOODS) await measure(flood)
  clearTimeout(watchdog)
}

if (mode === 'serve') await serve()
else if (mode === 'flood')
  await flood(process.argv[3] as string, Number(process.argv[4]), Number(process.argv[5]))
else await main()
