import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'
import { coinbaseOneClickBuyUrl, type ProviderOrder } from './providerCheckout.js'

const order: ProviderOrder = {
  provider: 'coinbase',
  sessionId: 's1',
  address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  network: 'base',
  asset: 'USDC',
  fiatCurrency: 'USD',
  paymentMethod: 'ACH_BANK_ACCOUNT',
  presetFiatAmount: '50.00',
}

describe("Coinbase's one-click-buy URL", () => {
  it('carries the session token and the order, in Coinbase names', () => {
    const url = new URL(coinbaseOneClickBuyUrl('tok/en', order))
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: 'tok/en',
      defaultAsset: 'USDC',
      defaultNetwork: 'base',
      defaultExperience: 'buy',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'ACH_BANK_ACCOUNT',
      partnerUserRef: 's1',
      presetFiatAmount: '50.00',
    })
  })

  it('sends the crypto amount alone when the order has one (Coinbase would ignore the fiat one)', () => {
    const url = new URL(coinbaseOneClickBuyUrl('t', { ...order, presetCryptoAmount: '0.5' }))
    expect(url.searchParams.get('presetCryptoAmount')).toBe('0.5')
    expect(url.searchParams.has('presetFiatAmount')).toBe(false)
  })
})

describe('a real provider configured (production)', () => {
  let rig: OnrampRig
  const seen: ProviderOrder[] = []
  let down = false
  beforeAll(async () => {
    rig = await startOnrampRig({
      providerCheckouts: {
        coinbase: async (o) => {
          if (down) throw new Error('Coinbase API unreachable')
          seen.push(o)
          return coinbaseOneClickBuyUrl(`token-for-${o.sessionId}`, o)
        },
      },
    })
  }, 60_000)
  afterAll(() => rig?.close())

  it("answers the provider's own checkout for the checked order; another provider keeps the sandbox", async () => {
    const address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    const made = await rig.checkout(address, { presetFiatAmount: 50 })
    const url = new URL(made.url)
    expect(url.host).toBe('pay.coinbase.com')
    expect(url.searchParams.get('sessionToken')).toBe(`token-for-${made.sessionId}`)
    expect(seen.at(-1)).toMatchObject({
      address,
      asset: 'ETH',
      network: 'devnet',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      presetFiatAmount: '50.00',
    })
    const meld = await rig.checkout(address, { provider: 'meld' })
    expect(meld.url).toContain('/sandbox/onramp/meld/checkout?session=')
  })

  it('still checks the order first, and says so when the provider cannot be reached', async () => {
    const calls = seen.length
    const tooMuch = await rig.api('/v1/generators/onrampurl', {
      method: 'POST',
      body: JSON.stringify({
        destinationWallets: [
          { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', blockchains: ['devnet'] },
        ],
        partnerUserId: 'u',
        presetFiatAmount: 9000,
      }),
    })
    expect(tooMuch).toEqual({ status: 400, body: { message: 'Amount must be between 10 and 7500 USD' } })
    expect(seen.length).toBe(calls)
    down = true
    const unreachable = await rig.api('/v1/generators/onrampurl', {
      method: 'POST',
      body: JSON.stringify({
        destinationWallets: [
          { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', blockchains: ['devnet'] },
        ],
        partnerUserId: 'u',
        presetFiatAmount: 50,
      }),
    })
    expect(unreachable).toEqual({ status: 503, body: { message: 'Coinbase is not available right now' } })
  })
})
