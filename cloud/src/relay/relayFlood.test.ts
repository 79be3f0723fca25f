import { openedSocket } from '@airlock/node-kit/ws-handshake'
import { afterEach, describe, expect, it } from 'vitest'
import type { RelayLimits } from './relayLimits.js'
import { sdkToken } from './relayTestAuth.js'
import { relayTestClient } from './relayTestClient.js'
import { relayUrlWith, startRelay, walletProject } from './relayTestServer.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relay(limits: Partial<RelayLimits> = {}) {
  const running = await startRelay({ limits })
  cleanups.push(running.stop)
  const client = async () => {
    const auth = (await sdkToken(running.relayUrl)).token
    const socket = await openedSocket(relayUrlWith(running.relayUrl, { ...walletProject, auth }))
    cleanups.push(() => socket.terminate())
    return relayTestClient(socket)
  }
  return { ...running, client }
}

const topic = (n: number) => n.toString(16).padStart(64, '0')
/** Requests the flooder keeps in flight: pipelined, so it sends as fast as the relay reads. */
const WINDOW = 64

describe('relay under a flood', () => {
  it('keeps serving a normal client while one socket floods, and closes the flooder with 1013', async () => {
    const limits = { messageBurst: 2000, messagesPerSecond: 100 }
    const { client, relay: attached } = await relay(limits)
    const [sender, receiver, flooder] = [await client(), await client(), await client()]
    await receiver.request('irn_subscribe', { topic: topic(1) })

    let answered = 0
    let closed: { code: number; reason: string } | undefined
    flooder.closed.then((close) => {
      closed = close
    })
    const flood = async () => {
      const padding = 'f'.repeat(200)
      // Bounded so a relay without a rate limit fails the assertion below instead of running forever.
      for (let sent = 0; sent < 20 * limits.messageBurst && !closed; ) {
        const batch: Promise<unknown>[] = []
        for (let i = 0; i < WINDOW; i++, sent++) {
          const message = `${sent}${padding}`
          const answer = flooder.request('irn_publish', { topic: topic(2), message, ttl: 86_400 })
          batch.push(answer.then(() => answered++))
        }
        await Promise.race([Promise.all(batch), flooder.closed])
      }
      return closed ?? 'still open'
    }
    const roundTrips = async () => {
      const delivered: string[] = []
      const answers: unknown[] = []
      for (let i = 0; i < 30; i++) {
        answers.push(
          (await sender.request('irn_publish', { topic: topic(1), message: `trip ${i}`, ttl: 300 })).result,
        )
        delivered.push((await receiver.nextPush()).message)
      }
      return { delivered, answers }
    }

    const [flooderEnd, trips] = await Promise.all([flood(), roundTrips()])
    expect(trips.delivered).toEqual(Array.from({ length: 30 }, (_, i) => `trip ${i}`))
    expect(trips.answers).toEqual(Array(30).fill(true))
    expect(flooderEnd).toEqual({ code: 1013, reason: 'Too many requests' })
    // It really flooded: its whole burst went through before the cut.
    expect(answered).toBeGreaterThanOrEqual(limits.messageBurst - WINDOW)
    expect(attached.hub.stats().throttled).toBe(1)
    expect(sender.socket.readyState).toBe(sender.socket.OPEN)
    expect(receiver.socket.readyState).toBe(receiver.socket.OPEN)
  })
})

describe('relay frames', () => {
  it('closes a socket sending a frame over maxFrameBytes (1009) or a binary frame (1003)', async () => {
    const { client } = await relay({ maxFrameBytes: 4096 })
    const big = await client()
    big.socket.send('x'.repeat(5000))
    expect((await big.closed).code).toBe(1009)
    const binary = await client()
    binary.socket.send(Buffer.from('{}'))
    expect(await binary.closed).toEqual({ code: 1003, reason: 'Text frames only' })
  })
})
