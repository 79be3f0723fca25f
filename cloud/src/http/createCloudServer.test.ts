import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

let cloud: RunningCloud
let upstream: Server
beforeAll(async () => {
  // A JSON-RPC node standing in for anvil: answers eth_chainId.
  upstream = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id } = JSON.parse(body)
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7a69' }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const port = (upstream.address() as { port: number }).port
  cloud = await createCloudServer({ port: 0, rpcUpstreams: { 'eip155:31337': [`http://127.0.0.1:${port}`] } })
})
afterAll(async () => {
  await cloud.close()
  await new Promise((resolve) => upstream.close(resolve))
})

const get = (path: string, init?: RequestInit) => fetch(`${cloud.url}${path}`, init)

describe('cloud HTTP API', () => {
  it('serves the real wallet directory with paging and search', async () => {
    const page = (await (await get('/getWallets?projectId=airlock-demo&page=1&entries=4')).json()) as {
      count: number
      data: { name: string }[]
    }
    expect(page.count).toBeGreaterThan(50)
    expect(page.data.map((w) => w.name)).toEqual(['MetaMask', 'Trust', 'Coinbase Wallet', 'Rainbow'])
    const search = (await (await get('/getWallets?projectId=airlock-demo&search=%20rabby%20')).json()) as {
      data: { name: string }[]
    }
    expect(search.data.map((w) => w.name)).toEqual(['Rabby Wallet'])
  })

  it('answers bad parameters with 400 and a message', async () => {
    const response = await get('/getWallets?projectId=airlock-demo&entries=5000')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid query: entries' })
  })

  it('serves wallet images and refuses unknown ids and traversal', async () => {
    const page = (await (await get('/getWallets?projectId=airlock-demo&search=MetaMask')).json()) as {
      data: { image_id: string }[]
    }
    const image = await get(`/getWalletImage/${page.data[0]?.image_id}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('<svg')
    expect((await get('/getWalletImage/ffffffffffffffff')).status).toBe(404)
    const network = await get('/public/getAssetImage/ethereum')
    expect(network.status).toBe(200)
    expect(await network.text()).toContain('<svg')
    expect((await get('/public/getTokenImage/nope')).status).toBe(404)
    expect((await get('/public/getAssetImage/..%2Fwallets.json')).status).toBe(404)
    expect((await get('/getWalletImage/..%2F..%2Fpackage.json')).status).toBe(404)
  })

  it('refuses unknown projects and origins off the allowlist with the server messages', async () => {
    const unknown = await get('/getWallets?projectId=nope')
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key' })
    const foreign = await get('/getWallets?projectId=airlock-demo', {
      headers: { 'x-airlock-host-origin': 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
    const allowed = await get('/getWallets?projectId=airlock-demo', {
      headers: { 'x-airlock-host-origin': 'http://app.localhost:5173' },
    })
    expect(allowed.status).toBe(200)
  })

  it('answers CORS preflight and unknown routes', async () => {
    const preflight = await get('/getWallets', { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await get('/nope')).status).toBe(404)
    expect(await (await get('/getAnalyticsConfig?projectId=airlock-demo')).json()).toEqual({
      isAnalyticsEnabled: true,
    })
  })

  it('proxies JSON-RPC for supported chains and lists them', async () => {
    expect(await (await get('/v1/supported-chains')).json()).toEqual({ http: ['eip155:31337'], ws: [] })
    const rpc = {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    }
    const answer = await get('/v1/?chainId=eip155:31337&projectId=airlock-demo', rpc)
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    expect((await get('/v1/?chainId=eip155:1&projectId=airlock-demo', rpc)).status).toBe(400)
    expect((await get('/v1/?chainId=eip155:31337&projectId=nope', rpc)).status).toBe(401)
  })

  it('stores analytics events and shows them back, refusing bad ones', async () => {
    const event = {
      eventId: crypto.randomUUID(),
      url: 'http://app.localhost/',
      domain: 'app.localhost',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    const post = (body: unknown) =>
      get('/e?projectId=airlock-demo', { method: 'POST', body: JSON.stringify(body) })
    expect((await post(event)).status).toBe(202)
    expect((await post({ ...event, props: { event: 'MODAL_CREATED' } })).status).toBe(400)
    expect((await post('not an event')).status).toBe(400)
    const stored = (await (await get('/e?projectId=airlock-demo')).json()) as { events: unknown[] }
    expect(stored.events).toEqual([event])
  })

  it('lets the relay refuse unknown projects and embedding origins off the allowlist', async () => {
    const upgrade = (query: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/?${query}`)
        socket.on('open', () => {
          socket.close()
          resolve(101)
        })
        socket.on('unexpected-response', (_, response) => resolve(response.statusCode ?? 0))
        socket.on('error', () => resolve(0))
      })
    expect(await upgrade('projectId=airlock-demo')).toBe(101)
    expect(
      await upgrade(`projectId=airlock-demo&hostOrigin=${encodeURIComponent('http://app.localhost:5173')}`),
    ).toBe(101)
    expect(
      await upgrade(`projectId=airlock-demo&hostOrigin=${encodeURIComponent('https://evil.example')}`),
    ).toBe(403)
    expect(await upgrade('projectId=nope')).toBe(401)
  })
})
