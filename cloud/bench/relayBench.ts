/**
 * `npm run bench:relay`: relay throughput and delivery latency on loopback, a normal client's
 * delivery latency while another socket floods, and directory search latency. Prints figures;
 * asserts nothing. Bounded: each phase stops by itself (at most ~90 s in all).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { createCloudServer } from '../src/http/createCloudServer.js'
import { relayTestClient } from '../src/relay/relayTestClient.js'

const CLIENTS = 200
const MESSAGES_PER_CLIENT = 50
const DEADLINE_MS = 60_000
/** cloud/projects.json's bench project: the bench calls as a server would, with the project key. */
const BENCH_KEY = 'dev-only-bench-secret'
/** Per phase, and under the default per-socket burst (200), so the normal client stays a normal one. */
const ROUND_TRIPS = 150
const FLOOD_DEADLINE_MS = 20_000
/** Whatever happens (a lost delivery, a refused socket), the bench ends by then. */
const WATCHDOG_MS = 150_000
/** Publishes the flooder keeps in flight: it sends as fast as the relay reads. */
const FLOOD_WINDOW = 64

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const topicOf = (i: number) => i.toString(16).padStart(64, '0')
const ms = (value: number) => `${value.toFixed(1)} ms`

setTimeout(() => {
  console.error(`relay bench: stopped after ${WATCHDOG_MS / 1000} s without finishing`)
  process.exit(1)
}, WATCHDOG_MS).unref()

const dir = mkdtempSync(join(tmpdir(), 'relay-bench-'))
const cloud = await createCloudServer({ port: 0, relayDbPath: join(dir, 'relay.db') })
const wsBase = cloud.url.replace(/^http/, 'ws')

/** A relay URL as a server-side client uses it: the bench project's key and a signed auth token. */
async function relayUrl(keyPair = generateKeyPair()) {
  const auth = await signJWT('bench', wsBase, 86_400, keyPair)
  return `${wsBase}/?${new URLSearchParams({ projectId: 'bench', key: BENCH_KEY, auth })}`
}

async function open(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return socket
}

// Throughput: CLIENTS sockets each publishing MESSAGES_PER_CLIENT to the next one's topic.
const latencies: number[] = []
const expected = CLIENTS * MESSAGES_PER_CLIENT
let received = 0
let done: () => void = () => undefined
const allReceived = new Promise<void>((resolve) => {
  done = resolve
})

const sockets = await Promise.all(
  Array.from({ length: CLIENTS }, async (_, i) => {
    const socket = await open(await relayUrl())
    socket.on('message', (data) => {
      const payload = JSON.parse(data.toString())
      if (payload.method !== 'irn_subscription') return
      socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      latencies.push(performance.now() - Number(payload.params.data.message))
      if (++received === expected) done()
    })
    const subscribed = new Promise((resolve) => socket.once('message', resolve))
    socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: topicOf(i) } }),
    )
    await subscribed
    return socket
  }),
)

const started = performance.now()
let id = 10
for (let round = 0; round < MESSAGES_PER_CLIENT; round++) {
  for (let i = 0; i < CLIENTS; i++) {
    const message = String(performance.now())
    const topic = topicOf((i + 1) % CLIENTS)
    ;(sockets[i] as WebSocket).send(
      JSON.stringify({
        id: id++,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message, ttl: 300, tag: 1 },
      }),
    )
  }
  // Let deliveries interleave with publishing, as real traffic does.
  await new Promise((resolve) => setImmediate(resolve))
}
const timeout = setTimeout(done, DEADLINE_MS)
await allReceived
clearTimeout(timeout)
const seconds = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
console.log(
  `relay: ${CLIENTS} clients, ${received}/${expected} messages delivered in ${seconds.toFixed(2)} s = ` +
    `${Math.round(received / seconds)} msg/s; delivery latency p50 ${ms(percentile(latencies, 50))}, ` +
    `p99 ${ms(percentile(latencies, 99))}`,
)
for (const socket of sockets) socket.terminate()

// A normal client's publish -> delivery round trips, first quiet, then while one socket floods.
async function roundTrips(label: string, topic: string, deadline: number) {
  const sender = relayTestClient(await open(await relayUrl()))
  const receiver = relayTestClient(await open(await relayUrl()))
  await receiver.request('irn_subscribe', { topic })
  const times: number[] = []
  for (let i = 0; i < ROUND_TRIPS && performance.now() < deadline; i++) {
    const t0 = performance.now()
    const answer = await sender.request('irn_publish', { topic, message: `${label} ${i}`, ttl: 300 })
    if (answer.error) {
      console.log(`relay bench: the normal client's publish was refused: ${answer.error.message}`)
      break
    }
    await receiver.nextPush()
    times.push(performance.now() - t0)
  }
  sender.socket.terminate()
  receiver.socket.terminate()
  return times.sort((a, b) => a - b)
}
const quiet = await roundTrips('quiet', topicOf(1001), performance.now() + FLOOD_DEADLINE_MS)
const flooderTopic = topicOf(1000)

const flood = { answered: 0, throttled: 0, refused: 0, stop: false }
const flooderKey = generateKeyPair()
async function floodOnce() {
  let socket: WebSocket
  try {
    socket = await open(await relayUrl(flooderKey))
  } catch {
    // 429, too many handshakes from this address: back off a little rather than measure a connect storm.
    flood.refused++
    await new Promise((resolve) => setTimeout(resolve, 100))
    return
  }
  const flooder = relayTestClient(socket)
  let closed = false
  flooder.closed.then(({ code }) => {
    closed = true
    if (code === 1013) flood.throttled++
  })
  const padding = 'f'.repeat(200)
  for (let n = 0; !closed && !flood.stop; ) {
    const window = Array.from({ length: FLOOD_WINDOW }, () =>
      flooder
        .request('irn_publish', { topic: flooderTopic, message: `${n++}${padding}`, ttl: 86_400 })
        .then(() => flood.answered++),
    )
    await Promise.race([Promise.all(window), flooder.closed])
  }
  socket.terminate()
}
const flooding = (async () => {
  // One socket at a time, reconnecting as soon as it is cut, as a hostile client would.
  while (!flood.stop) await floodOnce()
})()
const floodStarted = performance.now()
const loaded = await roundTrips('flood', topicOf(1002), floodStarted + FLOOD_DEADLINE_MS)
flood.stop = true
await flooding
const floodSeconds = (performance.now() - floodStarted) / 1000
console.log(
  `relay under flood: normal client publish->delivery p50 ${ms(percentile(loaded, 50))}, ` +
    `p99 ${ms(percentile(loaded, 99))} over ${loaded.length} round trips ` +
    `(quiet: p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))}); ` +
    `flooder: ${flood.answered} publishes answered in ${floodSeconds.toFixed(2)} s, ` +
    `${flood.throttled} sockets closed with 1013, ${flood.refused} handshakes refused`,
)

// Directory search latency over HTTP, 200 searches.
const times: number[] = []
for (let i = 0; i < 200; i++) {
  const t0 = performance.now()
  const response = await fetch(
    `${cloud.url}/getWallets?projectId=bench&entries=100&search=${['meta', 'wallet', 'ra', 'x'][i % 4]}`,
    { headers: { authorization: `Bearer ${BENCH_KEY}` } },
  )
  await response.json()
  times.push(performance.now() - t0)
}
times.sort((a, b) => a - b)
console.log(
  `directory search: 200 requests, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
)

await cloud.close()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
