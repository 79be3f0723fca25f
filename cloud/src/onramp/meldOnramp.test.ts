import { type OnrampProviderStandIn as ProviderStandIn, startMeldStandIn } from '@airlock/dev-cloud'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMeldCheckout, createMeldQuote } from './meldOnramp.js'
import type { ProviderOrder } from './providerCheckout.js'
import { ProviderError } from './providerHttp.js'

const API_KEY = 'W9kZTT7332okCEc1A9aqAq:3sYKoXQv6oHVHSts7G2agw9vTCXz'
const order: ProviderOrder = {
  provider: 'meld',
  sessionId: 'chk-2',
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  network: 'ethereum',
  asset: 'ETH',
  fiatCurrency: 'EUR',
  paymentMethod: 'card',
  presetFiatAmount: '75.00',
}

describe('Meld, over HTTP', () => {
  let meld: ProviderStandIn
  beforeAll(async () => {
    meld = await startMeldStandIn(API_KEY)
  })
  afterAll(() => meld?.close())
  const checkout = (apiKey = API_KEY) =>
    createMeldCheckout({ apiKey, apiUrl: meld.url, redirectUrl: 'https://dapp.example.com/bought' })

  it("makes a BUY widget session with the operator's key and answers its widget URL", async () => {
    meld.mode = 'ok'
    const url = await checkout()(order)
    expect(url).toMatch(new RegExp(`^${meld.url}/widget\\?token=meld-token-\\d+$`))
    const seen = meld.requests.at(-1)
    expect(seen?.headers.authorization).toBe(`BASIC ${API_KEY}`)
    expect(seen?.body).toEqual({
      sessionType: 'BUY',
      externalSessionId: 'chk-2',
      sessionData: {
        walletAddress: order.address,
        destinationCurrencyCode: 'ETH',
        sourceCurrencyCode: 'EUR',
        sourceAmount: '75.00',
        redirectUrl: 'https://dapp.example.com/bought',
      },
    })
  })

  it('a wrong key is refused (401), and the error does not carry it', async () => {
    meld.mode = 'ok'
    const failure = await checkout('wrong:key-of-someone-else')(order).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ProviderError)
    expect((failure as Error).message).toBe(
      'Meld: the API key was refused (401); check the key configured for it',
    )
  })

  it.each([
    [429, 'Meld: rate limited (429)'],
    [500, 'Meld: answered 500'],
    ['malformed', 'Meld: answered something that is not JSON'],
  ] as const)('Meld answering %s is an error, not a URL', async (mode, message) => {
    meld.mode = mode
    await expect(checkout()(order)).rejects.toThrow(message)
    meld.mode = 'ok'
  })

  it('a widgetUrl that is not a web page is an error, never where the buyer is sent', async () => {
    const answer = async () => Response.json({ id: 'WS9', widgetUrl: 'javascript:alert(1)' })
    const checkout = createMeldCheckout({ apiKey: API_KEY, apiUrl: meld.url, fetch: answer })
    await expect(checkout(order)).rejects.toThrow('Meld: answered a widgetUrl that is not a web page')
  })
})

describe("Meld's quote answer", () => {
  const answering = (body: unknown) =>
    createMeldQuote({
      apiKey: API_KEY,
      apiUrl: 'http://meld.test',
      country: 'US',
      fetch: async () => Response.json(body),
    })
  const request = {
    network: 'base',
    asset: 'USDC_BASE',
    symbol: 'USDC',
    fiatCurrency: 'USD',
    paymentMethod: 'card',
    amount: '50.00',
  }

  it('no service provider that would deliver something is a provider failure, not a quote', async () => {
    for (const quotes of [[], [{ sourceAmount: 50, destinationAmount: 0 }], [{ destinationAmount: 48 }], 'x'])
      await expect(answering({ quotes })(request)).rejects.toBeInstanceOf(ProviderError)
  })

  it('a tiny amount stays a plain decimal', async () => {
    const quote = await answering({ quotes: [{ sourceAmount: 50, destinationAmount: 1e-7, totalFee: 1 }] })(
      request,
    )
    expect(quote.purchaseAmount).toEqual({ value: '0.0000001', currency: 'USDC' })
    expect(quote.paymentSubtotal).toEqual({ value: '49.00', currency: 'USD' })
  })
})
