import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

const MODAL = 'http://modal.localhost:5174'
const HOST_PAGE = 'http://app.localhost:5173'
const ADMIN_KEY = 'test-admin-key-0123456789'
/** What the modal's requests carry: the browser's Origin and the embedding page it reports. */
const fromModal = { origin: MODAL, 'x-airlock-host-origin': HOST_PAGE }
const withKey = { authorization: 'Bearer dev-only-airlock-demo-secret' }

let cloud: RunningCloud
let upstream: Server
const upstreamCalls: unknown[] = []
beforeAll(async () => {
  // A JSON-RPC node standing in for anvil: answers every call (or batch) with the chain id.
  upstream = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const parsed = JSON.parse(body) as { id: number } | { id: number }[]
      upstreamCalls.push(parsed)
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x7a69' })
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const port = (upstream.address() as { port: number }).port
  cloud = await createCloudServer({
    port: 0,
    modalOrigins: [MODAL],
    adminKey: ADMIN_KEY,
    rpcUpstreams: { 'eip155:31337': [`http://127.0.0.1:${port}`] },
  })
})
afterAll(async () => {
  await cloud.close()
  await new Promise((resolve) => upstream.close(resolve))
})

const get = (path: string, init?: RequestInit) => fetch(`${cloud.url}${path}`, init)

describe('cloud HTTP API', () => {
  it('serves the real wallet directory with paging and search to the modal', async () => {
    const response = await get('/getWallets?projectId=airlock-demo&page=1&entries=4', { headers: fromModal })
    expect(response.headers.get('access-control-allow-origin')).toBe(MODAL)
    const page = (await response.json()) as { count: number; data: { name: string }[] }
    expect(page.count).toBeGreaterThan(50)
    expect(page.data.map((w) => w.name)).toEqual(['MetaMask', 'Trust', 'Coinbase Wallet', 'Rainbow'])
    const search = (await (
      await get('/getWallets?projectId=airlock-demo&search=%20rabby%20', { headers: fromModal })
    ).json()) as { data: { name: string }[] }
    expect(search.data.map((w) => w.name)).toEqual(['Rabby Wallet'])
  })

  it('answers bad parameters with 400 and a message', async () => {
    const response = await get('/getWallets?projectId=airlock-demo&entries=5000', { headers: fromModal })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid query: entries' })
  })

  it('serves images to anyone and refuses unknown ids and traversal', async () => {
    const page = (await (
      await get('/getWallets?projectId=airlock-demo&search=MetaMask', { headers: withKey })
    ).json()) as {
      data: { image_id: string }[]
    }
    const image = await get(`/getWalletImage/${page.data[0]?.image_id}`, {
      headers: { origin: 'https://any.example' },
    })
    expect(image.status).toBe(200)
    expect(image.headers.get('access-control-allow-origin')).toBe('*')
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

  it("tells anyone a project's allowed origins (the modal server's frame-ancestors show them anyway)", async () => {
    const response = await get('/getProjectOrigins?projectId=airlock-demo')
    expect(await response.json()).toEqual({
      allowedOrigins: [
        'http://app.localhost:*',
        'http://localhost:*',
        'http://127.0.0.1:*',
        'http://safe.localhost:*',
      ],
    })
    expect((await get('/getProjectOrigins?projectId=nope')).status).toBe(404)
    expect((await get('/getProjectOrigins')).status).toBe(404)
  })

  it('answers malformed percent-encoding with 400', async () => {
    for (const path of [
      '/getWalletImage/%ZZ',
      '/v1/identity/%E0%A4%A',
      '/public/getTokenImage/%',
      '/getWallets%C0',
    ]) {
      const response = await get(path, { headers: fromModal })
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({ message: 'Malformed URL encoding' })
    }
  })

  it('lets in only the modal speaking for an allowed page, or a server with the key', async () => {
    const wallets = (headers: Record<string, string>, projectId = 'airlock-demo') =>
      get(`/getWallets?projectId=${projectId}`, { headers })
    const cases: [Record<string, string>, number, string | undefined][] = [
      [fromModal, 200, undefined],
      [withKey, 200, undefined],
      // curl, or any caller without a browser Origin and without the key
      [{}, 401, 'Unauthorized: invalid key'],
      [{ 'x-airlock-host-origin': HOST_PAGE }, 401, 'Unauthorized: invalid key'],
      [{ authorization: 'Bearer wrong-key-0123456789' }, 401, 'Unauthorized: invalid key'],
      // another page, whatever it claims
      [{ origin: 'https://evil.example' }, 403, 'Unauthorized: origin not allowed'],
      [
        { origin: 'https://evil.example', 'x-airlock-host-origin': HOST_PAGE },
        403,
        'Unauthorized: origin not allowed',
      ],
      [{ origin: 'https://evil.example', ...withKey }, 403, 'Unauthorized: origin not allowed'],
      // the host page itself does not call these routes
      [{ origin: HOST_PAGE }, 403, 'Unauthorized: origin not allowed'],
      // the modal embedded by a page off the allowlist, or claiming none
      [
        { origin: MODAL, 'x-airlock-host-origin': 'https://evil.example' },
        403,
        'Unauthorized: origin not allowed',
      ],
      [{ origin: MODAL }, 403, 'Unauthorized: origin not allowed'],
    ]
    for (const [headers, status, message] of cases) {
      const response = await wallets(headers)
      expect(response.status, JSON.stringify(headers)).toBe(status)
      if (message) expect(await response.json()).toEqual({ message })
      else await response.body?.cancel()
    }
    const unknown = await wallets(fromModal, 'nope')
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key' })
  })

  it('answers CORS for the modal only, and not for other pages', async () => {
    const preflight = (origin: string, path = '/getWallets?projectId=airlock-demo') =>
      get(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-airlock-host-origin',
        },
      })
    const modal = await preflight(MODAL)
    expect(modal.status).toBe(204)
    expect(modal.headers.get('access-control-allow-origin')).toBe(MODAL)
    expect(modal.headers.get('access-control-allow-headers')).toContain('x-airlock-host-origin')
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    expect((await preflight(HOST_PAGE)).headers.get('access-control-allow-origin')).toBeNull()
    // The RPC proxy is a network's RPC URL: the project's own pages may call it too.
    const rpc = await preflight(HOST_PAGE, '/v1/?chainId=eip155:31337&projectId=airlock-demo')
    expect(rpc.headers.get('access-control-allow-origin')).toBe(HOST_PAGE)
    const foreignRpc = await preflight(
      'https://evil.example',
      '/v1/?chainId=eip155:31337&projectId=airlock-demo',
    )
    expect(foreignRpc.headers.get('access-control-allow-origin')).toBeNull()
    expect((await get('/nope')).status).toBe(404)
    expect(
      await (await get('/getAnalyticsConfig?projectId=airlock-demo', { headers: fromModal })).json(),
    ).toEqual({
      isAnalyticsEnabled: true,
    })
  })
})

describe('JSON-RPC proxy', () => {
  const rpc = (
    body: unknown,
    headers: Record<string, string> = fromModal,
    query = 'chainId=eip155:31337&projectId=airlock-demo',
  ) => get(`/v1/?${query}`, { method: 'POST', headers, body: JSON.stringify(body) })

  it('proxies public reads for supported chains and lists them', async () => {
    expect(
      await (await get('/v1/supported-chains?projectId=airlock-demo', { headers: fromModal })).json(),
    ).toEqual({
      http: ['eip155:31337'],
      ws: [],
      // No chains given to the blockchain API: no AMM, no swap chain.
      swap: [],
    })
    const call = { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }
    expect(await (await rpc(call)).json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    expect(await (await rpc(call, { origin: HOST_PAGE })).json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: '0x7a69',
    })
    expect((await rpc(call, fromModal, 'chainId=eip155:1&projectId=airlock-demo')).status).toBe(400)
    expect((await rpc(call, fromModal, 'chainId=eip155:31337&projectId=nope')).status).toBe(401)
    expect((await rpc(call, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await rpc(call, {})).status).toBe(401)
  })

  it('refuses node cheat codes and wallet methods without forwarding them, in batches too', async () => {
    upstreamCalls.length = 0
    const minted = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: ['0x0', '0x56bc75e2d63100000'],
    })
    expect(minted.status).toBe(200)
    expect(await minted.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32601,
        message: 'Requested RPC call is not allowed',
        data: { method: 'anvil_setBalance' },
      },
    })
    const batch = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{}] },
    ])
    const answers = (await batch.json()) as { id: number; result?: string; error?: { code: number } }[]
    expect(answers.map((a) => [a.id, a.result ?? a.error?.code])).toEqual([
      [1, '0x7a69'],
      [2, -32601],
    ])
    expect(upstreamCalls).toEqual([[{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }]])
  })
})

describe('analytics sink', () => {
  const event = () => ({
    eventId: crypto.randomUUID(),
    url: HOST_PAGE,
    domain: 'app.localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
  const post = (body: unknown, headers: Record<string, string> = fromModal) =>
    get('/e?projectId=airlock-demo', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('stores schema-checked events from the modal and shows them only to the admin', async () => {
    const first = event()
    expect((await post(first)).status).toBe(202)
    expect((await post(event(), { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post({ ...event(), props: { event: 'MODAL_CREATED' } })).status).toBe(400)
    expect((await post({ ...event(), extra: 1 })).status).toBe(400)
    expect(
      (await post({ ...event(), props: { event: 'MODAL_OPEN', properties: { deep: { a: 1 } } } })).status,
    ).toBe(400)
    expect(
      (await post({ ...event(), props: { event: 'MODAL_OPEN', properties: { text: 'x'.repeat(300) } } }))
        .status,
    ).toBe(400)
    expect((await post('not an event')).status).toBe(400)
    expect((await post(`{"eventId":"${'x'.repeat(20_000)}"}`)).status).toBe(413)

    expect((await get('/e?projectId=airlock-demo')).status).toBe(401)
    expect((await get('/e?projectId=airlock-demo', { headers: fromModal })).status).toBe(401)
    expect((await get('/e?projectId=airlock-demo', { headers: withKey })).status).toBe(401)
    const stored = await get('/e?projectId=airlock-demo', {
      headers: { authorization: `Bearer ${ADMIN_KEY}` },
    })
    expect(((await stored.json()) as { events: unknown[] }).events).toEqual([first])
  })
})
