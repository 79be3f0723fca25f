import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

let cloud: RunningCloud
beforeAll(async () => {
  cloud = await createCloudServer({
    port: 0,
    modalOrigins: ['http://modal.localhost:5174'],
    limits: {
      // A refill this slow cannot hand out a token between two requests, however loaded the machine.
      requestsPerSecond: 0.05,
      burst: 10,
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      timeoutCheckMs: 50,
    },
  })
})
afterAll(() => cloud.close())

/** Writes raw bytes and resolves with everything the server sends until it closes the connection. */
function raw(chunks: string[]): Promise<string> {
  const { port } = new URL(cloud.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      for (const chunk of chunks) socket.write(chunk)
    })
    let answer = ''
    socket.on('data', (data) => {
      answer += data
    })
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('limits a stranger meets', () => {
  it('answers 408 to a client that never finishes its headers', async () => {
    const answer = await raw(['GET /health HTTP/1.1\r\nHost: cloud\r\n'])
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('answers 408 to a client that never finishes its body', async () => {
    const answer = await raw([
      'POST /e?projectId=airlock-demo HTTP/1.1\r\nHost: cloud\r\nOrigin: http://modal.localhost:5174\r\n' +
        'x-airlock-host-origin: http://app.localhost:5173\r\nContent-Length: 1000\r\n\r\n{"a":',
    ])
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('answers 400 to a request target that is no URL, and keeps serving', async () => {
    const answer = await raw(['GET //[ HTTP/1.1\r\nHost: cloud\r\nConnection: close\r\n\r\n'])
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('{"message":"Bad request"}')
    expect((await fetch(`${cloud.url}/health`)).status).toBe(200)
  })

  it('answers 413 to a body announced over the route limit', async () => {
    const response = await fetch(`${cloud.url}/e?projectId=airlock-demo`, {
      method: 'POST',
      headers: {
        origin: 'http://modal.localhost:5174',
        'x-airlock-host-origin': 'http://app.localhost:5173',
      },
      body: 'x'.repeat(64 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Request body too large' })
  })

  it('answers 429 with Retry-After past the burst, per client address', async () => {
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${cloud.url}/health`)
      statuses.push(response.status)
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after')
        expect(await response.json()).toEqual({ message: 'Too many requests' })
      } else await response.body?.cancel()
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(12)
    expect(statuses.at(-1)).toBe(429)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
  })
})
