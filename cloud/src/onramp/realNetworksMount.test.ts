import { type CoinbaseStandIn, startCoinbaseStandIn } from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY } from '@airlock/dev-cloud/onramp-sandbox'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'
import { cdpTestKey } from './cdpTestKeys.js'
import { createCoinbaseCheckout, createCoinbaseQuote } from './coinbaseOnramp.js'

const key = cdpTestKey('ed25519')
let cdp: CoinbaseStandIn
let cloud: RunningCloud
// Production's shape: no devnet (no anvil, no blockchain API), the operator's upstreams, Coinbase for real.
beforeAll(async () => {
  cdp = await startCoinbaseStandIn('key-1', key.publicKey)
  const apiKey = { name: 'key-1', secret: key.secret }
  cloud = await createCloudServer({
    port: 0,
    rpcUpstreams: { 'eip155:8453': ['http://127.0.0.1:9'], 'eip155:56': ['http://127.0.0.1:9'] },
    onramp: {
      treasuryKey: DEVNET_TREASURY_KEY,
      providerCheckouts: { coinbase: createCoinbaseCheckout({ apiKey, apiUrl: cdp.url }) },
      providerQuotes: { coinbase: createCoinbaseQuote({ apiKey, apiUrl: cdp.url, country: 'US' }) },
    },
  })
}, 60_000)
afterAll(async () => {
  await cloud?.close()
  await cdp?.close()
})

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${cloud.url}${path}?projectId=airlock-e2e`, {
    ...init,
    headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
  })

it("mounted without a devnet: the cloud's upstream chains that Coinbase serves, quoted by Coinbase", async () => {
  const options = (await (await api('/v1/onramp/options')).json()) as {
    purchaseCurrencies: { id: string; networks: { name: string }[] }[]
  }
  expect(options.purchaseCurrencies.map((p) => [p.id, p.networks.map((n) => n.name)])).toEqual([
    ['ETH', ['base']],
    ['USDC', ['base']],
  ])
  const quote = await api('/v1/onramp/quote', {
    method: 'POST',
    body: JSON.stringify({
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'base',
    }),
  })
  expect(quote.status).toBe(200)
  expect(await quote.json()).toMatchObject({ purchaseAmount: { value: '98.750000', currency: 'USDC' } })
  expect(cdp.requests.at(-1)?.path).toBe('/onramp/v1/buy/quote')
})

it('no devnet and no provider configured for real: no on-ramp at all (the modal falls back to its sample)', async () => {
  const bare = await createCloudServer({
    port: 0,
    rpcUpstreams: { 'eip155:8453': ['http://127.0.0.1:9'] },
    onramp: { treasuryKey: DEVNET_TREASURY_KEY, providerCheckouts: {} },
  })
  try {
    expect(bare.onramp).toBeUndefined()
  } finally {
    await bare.close()
  }
})
