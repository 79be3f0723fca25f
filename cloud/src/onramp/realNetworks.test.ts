import {
  type CoinbaseStandIn,
  type MeldStandIn,
  startCoinbaseStandIn,
  startMeldStandIn,
} from '@airlock/dev-cloud'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdpTestKey } from './cdpTestKeys.js'
import { createCoinbaseCheckout, createCoinbaseQuote, createCoinbaseStatus } from './coinbaseOnramp.js'
import { createMeldCheckout, createMeldQuote, createMeldStatus } from './meldOnramp.js'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'
import { providerCallLimits } from './providerCalls.js'
import { realOnrampNetworks } from './realNetworks.js'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const ZERO = '0x0000000000000000000000000000000000000000'
const key = cdpTestKey('ed25519')
// The cloud's upstreams: Base and Ethereum mainnet, the devnet, and a chain no provider serves here.
const UPSTREAMS = ['eip155:8453', 'eip155:1', 'eip155:31337', 'eip155:56']

let clock = Date.now()

describe('realOnrampNetworks: the real networks the configured providers serve over the cloud upstreams', () => {
  it('lists none without a provider configured for real, and none without an upstream', () => {
    expect(realOnrampNetworks(UPSTREAMS, [])).toEqual([])
    expect(realOnrampNetworks([], ['coinbase', 'meld'])).toEqual([])
  })

  it("gives each network's native token and Circle's USDC, and each provider only what it delivers", () => {
    const networks = realOnrampNetworks(UPSTREAMS, ['coinbase', 'meld'])
    expect(networks.map((n) => [n.name, n.caip, n.chainId, n.providers])).toEqual([
      ['ethereum', 'eip155:1', 1, ['coinbase', 'meld']],
      ['base', 'eip155:8453', 8453, ['coinbase', 'meld']],
    ])
    const base = networks[1]
    expect(base?.assets).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        contract: null,
        providerCodes: { coinbase: 'ETH' },
      },
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        providerCodes: { coinbase: 'USDC', meld: 'USDC_BASE' },
      },
    ])
    // Meld alone: Base's USDC only (the code Meld documents), Berachain not at all.
    expect(
      realOnrampNetworks(['eip155:8453', 'eip155:80094'], ['meld']).map((n) => [
        n.name,
        n.assets.map((a) => a.id),
      ]),
    ).toEqual([['base', ['USDC']]])
    expect(
      realOnrampNetworks(['eip155:80094', 'eip155:137'], ['coinbase']).map((n) => [
        n.name,
        n.assets.map((a) => a.id),
      ]),
    ).toEqual([
      ['polygon', ['POL', 'USDC']],
      ['berachain', ['BERA']],
    ])
  })
})

describe('the on-ramp on real networks: Coinbase for real, Meld for real (stand-ins over HTTP)', () => {
  let rig: OnrampRig
  let cdp: CoinbaseStandIn
  let meld: MeldStandIn
  beforeAll(async () => {
    cdp = await startCoinbaseStandIn('key-1', key.publicKey)
    meld = await startMeldStandIn('meld-key')
    const apiKey = { name: 'key-1', secret: key.secret }
    rig = await startOnrampRig({
      now: () => clock,
      upstreamChains: UPSTREAMS,
      providerCheckouts: {
        coinbase: createCoinbaseCheckout({ apiKey, apiUrl: cdp.url, payUrl: 'https://pay.example.test' }),
        meld: createMeldCheckout({ apiKey: 'meld-key', apiUrl: meld.url }),
      },
      providerStatuses: {
        coinbase: createCoinbaseStatus({ apiKey, apiUrl: cdp.url }),
        meld: createMeldStatus({ apiKey: 'meld-key', apiUrl: meld.url }),
      },
      providerQuotes: {
        coinbase: createCoinbaseQuote({ apiKey, apiUrl: cdp.url, country: 'US', subdivision: 'NY' }),
        meld: createMeldQuote({ apiKey: 'meld-key', apiUrl: meld.url, country: 'US' }),
      },
    })
  }, 60_000)
  afterAll(async () => {
    await rig?.close()
    await cdp?.close()
    await meld?.close()
  })
  const count = (table: string) => {
    const db = new Database(rig.dbPath, { readonly: true })
    try {
      return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    } finally {
      db.close()
    }
  }
  const generate = (provider: string, network: string, extra: Record<string, unknown> = {}) =>
    rig.api('/v1/generators/onrampurl', {
      method: 'POST',
      body: JSON.stringify({
        destinationWallets: [{ address: ADDRESS, blockchains: [network] }],
        partnerUserId: 'u',
        presetFiatAmount: 50,
        provider,
        ...extra,
      }),
    })

  it('the options list the real networks with their assets, beside the devnet, and the providers as real', async () => {
    const { status, body } = await rig.api('/v1/onramp/options')
    expect(status).toBe(200)
    const purchase = body.purchaseCurrencies as { id: string; networks: Record<string, string>[] }[]
    const networksOf = (id: string) =>
      purchase.find((p) => p.id === id)?.networks.map((n) => [n.name, n.chain_id, n.contract_address])
    expect(networksOf('ETH')).toEqual([
      ['devnet', '31337', ZERO],
      ['ethereum', '1', ZERO],
      ['base', '8453', ZERO],
    ])
    expect(networksOf('USDC')).toEqual([
      ['devnet', '31337', rig.usdc],
      ['ethereum', '1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
      ['base', '8453', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'],
    ])
    expect((body.providers as { name: string; sandbox: boolean }[]).map((p) => [p.name, p.sandbox])).toEqual([
      ['coinbase', false],
      ['meld', false],
    ])
  })

  it("a checkout on a real network is the provider's, made for that network", async () => {
    const made = await generate('coinbase', 'base')
    expect(made.status).toBe(200)
    const url = new URL(made.body.url as string)
    expect(url.origin).toBe('https://pay.example.test')
    expect(url.searchParams.get('defaultNetwork')).toBe('base')
    expect(cdp.requests.at(-1)?.body).toMatchObject({
      addresses: [{ address: ADDRESS, blockchains: ['base'] }],
      assets: ['ETH'],
    })
    // Meld is sent its own code for Base's USDC.
    const viaMeld = await generate('meld', 'base', {
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
    })
    expect(viaMeld.status).toBe(200)
    expect(meld.requests.at(-1)?.body).toMatchObject({
      externalSessionId: viaMeld.body.sessionId,
      sessionData: { walletAddress: ADDRESS, destinationCurrencyCode: 'USDC_BASE', sourceAmount: '50.00' },
    })
  })

  it("refuses what a real network's provider does not deliver, keeping nothing", async () => {
    const before = count('onramp_checkouts')
    expect(
      await generate('meld', 'base', {
        destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['ETH'] }],
      }),
    ).toEqual({ status: 400, body: { message: 'Unsupported purchase currency ETH' } })
    expect(await generate('coinbase', 'bsc')).toEqual({
      status: 400,
      body: { message: 'Unsupported network bsc' },
    })
    expect(
      await generate('coinbase', 'base', { presetFiatAmount: undefined, presetCryptoAmount: '0.01' }),
    ).toEqual({
      status: 400,
      body: { message: 'A checkout on base needs presetFiatAmount or a quoteId' },
    })
    expect(count('onramp_checkouts')).toBe(before)
  })

  it("quotes a real network with Coinbase's own quote, and its quoteId opens the checkout for it", async () => {
    const quote = await rig.quote({ network: 'base' })
    expect(quote).toEqual({
      status: 200,
      body: {
        // The stand-in's market: 1% fee, 0.25 network fee, ETH at 2500.
        purchaseAmount: { value: '0.01970000', currency: 'ETH' },
        paymentSubtotal: { value: '49.25', currency: 'USD' },
        paymentTotal: { value: '50.00', currency: 'USD' },
        networkFee: { value: '0.25', currency: 'USD' },
        coinbaseFee: { value: '0.50', currency: 'USD' },
        quoteId: expect.any(String),
      },
    })
    expect(cdp.requests.at(-1)).toMatchObject({
      path: '/onramp/v1/buy/quote',
      body: {
        purchase_currency: 'ETH',
        purchase_network: 'base',
        payment_amount: '50.00',
        payment_currency: 'USD',
        payment_method: 'CARD',
        country: 'US',
        subdivision: 'NY',
      },
    })
    const made = await generate('coinbase', 'base', {
      presetFiatAmount: undefined,
      quoteId: quote.body.quoteId,
    })
    expect(made.status).toBe(200)
    const url = new URL(made.body.url as string).searchParams
    expect(url.get('presetFiatAmount')).toBe('50.00')
    // Coinbase's own quote id, so its checkout honours what it quoted; another amount does not carry it.
    expect(url.get('quoteId')).toMatch(/^quote-\d+$/)
    const other = await generate('coinbase', 'base', { presetFiatAmount: 60, quoteId: quote.body.quoteId })
    expect(other.status).toBe(200)
    expect(new URL(other.body.url as string).searchParams.get('quoteId')).toBeNull()
  })

  it("quotes a real network with Meld's best service provider", async () => {
    const quote = await rig.quote({ provider: 'meld', network: 'base', purchaseCurrency: { id: 'USDC' } })
    expect(quote).toEqual({
      status: 200,
      body: {
        // BANXA (2% + 0.30) delivers more than TRANSAK (3% + 0.30).
        purchaseAmount: { value: '48.7', currency: 'USDC' },
        paymentSubtotal: { value: '48.70', currency: 'USD' },
        paymentTotal: { value: '50.00', currency: 'USD' },
        networkFee: { value: '0.30', currency: 'USD' },
        coinbaseFee: { value: '1.00', currency: 'USD' },
        quoteId: expect.any(String),
      },
    })
    expect(meld.requests.at(-1)).toMatchObject({
      path: '/payments/crypto/quote',
      headers: { authorization: 'BASIC meld-key' },
      body: {
        sourceAmount: 50,
        sourceCurrencyCode: 'USD',
        destinationCurrencyCode: 'USDC_BASE',
        countryCode: 'US',
        paymentMethodType: 'CREDIT_DEBIT_CARD',
      },
    })
  })

  it.each([
    ['coinbase', 500, 'Coinbase'],
    ['coinbase', 'malformed', 'Coinbase'],
    ['meld', 401, 'Meld'],
    ['meld', 429, 'Meld'],
  ] as const)(
    '%s answering %s to a quote: 503 with the spec text, nothing kept',
    async (provider, mode, label) => {
      const standIn = provider === 'coinbase' ? cdp : meld
      const before = count('onramp_quotes')
      standIn.mode = mode
      try {
        expect(
          await rig.quote({
            provider,
            network: 'base',
            ...(provider === 'meld' ? { purchaseCurrency: { id: 'USDC' } } : {}),
          }),
        ).toEqual({ status: 503, body: { message: `${label} is not available right now` } })
      } finally {
        standIn.mode = 'ok'
      }
      expect(count('onramp_quotes')).toBe(before)
    },
  )

  it("the devnet's quote stays this module's pricing, even with the providers configured for real", async () => {
    const before = cdp.requests.length
    const quote = await rig.quote()
    expect(quote.status).toBe(200)
    expect((quote.body.coinbaseFee as { value: string }).value).toBe('0.75')
    expect(cdp.requests.length).toBe(before)
  })

  it("a project's quotes from real providers are bounded before they reach the provider", async () => {
    let refused: Awaited<ReturnType<typeof rig.quote>> | undefined
    for (let i = 0; i <= providerCallLimits.quoteBurst && !refused; i++) {
      const answer = await rig.quote({ network: 'base' })
      if (answer.status === 429) refused = answer
    }
    expect(refused?.body).toEqual({ message: 'Too many requests' })
    const asked = cdp.requests.length
    expect((await rig.quote({ network: 'base' })).status).toBe(429)
    expect(cdp.requests.length).toBe(asked)
    // A second's worth of budget later, one more is asked.
    clock += 1000
    expect((await rig.quote({ network: 'base' })).status).toBe(200)
  })

  it("a Meld checkout's status is Meld's transaction for it", async () => {
    const made = await generate('meld', 'base', {
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
    })
    const id = made.body.sessionId as string
    // Each poll past the window in which the cloud reuses the provider's last answer.
    const status = () => {
      clock += providerCallLimits.statusFreshMs
      return rig.api(`/v1/onramp/status/${id}`)
    }
    expect(await status()).toEqual({ status: 200, body: { status: 'pending' } })
    expect(meld.requests.at(-1)).toMatchObject({
      path: `/payments/transactions?externalSessionIds=${id}`,
      headers: { authorization: 'BASIC meld-key' },
    })
    const transaction = {
      externalSessionId: id,
      destinationAmount: 48.7,
      destinationCurrencyCode: 'USDC_BASE',
    }
    meld.transactions.set(id, [{ ...transaction, status: 'SETTLING' }])
    expect(await status()).toEqual({
      status: 200,
      body: { status: 'pending', purchaseAmount: { value: '48.7', currency: 'USDC' } },
    })
    // Not an EVM transaction hash: the purchase is complete, the hash left out.
    meld.transactions.set(id, [
      { ...transaction, status: 'SETTLED', cryptoDetails: { blockchainTransactionId: '<script>' } },
    ])
    expect(await status()).toEqual({
      status: 200,
      body: { status: 'completed', purchaseAmount: { value: '48.7', currency: 'USDC' } },
    })
    const hash = `0x${'be'.repeat(32)}`
    meld.transactions.set(id, [
      { ...transaction, status: 'SETTLED', cryptoDetails: { blockchainTransactionId: hash } },
    ])
    expect(await status()).toEqual({
      status: 200,
      body: { status: 'completed', txHash: hash, purchaseAmount: { value: '48.7', currency: 'USDC' } },
    })
    meld.transactions.set(id, [{ ...transaction, status: 'DECLINED' }])
    expect((await status()).body).toMatchObject({ status: 'failed', message: 'The payment failed at Meld' })
    meld.mode = 500
    try {
      expect(await status()).toEqual({
        status: 200,
        body: { status: 'pending', message: 'The provider is not available right now' },
      })
    } finally {
      meld.mode = 'ok'
    }
  })

  it("a purchase paid in Meld's widget completes the checkout from Meld's transaction", async () => {
    const made = await generate('meld', 'ethereum')
    const widget = made.body.url as string
    expect((await rig.page(widget)).text).toContain('<button>Pay</button>')
    const paid = await rig.page(widget.replace('/widget?', '/widget/pay?'), { method: 'POST' })
    expect(paid.text).toContain('Payment complete')
    const { body } = await rig.api(`/v1/onramp/status/${made.body.sessionId}`)
    // BANXA's quote: 2% and 0.30 out of 50, the rest at 2500.
    expect(body).toEqual({
      status: 'completed',
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      purchaseAmount: { value: '0.01948', currency: 'ETH' },
    })
  })
})
