import {
  type CoinbaseStandIn,
  type OnrampProviderStandIn as ProviderStandIn,
  startCoinbaseStandIn,
  startMeldStandIn,
} from '@airlock/dev-cloud'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdpTestKey } from './cdpTestKeys.js'
import { createCoinbaseCheckout, createCoinbaseStatus } from './coinbaseOnramp.js'
import { createMeldCheckout } from './meldOnramp.js'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'
import { providerCallLimits } from './providerCalls.js'

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const key = cdpTestKey('ed25519')

let clock = Date.now()

describe('the URL generator with Coinbase and Meld configured for real (stand-ins over HTTP)', () => {
  let rig: OnrampRig
  let cdp: CoinbaseStandIn
  let meld: ProviderStandIn
  beforeAll(async () => {
    cdp = await startCoinbaseStandIn('key-1', key.publicKey)
    meld = await startMeldStandIn('meld-key')
    rig = await startOnrampRig({
      now: () => clock,
      providerCheckouts: {
        coinbase: createCoinbaseCheckout({
          apiKey: { name: 'key-1', secret: key.secret },
          apiUrl: cdp.url,
          payUrl: 'https://pay.example.test',
        }),
        meld: createMeldCheckout({ apiKey: 'meld-key', apiUrl: meld.url }),
      },
      providerStatuses: {
        coinbase: createCoinbaseStatus({ apiKey: { name: 'key-1', secret: key.secret }, apiUrl: cdp.url }),
      },
    })
  }, 60_000)
  afterAll(async () => {
    await rig?.close()
    await cdp?.close()
    await meld?.close()
  })
  const checkoutCount = () => {
    const db = new Database(rig.dbPath, { readonly: true })
    try {
      return db.prepare('SELECT count(*) FROM onramp_checkouts').pluck().get() as number
    } finally {
      db.close()
    }
  }
  const generate = (provider: string) =>
    rig.api('/v1/generators/onrampurl', {
      method: 'POST',
      body: JSON.stringify({
        destinationWallets: [{ address: ADDRESS, blockchains: ['devnet'] }],
        partnerUserId: 'u',
        presetFiatAmount: 50,
        provider,
      }),
    })

  it("answers each provider's checkout, made for the checked order", async () => {
    const coinbase = await generate('coinbase')
    expect(coinbase.status).toBe(200)
    const url = new URL(coinbase.body.url as string)
    expect(url.origin + url.pathname).toBe('https://pay.example.test/buy/select-asset')
    expect(url.searchParams.get('partnerUserRef')).toBe(coinbase.body.sessionId)
    // The buyer's IP as the cloud's socket saw it (the rig calls from loopback), never a header's.
    expect(cdp.requests.at(-1)?.body).toEqual({
      addresses: [{ address: ADDRESS, blockchains: ['devnet'] }],
      assets: ['ETH'],
      clientIp: '127.0.0.1',
    })
    const viaMeld = await generate('meld')
    expect(viaMeld.status).toBe(200)
    expect(viaMeld.body.url).toMatch(new RegExp(`^${meld.url}/widget\\?token=`))
    expect(meld.requests.at(-1)?.body).toMatchObject({ externalSessionId: viaMeld.body.sessionId })
  })

  it('never shows the sandbox card form for a provider that takes payments on its own page', async () => {
    const made = await generate('coinbase')
    const page = await rig.page(`/sandbox/onramp/coinbase/checkout?session=${made.body.sessionId}`)
    expect(page.status).toBe(404)
    const paid = await rig.pay(`${rig.url}/sandbox/onramp/coinbase/checkout?session=${made.body.sessionId}`, {
      card: '4242 4242 4242 4242',
    })
    expect(paid.status).toBe(404)
  })

  it("the status route answers Coinbase's word on its checkout; Meld's stays the store's", async () => {
    const made = await generate('coinbase')
    // Each poll past the window in which the cloud reuses the provider's last answer.
    const status = () => {
      clock += providerCallLimits.statusFreshMs
      return rig.api(`/v1/onramp/status/${made.body.sessionId}`)
    }
    expect(await status()).toEqual({ status: 200, body: { status: 'pending' } })
    const purchaseAmount = { value: '0.016', currency: 'ETH' }
    // Not an EVM transaction hash: complete, the hash left out (the modal would refuse the status).
    cdp.transactions.set(made.body.sessionId as string, [
      { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', purchase_amount: purchaseAmount, tx_hash: '0xfeed' },
    ])
    expect(await status()).toEqual({ status: 200, body: { status: 'completed', purchaseAmount } })
    const txHash = `0x${'fe'.repeat(32)}`
    cdp.transactions.set(made.body.sessionId as string, [
      { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', purchase_amount: purchaseAmount, tx_hash: txHash },
    ])
    expect(await status()).toEqual({ status: 200, body: { status: 'completed', txHash, purchaseAmount } })
    cdp.mode = 500
    try {
      expect(await status()).toEqual({
        status: 200,
        body: { status: 'pending', message: 'The provider is not available right now' },
      })
    } finally {
      cdp.mode = 'ok'
    }
    const viaMeld = await generate('meld')
    expect(await rig.api(`/v1/onramp/status/${viaMeld.body.sessionId}`)).toEqual({
      status: 200,
      body: { status: 'pending' },
    })
  })

  it.each([
    ['coinbase', 401, 'Coinbase'],
    ['coinbase', 429, 'Coinbase'],
    ['coinbase', 500, 'Coinbase'],
    ['coinbase', 'malformed', 'Coinbase'],
    ['meld', 401, 'Meld'],
    ['meld', 429, 'Meld'],
    ['meld', 500, 'Meld'],
    ['meld', 'malformed', 'Meld'],
  ] as const)(
    '%s answering %s: 503 with the spec text, and no checkout kept',
    async (provider, mode, label) => {
      const standIn = provider === 'coinbase' ? cdp : meld
      const before = checkoutCount()
      standIn.mode = mode
      try {
        expect(await generate(provider)).toEqual({
          status: 503,
          body: { message: `${label} is not available right now` },
        })
      } finally {
        standIn.mode = 'ok'
      }
      expect(checkoutCount()).toBe(before)
    },
  )
})
