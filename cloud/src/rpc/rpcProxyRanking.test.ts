import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'

const HOST_PAGE = 'http://app.localhost:5173'
const CHAIN = 'eip155:8453'

/** An endpoint that is up but failing: every call, its pings too, gets a 503. It counts what it gets. */
function startFailingEndpoint() {
  const methods: string[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      methods.push((JSON.parse(body) as { method: string }).method)
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'overloaded' } }))
    })
  })
  return new Promise<{ url: string; methods: string[]; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        methods,
        close: () => server.close(),
      }),
    ),
  )
}

let anvil: RunningAnvil
let failing: Awaited<ReturnType<typeof startFailingEndpoint>>
let cloud: RunningCloud
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  failing = await startFailingEndpoint()
  const dead = `http://127.0.0.1:${await freePort()}`
  // The operator's order puts the worst first: the ranking has to find the node that works.
  cloud = await createCloudServer({ port: 0, rpcUpstreams: { [CHAIN]: [dead, failing.url, anvil.url] } })
}, 30_000)
afterAll(async () => {
  await cloud?.close()
  failing?.close()
  await anvil?.stop()
})

async function chainId() {
  const response = await fetch(`${cloud.url}/v1/?chainId=${CHAIN}&projectId=airlock-demo`, {
    method: 'POST',
    headers: { origin: HOST_PAGE, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return { status: response.status, body: await response.json() }
}

describe('the RPC proxy over several endpoints (spec: fallback and ranking)', () => {
  it('falls back past a dead and a failing endpoint, then ranks the working one first', async () => {
    // Before any ping: dead is left at once, the failing one is retried, then anvil answers.
    expect(await chainId()).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x7a69' } })
    expect(failing.methods.filter((m) => m === 'eth_chainId').length).toBeGreaterThanOrEqual(1)
    // The first request started the pings; once they are in, calls go to anvil first.
    await expect
      .poll(
        async () => {
          const before = failing.methods.filter((m) => m === 'eth_chainId').length
          const answer = await chainId()
          return answer.status === 200 && failing.methods.filter((m) => m === 'eth_chainId').length === before
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true)
    expect(failing.methods).toContain('net_listening')
  })
})
