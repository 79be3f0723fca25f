/**
 * `npm run bench:relay`: relay throughput and delivery latency on loopback, and directory search
 * latency. Prints figures; asserts nothing. Bounded: it stops by itself after at most 60 s.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import { createCloudServer } from '../src/http/createCloudServer.js'

const CLIENTS = 200
const MESSAGES_PER_CLIENT = 50
const DEADLINE_MS = 60_000

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const topicOf = (i: number) => i.toString(16).padStart(64, '0')

const dir = mkdtempSync(join(tmpdir(), 'relay-bench-'))
const cloud = await createCloudServer({ port: 0, relayDbPath: join(dir, 'relay.db') })
const relayUrl = `${cloud.url.replace('http', 'ws')}/?projectId=airlock-demo`
const latencies: number[] = []
const expected = CLIENTS * MESSAGES_PER_CLIENT
let received = 0
let done: () => void = () => undefined
const allReceived = new Promise<void>((resolve) => {
  done = resolve
})

const sockets = await Promise.all(
  Array.from({ length: CLIENTS }, async (_, i) => {
    const socket = new WebSocket(relayUrl)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
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
    `${Math.round(received / seconds)} msg/s; delivery latency p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
)

// Directory search latency over HTTP, 200 searches.
const times: number[] = []
for (let i = 0; i < 200; i++) {
  const t0 = performance.now()
  const response = await fetch(
    `${cloud.url}/getWallets?projectId=airlock-demo&entries=100&search=${['meta', 'wallet', 'ra', 'x'][i % 4]}`,
  )
  await response.json()
  times.push(performance.now() - t0)
}
times.sort((a, b) => a - b)
console.log(
  `directory search: 200 requests, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
)

for (const socket of sockets) socket.terminate()
await cloud.close()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
