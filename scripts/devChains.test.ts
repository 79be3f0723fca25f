import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/dev-cloud'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../cloud/src/config/loadSettings.ts'
import { startStandaloneCloud } from '../cloud/src/standaloneCloud.ts'
import { startDevChains } from './devChains.ts'

const dir = mkdtempSync(join(tmpdir(), 'airlock-dev-chains-'))
const projectsFile = join(dir, 'projects.json')
writeFileSync(
  projectsFile,
  JSON.stringify({
    projects: { shop: { allowedOrigins: ['https://shop.example'], secretKey: 'shop-secret-key-0123' } },
  }),
)
const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the cloud with the dev chains (npm run serve -- cloud in development)', () => {
  it('runs anvil with the devnet beside the cloud, and leaves the on-ramp out when the sandbox is off', async () => {
    const [port, anvilPort] = [await freePort(), await freePort()]
    const { config } = loadConfig({
      env: {
        AIRLOCK_CLOUD_PORT: String(port),
        AIRLOCK_ANVIL_PORT: String(anvilPort),
        AIRLOCK_SOLANA_LOCALNET: 'false',
        AIRLOCK_ONRAMP_SANDBOX: 'false',
        AIRLOCK_DATA_DIR: join(dir, 'dev-data'),
        AIRLOCK_PROJECTS: projectsFile,
      },
    })
    const chains = await startDevChains(config)
    stops.push(() => chains.stop())
    expect(chains.urls).toEqual([`anvil  http://127.0.0.1:${anvilPort}`])
    const cloud = await startStandaloneCloud(config, { devChains: chains.devChains })
    stops.push(() => cloud.stop())
    expect(cloud.devnet?.farcasterRegistry).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const asShop = { authorization: 'Bearer shop-secret-key-0123' }
    const options = await fetch(`http://127.0.0.1:${port}/v1/onramp/options?projectId=shop`, {
      headers: asShop,
    })
    expect(options.status).toBe(404)
    // The cloud proxies the devnet's chain to the anvil the dev package started.
    const rpc = await fetch(`http://127.0.0.1:${port}/v1/?chainId=eip155:31337&projectId=shop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asShop },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(await rpc.json()).toMatchObject({ result: '0x7a69' })
  })
  it('serves the sandbox checkout the dev composition hands in, and none without it', async () => {
    const [port, bare, anvilPort] = [await freePort(), await freePort(), await freePort()]
    const env = {
      AIRLOCK_ANVIL_PORT: String(anvilPort),
      AIRLOCK_SOLANA_LOCALNET: 'false',
      AIRLOCK_PROJECTS: projectsFile,
    }
    const { config } = loadConfig({
      env: { ...env, AIRLOCK_CLOUD_PORT: String(port), AIRLOCK_DATA_DIR: join(dir, 'sandbox-data') },
    })
    const chains = await startDevChains(config)
    stops.push(() => chains.stop())
    const cloud = await startStandaloneCloud(config, { devChains: chains.devChains })
    stops.push(() => cloud.stop())
    const made = await fetch(`http://127.0.0.1:${port}/v1/generators/onrampurl?projectId=shop`, {
      method: 'POST',
      headers: { authorization: 'Bearer shop-secret-key-0123' },
      body: JSON.stringify({
        destinationWallets: [
          { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', blockchains: ['devnet'], assets: ['ETH'] },
        ],
        partnerUserId: 'buyer',
        presetFiatAmount: 50,
      }),
    })
    const { url } = (await made.json()) as { url: string }
    const page = await fetch(url)
    expect([page.status, (await page.text()).includes('Sandbox — test cards only')]).toEqual([200, true])
    // The same chains without the dev composition's sandbox (as the cloud's own modules start): no
    // sandbox on-ramp at all, no page.
    const { config: without } = loadConfig({
      env: { ...env, AIRLOCK_CLOUD_PORT: String(bare), AIRLOCK_DATA_DIR: join(dir, 'bare-data') },
    })
    const anvilOnly = { anvil: chains.devChains.anvil }
    const plain = await startStandaloneCloud(without, { devChains: anvilOnly })
    stops.push(() => plain.stop())
    const options = await fetch(`http://127.0.0.1:${bare}/v1/onramp/options?projectId=shop`, {
      headers: { authorization: 'Bearer shop-secret-key-0123' },
    })
    expect(options.status).toBe(404)
    expect((await fetch(url.replace(`:${port}/`, `:${bare}/`))).status).toBe(404)
  })
})
