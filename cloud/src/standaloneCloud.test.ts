import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config/loadSettings.js'
import { productionEnv } from './config/productionEnv.js'
import { type StandaloneCloud, startStandaloneCloud } from './standaloneCloud.js'

const dir = mkdtempSync(join(tmpdir(), 'airlock-standalone-'))
const projectsFile = join(dir, 'projects.json')
writeFileSync(
  projectsFile,
  JSON.stringify({
    projects: { shop: { allowedOrigins: ['https://shop.example'], secretKey: 'shop-secret-key-0123' } },
  }),
)

/** A mainnet node stand-in: answers every call (batched or not) with 0x1 and counts what it is asked. */
async function startUpstream() {
  const calls: string[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const parsed = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      const answer = ({ id, method }: { id: number; method: string }) => {
        calls.push(method)
        return { jsonrpc: '2.0', id, result: '0x1' }
      }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, calls, close: () => server.close() }
}

const started: StandaloneCloud[] = []
afterAll(async () => {
  for (const cloud of started) await cloud.stop()
  rmSync(dir, { recursive: true, force: true })
})

const asShop = { authorization: 'Bearer shop-secret-key-0123' }

describe('the standalone cloud in development', () => {
  it('starts no dev chain itself: a configuration asking for them without them is refused, nothing bound', async () => {
    const [port, anvilPort] = [await freePort(), await freePort()]
    const { config } = loadConfig({
      env: {
        AIRLOCK_CLOUD_PORT: String(port),
        AIRLOCK_ANVIL_PORT: String(anvilPort),
        AIRLOCK_DATA_DIR: join(dir, 'dev-refused'),
        AIRLOCK_PROJECTS: projectsFile,
      },
    })
    await expect(startStandaloneCloud(config)).rejects.toThrow(
      /anvil \(AIRLOCK_ANVIL\) and the local Solana node \(AIRLOCK_SOLANA_LOCALNET\): dev stand-ins this process never starts/,
    )
    // Neither anvil nor the cloud answers: nothing was started.
    for (const free of [port, anvilPort])
      await expect(fetch(`http://127.0.0.1:${free}/`)).rejects.toThrow(/fetch failed/)
  })
})

describe('the standalone cloud under a production configuration', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined
  afterAll(() => upstream?.close())

  it('starts no local chain and proxies each chain to the upstream the operator named', async () => {
    upstream = await startUpstream()
    const port = await freePort()
    const { config } = loadConfig({
      env: {
        ...productionEnv,
        AIRLOCK_CLOUD_PORT: String(port),
        AIRLOCK_DATA_DIR: join(dir, 'data'),
        AIRLOCK_PROJECTS: projectsFile,
        // Base's only provider is down from the start: the cloud starts anyway, mainnet unaffected.
        AIRLOCK_RPC_UPSTREAMS: JSON.stringify({
          'eip155:1': [upstream.url],
          'eip155:8453': [`http://127.0.0.1:${await freePort()}`],
        }),
      },
    })
    const cloud = await startStandaloneCloud(config)
    started.push(cloud)
    expect(cloud.urls).toEqual([
      `cloud  http://127.0.0.1:${port}`,
      `relay  ws://127.0.0.1:${port}`,
      'chain  eip155:1 Ethereum (1 RPC endpoint(s))',
      'chain  eip155:8453 Base (1 RPC endpoint(s))',
    ])
    const base = `http://127.0.0.1:${port}`
    const rpc = (chainId: string) =>
      fetch(`${base}/v1/?chainId=${chainId}&projectId=shop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asShop },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' }),
      })
    const mainnet = await rpc('eip155:1')
    expect(await mainnet.json()).toMatchObject({ id: 7, result: '0x1' })
    // The blockchain API follows the chain on the same upstream; the proxy forwarded the one call.
    expect(upstream.calls.filter((method) => method === 'eth_chainId')).toEqual(['eth_chainId'])
    // The devnet was not started, so nothing serves its chain.
    expect((await rpc('eip155:31337')).status).toBeGreaterThanOrEqual(400)
    // The blockchain API serves the configured chain: its native balance from the upstream, unpriced.
    const balance = await fetch(
      `${base}/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?chainId=eip155:1&projectId=shop`,
      { headers: asShop },
    )
    expect(await balance.json()).toEqual({
      balances: [
        expect.objectContaining({
          symbol: 'ETH',
          chainId: 'eip155:1',
          price: 0,
          value: 0,
          quantity: { decimals: '18', numeric: '0.000000000000000001' },
        }),
      ],
    })
    const down = await fetch(
      `${base}/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?chainId=eip155:8453&projectId=shop`,
      { headers: asShop },
    )
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ message: 'The chain node did not answer' })
    // Analytics answer only the configured operator key.
    const analytics = (key: string) =>
      fetch(`${base}/e?projectId=shop`, { headers: { authorization: `Bearer ${key}` } })
    expect((await analytics(productionEnv.AIRLOCK_ADMIN_KEY)).status).toBe(200)
    expect((await analytics('guess')).status).toBe(401)
  })
})
