import { type CoinbaseStandIn, startCoinbaseStandIn } from '@airlock/dev-cloud'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdpTestKey } from './cdpTestKeys.js'
import { createCoinbaseCheckout, createCoinbaseStatus } from './coinbaseOnramp.js'
import type { ProviderOrder } from './providerCheckout.js'
import { ProviderError } from './providerHttp.js'

const KEY_NAME = 'organizations/org-1/apiKeys/key-1'
const order: ProviderOrder = {
  provider: 'coinbase',
  sessionId: 'chk-1',
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  network: 'base',
  asset: 'USDC',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  presetFiatAmount: '50.00',
}

describe.each(['ec', 'ed25519'] as const)('Coinbase Onramp with a CDP %s key, over HTTP', (kind) => {
  const key = cdpTestKey(kind)
  let cdp: CoinbaseStandIn
  beforeAll(async () => {
    cdp = await startCoinbaseStandIn(KEY_NAME, key.publicKey)
  })
  afterAll(() => cdp?.close())
  const checkout = (secret = key.secret) =>
    createCoinbaseCheckout({
      apiKey: { name: KEY_NAME, secret },
      apiUrl: cdp.url,
      payUrl: 'https://pay.example.test',
      redirectUrl: 'https://dapp.example.com/bought',
    })

  it('gets a session token with a signed JWT and answers the one-click-buy URL carrying it', async () => {
    cdp.mode = 'ok'
    const url = new URL(await checkout()(order))
    expect(url.origin + url.pathname).toBe('https://pay.example.test/buy/select-asset')
    const token = url.searchParams.get('sessionToken')
    expect(token).toMatch(/^ZWJjZGVm-token-\d+$/)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      defaultAsset: 'USDC',
      defaultNetwork: 'base',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      partnerUserRef: 'chk-1',
      redirectUrl: 'https://dapp.example.com/bought',
    })
    // The address goes in the token's request, never in the URL a link could change.
    expect(url.search).not.toContain(order.address)
    const seen = cdp.requests.at(-1)
    expect(seen?.body).toEqual({
      addresses: [{ address: order.address, blockchains: ['base'] }],
      assets: ['USDC'],
    })
    const jwt = (seen?.headers.authorization ?? '').replace('Bearer ', '')
    expect(decodeProtectedHeader(jwt)).toMatchObject({
      alg: kind === 'ec' ? 'ES256' : 'EdDSA',
      kid: KEY_NAME,
      typ: 'JWT',
    })
    const claims = decodeJwt(jwt)
    expect(claims).toMatchObject({
      iss: 'cdp',
      sub: KEY_NAME,
      uri: `POST ${new URL(cdp.url).host}/onramp/v1/token`,
    })
    expect((claims.exp ?? 0) - (claims.nbf ?? 0)).toBe(120)
  })

  it('a key CDP does not know is refused (401), and says so without the key', async () => {
    cdp.mode = 'ok'
    const other = cdpTestKey(kind)
    const failure = await checkout(other.secret)(order).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ProviderError)
    expect((failure as ProviderError).status).toBe(401)
    expect((failure as Error).message).toBe(
      'Coinbase: the API key was refused (401); check the key configured for it',
    )
    expect((failure as Error).message).not.toContain(other.secret.slice(10, 30))
  })

  it("reads the order's status from the Transaction Status API by its partnerUserRef", async () => {
    cdp.mode = 'ok'
    const status = createCoinbaseStatus({ apiKey: { name: KEY_NAME, secret: key.secret }, apiUrl: cdp.url })
    expect(await status('chk-1')).toEqual({ status: 'pending' })
    const amount = { value: '0.016', currency: 'ETH' }
    cdp.transactions.set('chk-1', [
      { status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', purchase_amount: amount, tx_hash: '' },
    ])
    expect(await status('chk-1')).toEqual({ status: 'pending', purchaseAmount: amount })
    cdp.transactions.set('chk-1', [
      {
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        purchase_amount: amount,
        tx_hash: `0x${'ab'.repeat(32)}`,
      },
    ])
    expect(await status('chk-1')).toEqual({
      status: 'completed',
      txHash: `0x${'ab'.repeat(32)}`,
      purchaseAmount: amount,
    })
    cdp.transactions.set('chk-1', [{ status: 'ONRAMP_TRANSACTION_STATUS_FAILED' }])
    expect(await status('chk-1')).toEqual({ status: 'failed', message: 'The payment failed at Coinbase' })
    const stranger = createCoinbaseStatus({
      apiKey: { name: KEY_NAME, secret: cdpTestKey(kind).secret },
      apiUrl: cdp.url,
    })
    await expect(stranger('chk-1')).rejects.toThrow('Coinbase: the API key was refused (401)')
  })

  it.each([
    [429, 'Coinbase: rate limited (429)'],
    [500, 'Coinbase: answered 500'],
    ['malformed', 'Coinbase: answered something that is not JSON'],
  ] as const)('CDP answering %s is an error, not a URL', async (mode, message) => {
    cdp.mode = mode
    await expect(checkout()(order)).rejects.toThrow(message)
    cdp.mode = 'ok'
  })
})

describe('Coinbase Onramp configuration', () => {
  it('refuses a secret of neither CDP form at once', () => {
    expect(() =>
      createCoinbaseCheckout({
        apiKey: { name: KEY_NAME, secret: 'not-a-key' },
        apiUrl: 'http://127.0.0.1:1',
      }),
    ).toThrow('64 bytes of Ed25519')
  })

  it('an API that cannot be reached is an error', async () => {
    const { secret } = cdpTestKey('ed25519')
    const checkout = createCoinbaseCheckout({
      apiKey: { name: KEY_NAME, secret },
      apiUrl: 'http://127.0.0.1:1',
    })
    await expect(checkout(order)).rejects.toThrow(/^Coinbase: unreachable/)
  })
})
