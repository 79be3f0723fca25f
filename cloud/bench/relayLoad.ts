/**
 * Relay load for the benches: PAIRS publisher->subscriber pairs through any relay URLs, and one-at-a-time round
 * trips. Figures only; nothing asserted.
 */
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { relayTestClient } from '../src/relay/relayTestClient.js'

export const PAIRS = 50
export const MESSAGES_PER_PAIR = 100
export const ROUND_TRIPS = 300
const PHASE_DEADLINE_MS = 60_000
/** cloud/projects.json's bench project: the bench calls as a server would, with the project key. */
const BENCH_KEY = 'dev-only-bench-secret'
/** The bench measures the relay, not the per-socket rate limits a normal client stays far below. */
export const benchRelayLimits = {
  messagesPerSecond: 1_000_000,
  messageBurst: 1_000_000,
  bytesPerSecond: 1_000_000_000,
  byteBurst: 1_000_000_000,
  handshakeBurst: 10_000,
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const topicOf = (i: number) => i.toString(16).padStart(64, '0')
export const ms = (value: number) => `${value.toFixed(2)} ms`

async function open(relayUrl: string) {
  const auth = await signJWT('bench', relayUrl, 86_400, generateKeyPair())
  const socket = new WebSocket(
    `${relayUrl}/?${new URLSearchParams({ projectId: 'bench', key: BENCH_KEY, auth })}`,
  )
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return socket
}

/** PAIRS publishers on `from`, each sending MESSAGES_PER_PAIR to its own subscriber on `to`. */
export async function load(from: string, to: string, run: number) {
  const latencies: number[] = []
  const expected = PAIRS * MESSAGES_PER_PAIR
  let received = 0
  let done: () => void = () => undefined
  const allReceived = new Promise<void>((resolve) => {
    done = resolve
  })
  const subscribers = await Promise.all(
    Array.from({ length: PAIRS }, async (_, i) => {
      const client = relayTestClient(await open(to))
      client.socket.on('message', (data) => {
        const payload = JSON.parse(data.toString())
        if (payload.method !== 'irn_subscription') return
        latencies.push(performance.now() - Number(payload.params.data.message.split(' ')[0]))
        if (++received === expected) done()
      })
      await client.request('irn_subscribe', { topic: topicOf(run * 1000 + i) })
      return client
    }),
  )
  const publishers = await Promise.all(Array.from({ length: PAIRS }, () => open(from)))
  const started = performance.now()
  let id = 1
  for (let round = 0; round < MESSAGES_PER_PAIR; round++) {
    publishers.forEach((socket, i) => {
      const params = {
        topic: topicOf(run * 1000 + i),
        message: `${performance.now()} ${round}`,
        ttl: 300,
        tag: 1,
      }
      socket.send(JSON.stringify({ id: id++, jsonrpc: '2.0', method: 'irn_publish', params }))
    })
    // Let deliveries interleave with publishing, as real traffic does.
    await new Promise((resolve) => setImmediate(resolve))
  }
  const timeout = setTimeout(done, PHASE_DEADLINE_MS)
  await allReceived
  clearTimeout(timeout)
  const seconds = (performance.now() - started) / 1000
  for (const socket of publishers) socket.terminate()
  for (const client of subscribers) client.socket.terminate()
  return { received, expected, rate: received / seconds, latencies: latencies.sort((a, b) => a - b) }
}

/** One publish at a time, each waiting for its delivery: latency without queueing. */
export async function roundTrips(from: string, to: string, run: number) {
  const sender = relayTestClient(await open(from))
  const receiver = relayTestClient(await open(to))
  const topic = topicOf(run * 1000 + 999)
  await receiver.request('irn_subscribe', { topic })
  const times: number[] = []
  const deadline = performance.now() + PHASE_DEADLINE_MS
  for (let i = 0; i < ROUND_TRIPS && performance.now() < deadline; i++) {
    const t0 = performance.now()
    sender.socket.send(
      JSON.stringify({
        id: i + 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message: `trip ${i}`, ttl: 300 },
      }),
    )
    await receiver.nextPush()
    times.push(performance.now() - t0)
  }
  sender.socket.terminate()
  receiver.socket.terminate()
  return times.sort((a, b) => a - b)
}
