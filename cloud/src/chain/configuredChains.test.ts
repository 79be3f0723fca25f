import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ANVIL_ACCOUNTS, type Devnet, deployDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, createWalletClient, formatEther, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'
import { devProjectApi } from '../testing/devnetCloud.js'
import { CONFIGURED_CHAIN_INDEXING, configuredChains } from './configuredChains.js'

// anvil's default account #0 (public test key)
const KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const [alice, bob] = ANVIL_ACCOUNTS as [Hex, Hex]
const BASE = 'eip155:8453'

/** An RPC provider stand-in in front of a node that fails every other request with a 502. */
async function startFlakyProxy(target: string) {
  let seen = 0
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      seen += 1
      if (seen % 2 === 1) {
        response.writeHead(502).end('bad gateway')
        return
      }
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(await upstream.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
}

const dir = mkdtempSync(join(tmpdir(), 'airlock-chains-'))
const baseChain = { ...foundry, id: 8453 }
let devnetNode: RunningAnvil
let baseNode: RunningAnvil
let devnet: Devnet
let proxy: Awaited<ReturnType<typeof startFlakyProxy>>
let deadUrl: string
const clouds: RunningCloud[] = []

/** A cloud over the devnet and Base (8453) as the operator configures it: a dead, a flaky and a good provider. */
async function startCloud(baseEndpoints: string[], relayDbPath = join(dir, 'cloud.db')) {
  const cloud = await createCloudServer({
    port: 0,
    relayDbPath,
    chains: {
      'eip155:31337': { rpcUrl: devnetNode.url, devnet },
      ...configuredChains({ [BASE]: baseEndpoints }),
    },
  })
  clouds.push(cloud)
  const api = devProjectApi(cloud.url)
  const getJson = async (path: string) => {
    const response = await api(path)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return { cloud, getJson }
}

const baseClient = () => createPublicClient({ chain: baseChain, transport: http(baseNode.url) })
async function sendOnBase(value: string): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(KEY_0),
    chain: baseChain,
    transport: http(baseNode.url),
  })
  const hash = await wallet.sendTransaction({ to: bob, value: parseEther(value) })
  await baseClient().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}
const historyHashes = (body: Record<string, unknown>) =>
  (body.data as { metadata: { hash: string } }[]).map((t) => t.metadata.hash)

let older: Hex
beforeAll(async () => {
  ;[devnetNode, baseNode] = await Promise.all([
    startAnvil({ port: await freePort() }),
    startAnvil({ port: await freePort(), chainId: 8453 }),
  ])
  devnet = await deployDevnet(devnetNode.url)
  proxy = await startFlakyProxy(baseNode.url)
  deadUrl = `http://127.0.0.1:${await freePort()}`
  // Mined before the cloud ever saw the chain: not its history to tell.
  older = await sendOnBase('1')
}, 60_000)

afterAll(async () => {
  for (const cloud of clouds) await cloud.close()
  proxy?.close()
  await Promise.all([devnetNode?.stop(), baseNode?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

describe('configured chains (AIRLOCK_RPC_UPSTREAMS) in the blockchain API', () => {
  it('takes the EVM entries, named and with the native currency viem knows for their id', () => {
    const chains = configuredChains(
      {
        'eip155:137': ['https://polygon.example'],
        'eip155:56': ['https://bsc.example', 'https://bsc2.example'],
        'eip155:987654321': ['https://unknown.example'],
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['https://solana.example'],
        'eip155:31337': ['https://not-the-devnet.example'],
      },
      ['eip155:31337'],
    )
    expect(Object.keys(chains).sort()).toEqual(['eip155:137', 'eip155:56', 'eip155:987654321'])
    expect(chains['eip155:137']).toMatchObject({
      name: 'Polygon',
      nativeCurrency: { symbol: 'POL', decimals: 18 },
    })
    expect(chains['eip155:56']).toMatchObject({
      rpcUrl: ['https://bsc.example', 'https://bsc2.example'],
      nativeCurrency: { symbol: 'BNB' },
    })
    expect(chains['eip155:987654321']).toMatchObject({
      name: 'Chain 987654321',
      nativeCurrency: { name: 'Chain 987654321 native', symbol: 'NATIVE', decimals: 18 },
    })
    // Forward from the head, at the spec's polling interval, not the devnet's 250 ms.
    expect(CONFIGURED_CHAIN_INDEXING).toEqual({ startAt: 'head', intervalMs: 4000 })
  })

  it("serves a configured chain's balance, history from its first sight on, and gas price", async () => {
    const { cloud, getJson } = await startCloud([deadUrl, proxy.url, baseNode.url])
    // The first sync records the head the cloud first saw as the chain's cursor.
    await cloud.blockchain?.sync()
    const recent = await sendOnBase('0.5')

    const balance = await getJson(`/v1/account/${alice}/balance?currency=usd&chainId=${BASE}`)
    expect(balance.status).toBe(200)
    const wei = await baseClient().getBalance({ address: alice })
    expect(balance.body.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: BASE,
        // The prices file is the devnet's: nothing is invented for a real chain.
        price: 0,
        value: 0,
        quantity: { decimals: '18', numeric: formatEther(wei) },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/eth$/),
      },
    ])

    const history = await getJson(`/v1/account/${alice}/history?chainId=${BASE}`)
    expect(history.status).toBe(200)
    expect(historyHashes(history.body)).toEqual([recent])
    expect(historyHashes(history.body)).not.toContain(older)

    const gas = await getJson(`/v1/convert/gas-price?chainId=${BASE}`)
    expect(gas.status).toBe(200)
    expect(BigInt(gas.body.standard as string)).toBeGreaterThan(0n)

    // Signature checks (SIWX, names) read contract accounts through the same providers.
    expect(await cloud.blockchain?.client(BASE)?.getChainId()).toBe(8453)

    // The devnet beside it is still indexed from block 0 and priced.
    const devnetBalance = await getJson(`/v1/account/${alice}/balance?chainId=eip155:31337`)
    expect(devnetBalance.body.balances).toContainEqual(
      expect.objectContaining({ symbol: 'ETH', price: 3000 }),
    )
  })

  it('resumes from its stored cursor after a restart, keeping what was mined meanwhile', async () => {
    const first = clouds.at(-1)
    await first?.close()
    clouds.pop()
    const whileDown = await sendOnBase('0.25')
    const { getJson } = await startCloud([baseNode.url])
    const history = await getJson(`/v1/account/${alice}/history?chainId=${BASE}`)
    expect(history.status).toBe(200)
    expect(historyHashes(history.body)[0]).toBe(whileDown)
    expect(historyHashes(history.body)).not.toContain(older)
  })

  it('answers 503 when every provider of a configured chain is down, and the devnet still answers', async () => {
    // Starting with no provider reachable must neither fail nor hold up the other chains.
    const { getJson } = await startCloud([deadUrl, `http://127.0.0.1:${await freePort()}`], ':memory:')
    for (const path of [
      `/v1/account/${alice}/balance?chainId=${BASE}`,
      `/v1/account/${alice}/history?chainId=${BASE}`,
      `/v1/convert/gas-price?chainId=${BASE}`,
    ]) {
      const { status, body } = await getJson(path)
      expect({ path, status, body }).toEqual({
        path,
        status: 503,
        body: { message: 'The chain node did not answer' },
      })
    }
    const devnetBalance = await getJson(`/v1/account/${alice}/balance?chainId=eip155:31337`)
    expect(devnetBalance.status).toBe(200)
    expect(devnetBalance.body.balances).toContainEqual(expect.objectContaining({ symbol: 'ETH' }))
  })
})
