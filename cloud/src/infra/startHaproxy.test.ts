import { createServer, request as httpRequest, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { type RunningHaproxy, startHaproxy } from './startHaproxy.js'

/** A node answering its name (and /health), as an API node would. */
async function node(name: string): Promise<{ server: Server; address: string }> {
  const server = createServer((request, response) => response.end(request.url === '/health' ? 'ok' : name))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, address: `127.0.0.1:${(server.address() as { port: number }).port}` }
}

describe('HAProxy in front of the cluster', () => {
  let a: Awaited<ReturnType<typeof node>>
  let b: Awaited<ReturnType<typeof node>>
  let relay: Awaited<ReturnType<typeof node>>
  let balancer: RunningHaproxy
  beforeAll(async () => {
    ;[a, b, relay] = await Promise.all([node('a'), node('b'), node('relay')])
    const sockets = new WebSocketServer({ server: relay.server })
    sockets.on('connection', (socket) => socket.send('relay node'))
    balancer = await startHaproxy({ api: [a.address, b.address], relay: [relay.address] })
  })
  afterAll(async () => {
    await balancer?.stop()
    for (const { server } of [a, b, relay]) {
      server.closeAllConnections()
      server.close()
    }
  })

  const ask = async () => (await fetch(`${balancer.url}/v1/x`)).text()

  it('spreads requests over the API nodes and sends WebSockets to the relay nodes', async () => {
    await expect.poll(async () => new Set(await Promise.all([ask(), ask(), ask(), ask()])).size).toBe(2)
    const socket = new WebSocket(balancer.url.replace('http', 'ws'))
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)))
      socket.once('error', reject)
    })
    socket.close()
    expect(first).toBe('relay node')
  })

  it('answers every request from the other node once one is killed', async () => {
    await expect
      .poll(() => balancer.servers())
      .toEqual([
        { backend: 'api', server: 'api1', status: 'UP' },
        { backend: 'api', server: 'api2', status: 'UP' },
        { backend: 'relay', server: 'relay1', status: 'UP' },
      ])
    a.server.closeAllConnections()
    await new Promise((resolve) => a.server.close(resolve))
    // Failed connections are retried on the other node: no request fails, even before the check marks `a` down.
    const answers = await Promise.all(Array.from({ length: 40 }, ask))
    expect(new Set(answers)).toEqual(new Set(['b']))
    // The operator sees it down by the balancer's own checks.
    await expect
      .poll(async () => (await balancer.servers()).find((s) => s.server === 'api1')?.status)
      .toBe('DOWN')
  })
})

describe('HAProxy and a node that dies while answering', () => {
  let crashing: Server
  let balancer: RunningHaproxy
  const attempts = { GET: 0, POST: 0, event: 0 }
  beforeAll(async () => {
    // Healthy by its checks, but it drops every other request unanswered, as a node killed mid-request does.
    crashing = createServer((request, response) => {
      if (request.url === '/health') return response.end('ok')
      if (request.url?.startsWith('/e?')) attempts.event++
      else attempts[request.method as 'GET' | 'POST']++
      request.resume()
      request.once('end', () => request.socket.destroy())
    })
    await new Promise<void>((resolve) => crashing.listen(0, '127.0.0.1', resolve))
    const address = `127.0.0.1:${(crashing.address() as { port: number }).port}`
    balancer = await startHaproxy({ api: [address], relay: [address] })
  })
  afterAll(async () => {
    await balancer?.stop()
    crashing.closeAllConnections()
    crashing.close()
  })

  it('retries a GET whose answer never came, never a POST it may have applied', async () => {
    await expect.poll(async () => (await balancer.servers()).every((s) => s.status === 'UP')).toBe(true)
    const post = await fetch(`${balancer.url}/v1/sessions`, { method: 'POST', body: '{"pay":1}' })
    expect(post.status).toBe(502)
    expect(attempts.POST).toBe(1)
    const get = await fetch(`${balancer.url}/v1/x`)
    expect(get.status).toBe(502)
    expect(attempts.GET).toBeGreaterThan(1)
  })

  it('sends an analytics event again: the sink keeps the first copy of its eventId', async () => {
    // On a connection of its own: the balancer closed the one its last 502 went out on.
    const status = await new Promise<number | undefined>((resolve, reject) =>
      httpRequest(`${balancer.url}/e?projectId=p`, { method: 'POST', agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
        .on('error', reject)
        .end('{"eventId":"x"}'),
    )
    expect(status).toBe(502)
    expect(attempts.event).toBeGreaterThan(1)
  })
})
