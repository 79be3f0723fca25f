import { ANVIL_ACCOUNTS, type Devnet, devTokenAbi } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { getAddress, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'
import { type DevnetCloud, startDevnetCloud } from '../testing/devnetCloud.js'

// anvil's default account #1 (public test key)
const KEY_1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const KEY_2: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const [alice, bob, carol] = ANVIL_ACCOUNTS as [Hex, Hex, Hex]

let kit: DevnetCloud
let cloud: RunningCloud
let devnet: Devnet
let publicClient: DevnetCloud['publicClient']
const api = (path: string, init?: RequestInit) => kit.api(path, init)
const getJson = (path: string) => kit.getJson(path)

beforeAll(async () => {
  kit = await startDevnetCloud({ onrampSenders: [carol] })
  ;({ cloud, devnet, publicClient } = kit)
}, 30_000)
afterAll(() => kit?.close())

describe('blockchain API on a real anvil chain', () => {
  it('lists native and ERC-20 balances with prices, decimals and icons', async () => {
    const { status, body } = await getJson(`/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337`)
    expect(status).toBe(200)
    const balances = body.balances as { symbol: string; quantity: { decimals: string; numeric: string } }[]
    expect(balances.map((b) => [b.symbol, b.quantity.decimals, b.quantity.numeric])).toEqual([
      ['ETH', '18', '10000'],
      ['USDC', '6', '1000'],
      ['DAI', '18', '250.5'],
      ['ZERO', '0', '7'],
    ])
    expect(balances[1]).toMatchObject({
      name: 'USD Coin (devnet)',
      chainId: 'eip155:31337',
      address: `eip155:31337:${devnet.tokens[0]?.address.toLowerCase()}`,
      price: 1,
      value: 1000,
      iconUrl: expect.stringMatching(/\/public\/getTokenImage\/usdc$/),
    })
    expect(balances[0]).toMatchObject({ price: 3000, value: 30_000_000 })
  })

  it('records transfers in history, seen from each side, newest first, with paging', async () => {
    const wallet = kit.wallet(KEY_1)
    const usdc = devnet.tokens[0]?.address as Hex
    await wallet.writeContract({
      address: usdc,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [carol, parseUnits('1.5', 6)],
    })
    const last = await wallet.sendTransaction({ to: carol, value: parseEther('0.01') })
    await publicClient.waitForTransactionReceipt({ hash: last, pollingInterval: 50 })

    const sent = await getJson(`/v1/account/${bob}/history?chainId=eip155:31337`)
    const data = sent.body.data as {
      metadata: { operationType: string; status: string; sentTo: string }
      transfers: { direction: string; quantity: { numeric: string }; fungible_info?: { symbol: string } }[]
    }[]
    expect(
      data.slice(0, 2).map((t) => [t.metadata.operationType, t.transfers[0]?.fungible_info?.symbol]),
    ).toEqual([
      ['send', 'ETH'],
      ['send', 'USDC'],
    ])
    expect(data[1]?.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '1.5' } })
    expect(data[1]?.metadata).toMatchObject({ status: 'confirmed', sentTo: carol.toLowerCase() })
    // The deploy minted each token and a badge to bob: four mints at the bottom.
    expect(data.slice(2).map((t) => t.metadata.operationType)).toEqual(['mint', 'mint', 'mint', 'mint'])

    const received = await getJson(`/v1/account/${carol}/history?chainId=eip155:31337`)
    const first = (
      received.body.data as { metadata: { operationType: string }; transfers: { direction: string }[] }[]
    )[0]
    expect(first).toMatchObject({ metadata: { operationType: 'receive' }, transfers: [{ direction: 'in' }] })

    // 21 more sends: a full page of 20 and a cursor to the rest.
    let hash: Hex = '0x'
    for (let i = 0; i < 21; i++) hash = await wallet.sendTransaction({ to: alice, value: 1n })
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const page1 = await getJson(`/v1/account/${bob}/history?chainId=eip155:31337`)
    expect((page1.body.data as unknown[]).length).toBe(20)
    expect(page1.body.next).toMatch(/^\d+\.\d+$/)
    const page2 = await getJson(`/v1/account/${bob}/history?chainId=eip155:31337&cursor=${page1.body.next}`)
    expect((page2.body.data as unknown[]).length).toBe(1 + 2 + 4)
    expect(page2.body.next).toBeNull()
  })

  it('filters history to onramp purchases (what the onramp sender sent)', async () => {
    const onrampWallet = kit.wallet(KEY_2)
    const hash = await onrampWallet.sendTransaction({ to: alice, value: parseEther('0.5') })
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const onramp = await getJson(`/v1/account/${alice}/history?chainId=eip155:31337&onramp=coinbase`)
    expect(onramp.body.data).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ operationType: 'receive', sentFrom: carol.toLowerCase() }),
      }),
    ])
  })

  it('lists the NFTs an account holds, with images it serves', async () => {
    const { body } = await getJson(`/v1/account/${alice}/nfts?chainId=eip155:31337`)
    const nfts = body.data as { name: string; tokenId: string; image: string }[]
    expect(nfts).toEqual([expect.objectContaining({ name: 'Airlock Devnet Badges #1', tokenId: '1' })])
    const image = await fetch(nfts[0]?.image as string)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('#1')
  })

  it('gives empty results for unsupported networks and clear errors for bad input', async () => {
    expect((await getJson(`/v1/account/${alice}/balance?chainId=eip155:1`)).body).toEqual({ balances: [] })
    expect((await getJson(`/v1/account/${alice}/history?chainId=eip155:1`)).body).toEqual({
      data: [],
      next: null,
    })
    expect(await getJson('/v1/account/0x123/balance?chainId=eip155:31337')).toEqual({
      status: 400,
      body: { message: 'Invalid address' },
    })
    expect(await getJson('/v1/convert/gas-price?chainId=eip155:1')).toEqual({
      status: 400,
      body: { message: 'Network not supported for Gas Price' },
    })
    const unknownProject = await fetch(`${cloud.url}/v1/account/${alice}/balance?projectId=nope`)
    expect(unknownProject.status).toBe(401)
    const keyless = await fetch(`${cloud.url}/v1/account/${alice}/balance?projectId=airlock-e2e`)
    expect(keyless.status).toBe(401)
  })

  it('builds icon URLs from its configuration, never from the Host header', async () => {
    const { request } = await import('node:http')
    const body = await new Promise<string>((resolve, reject) => {
      const url = new URL(
        `${cloud.url}/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337&projectId=airlock-e2e`,
      )
      request(
        url,
        { headers: { host: 'evil.example', authorization: 'Bearer dev-only-airlock-e2e-secret' } },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve(text))
        },
      )
        .on('error', reject)
        .end()
    })
    const { balances } = JSON.parse(body) as { balances: { iconUrl: string }[] }
    expect(balances.length).toBeGreaterThan(0)
    for (const { iconUrl } of balances) expect(iconUrl.startsWith(`${cloud.url}/public/`)).toBe(true)
    expect(body).not.toContain('evil.example')
  })

  it('answers identity, gas price and fungible prices', async () => {
    expect((await getJson(`/v1/identity/${alice}`)).body).toEqual({ name: 'alice.airlock', avatar: null })
    expect((await getJson(`/v1/identity/${carol}`)).body).toEqual({ name: null, avatar: null })
    expect((await getJson('/v1/profile/account/Alice.airlock')).body).toMatchObject({
      name: 'alice.airlock',
      addresses: { '60': { address: getAddress(alice) } },
      attributes: {},
    })
    expect((await getJson('/v1/profile/account/nobody.airlock')).status).toBe(404)
    const gas = await getJson('/v1/convert/gas-price?chainId=eip155:31337')
    expect(BigInt(gas.body.standard as string)).toBeGreaterThan(0n)
    const prices = await api('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({ currency: 'usd', addresses: [`eip155:31337:${devnet.tokens[1]?.address}`] }),
    })
    expect(await prices.json()).toEqual({
      fungibles: [expect.objectContaining({ symbol: 'DAI', price: 1 })],
    })
    const bad = await api('/v1/fungible/price', { method: 'POST', body: '{"currency":1}' })
    expect(bad.status).toBe(400)
  })
})

describe('blockchain API with its chain node down', () => {
  it('answers 503 with a message, not a 500', async () => {
    const down = await createCloudServer({
      port: 0,
      chains: { 'eip155:31337': { rpcUrl: `http://127.0.0.1:${await freePort()}`, devnet } },
    })
    try {
      const response = await fetch(
        `${down.url}/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337&projectId=airlock-e2e`,
        { headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' } },
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({ message: 'The chain node did not answer' })
    } finally {
      await down.close()
    }
  })
})
