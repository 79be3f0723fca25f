import { formatEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'

let rig: OnrampRig
beforeAll(async () => {
  rig = await startOnrampRig()
}, 30_000)
afterAll(() => rig?.close())

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const post = (path: string, body: unknown) => rig.api(path, { method: 'POST', body: JSON.stringify(body) })
const quote = (overrides: Record<string, unknown> = {}) => rig.quote(overrides)
const cents = (value: unknown) => Math.round(Number(value) * 100)

describe('GET /v1/onramp/options', () => {
  it("lists the spec's methods, limits, currencies and providers, and the devnet's ETH and USDC", async () => {
    const { status, body } = await rig.api('/v1/onramp/options')
    expect(status).toBe(200)
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ]
    const network = (contract: string) => [
      { name: 'devnet', display_name: 'Airlock Devnet', chain_id: '31337', contract_address: contract },
    ]
    expect(body).toEqual({
      paymentMethods: [
        { id: 'card', name: 'Debit or credit card' },
        { id: 'ACH_BANK_ACCOUNT', name: 'Bank account' },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: network('0x0000000000000000000000000000000000000000'),
        },
        { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: network(rig.usdc) },
      ],
      providers: [
        { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', imageId: 'coinbase', sandbox: true },
        { name: 'meld', label: 'Meld', feeRange: '1-2%', imageId: 'meld', sandbox: true },
      ],
    })
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes 50 USD of ETH with Coinbase: 1.5% fee, the network fee at the gas price, the rest at 3000', async () => {
    const gasPrice = await rig.client.getGasPrice()
    const { status, body } = await quote()
    expect(status).toBe(200)
    const b = body as Record<string, { value: string; currency: string }>
    expect(b.paymentTotal).toEqual({ value: '50.00', currency: 'USD' })
    expect(b.coinbaseFee).toEqual({ value: '0.75', currency: 'USD' })
    // 21000 gas at the node's price, in USD at 3000, rounded up to the cent.
    const networkFee = Math.ceil(Number(formatEther(gasPrice * 21000n)) * 3000 * 100)
    expect(cents(b.networkFee?.value)).toBe(networkFee)
    expect(cents(b.paymentSubtotal?.value)).toBe(5000 - 75 - networkFee)
    const expected = Math.floor((cents(b.paymentSubtotal?.value) / 100 / 3000) * 1e8) / 1e8
    expect(Number(b.purchaseAmount?.value)).toBeCloseTo(expected, 8)
    expect(b.purchaseAmount?.currency).toBe('ETH')
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('charges Meld 1%, prices USDC at 1 USD and EUR at 1.08 USD, and takes a bank account up to 25000', async () => {
    const meld = await quote({ provider: 'meld', purchaseCurrency: { id: 'USDC' }, amount: 100 })
    expect(meld.status).toBe(200)
    expect(meld.body.coinbaseFee).toEqual({ value: '1.00', currency: 'USD' })
    const subtotal = cents((meld.body.paymentSubtotal as { value: string }).value)
    expect(meld.body.purchaseAmount).toEqual({ value: (subtotal / 100).toString(), currency: 'USDC' })
    const eur = await quote({
      paymentCurrency: { id: 'EUR' },
      purchaseCurrency: { id: 'USDC' },
      amount: '100',
    })
    const eurSubtotal = cents((eur.body.paymentSubtotal as { value: string }).value)
    expect(Number((eur.body.purchaseAmount as { value: string }).value)).toBeCloseTo(
      (eurSubtotal / 100) * 1.08,
      6,
    )
    const bank = await quote({ paymentMethod: 'ACH_BANK_ACCOUNT', amount: '25000' })
    expect(bank.status).toBe(200)
    expect(Number((bank.body.purchaseAmount as { value: string }).value)).toBeGreaterThan(8)
  })

  it('refuses amounts outside the limits in the contract words, and bad input, with 400', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: '9.99' }, 'Amount must be between 10 and 7500 USD'],
      [{ amount: '7500.01' }, 'Amount must be between 10 and 7500 USD'],
      [{ amount: '5', paymentCurrency: { id: 'EUR' } }, 'Amount must be between 10 and 7500 EUR'],
      [{ amount: '25000.01', paymentMethod: 'ACH_BANK_ACCOUNT' }, 'Amount must be between 10 and 25000 USD'],
      [{ amount: 'lots' }, 'Invalid amount'],
      [{ amount: '-50' }, 'Invalid amount'],
      [{ paymentCurrency: { id: 'GBP' } }, 'Unsupported payment currency GBP'],
      [{ purchaseCurrency: { id: 'DOGE' } }, 'Unsupported purchase currency DOGE'],
      [{ network: 'ethereum' }, 'Unsupported network ethereum'],
      [{ provider: 'moonpay' }, 'Unsupported provider moonpay'],
      [{ paymentMethod: 'PAYPAL' }, 'Unsupported payment method PAYPAL'],
      [{ amount: { value: 5 } }, 'Invalid body'],
    ]
    for (const [overrides, message] of refusals) {
      const { status, body } = await quote(overrides)
      expect([status, body], JSON.stringify(overrides)).toEqual([400, { message }])
    }
    const notJson = await rig.api('/v1/onramp/quote', { method: 'POST', body: '{' })
    expect(notJson).toEqual({ status: 400, body: { message: 'Invalid body' } })
    const huge = await rig.api('/v1/onramp/quote', { method: 'POST', body: 'x'.repeat(9000) })
    expect(huge).toEqual({ status: 413, body: { message: 'Request body too large' } })
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it("answers the provider's sandbox checkout on the cloud's public URL, with a 128-bit session id", async () => {
    const made = await rig.checkout(fresh(), { presetFiatAmount: 50 })
    expect(made.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(made.url).toBe(`${rig.url}/sandbox/onramp/coinbase/checkout?session=${made.sessionId}`)
    const meld = await rig.checkout(fresh(), { provider: 'meld' })
    expect(meld.url).toContain('/sandbox/onramp/meld/checkout?session=')
  })

  it('refuses what a provider would refuse, storing nothing', async () => {
    const wallet = { address: fresh(), blockchains: ['devnet'], assets: ['ETH'] }
    const base = { destinationWallets: [wallet], defaultNetwork: 'devnet', partnerUserId: 'u1' }
    const refusals: [Record<string, unknown>, string][] = [
      [{ destinationWallets: [{ ...wallet, address: '0x1234' }] }, 'Invalid destination address'],
      [
        { destinationWallets: [{ ...wallet, address: '0x0000000000000000000000000000000000000000' }] },
        'Invalid destination address',
      ],
      [{ defaultNetwork: 'solana' }, 'Unsupported network solana'],
      [
        { destinationWallets: [{ ...wallet, blockchains: ['base'] }] },
        'No destination wallet for network devnet',
      ],
      [{ destinationWallets: [{ ...wallet, assets: ['DOGE'] }] }, 'Unsupported purchase currency DOGE'],
      [{ presetFiatAmount: 5 }, 'Amount must be between 10 and 7500 USD'],
      [{ presetFiatAmount: '8000', paymentCurrency: 'EUR' }, 'Amount must be between 10 and 7500 EUR'],
      [{ presetCryptoAmount: 10 }, 'Amount must be between 10 and 7500 USD'],
      [{ presetCryptoAmount: '0.0001' }, 'Amount must be between 10 and 7500 USD'],
      [{ presetCryptoAmount: 'much' }, 'Invalid presetCryptoAmount'],
      [{ presetFiatAmount: '1e3' }, 'Invalid presetFiatAmount'],
      [
        { presetFiatAmount: 50, presetCryptoAmount: 0.01 },
        'Give presetFiatAmount or presetCryptoAmount, not both',
      ],
      [{ paymentCurrency: 'JPY' }, 'Unsupported payment currency JPY'],
      [{ presetFiatAmount: 20000 }, 'Amount must be between 10 and 7500 USD'],
      [
        { presetFiatAmount: 25001, paymentMethod: 'ACH_BANK_ACCOUNT' },
        'Amount must be between 10 and 25000 USD',
      ],
      [{ paymentMethod: 'cash' }, 'Unsupported payment method cash'],
      [{ provider: 'moonpay' }, 'Unsupported provider moonpay'],
      [{ quoteId: 'b0c1e3a4-0000-4000-8000-000000000000' }, 'Quote expired or unknown'],
      [{ defaultExperience: 'send' }, 'Invalid body'],
      [{ partnerUserId: '' }, 'Invalid body'],
      [{ destinationWallets: [] }, 'Invalid body'],
      [{}, 'A checkout needs an amount: give presetFiatAmount, presetCryptoAmount or a quoteId'],
    ]
    for (const [overrides, message] of refusals) {
      const { status, body } = await post('/v1/generators/onrampurl', { ...base, ...overrides })
      expect([status, body], JSON.stringify(overrides)).toEqual([400, { message }])
    }
  })

  it('opens the checkout with what a quote said: provider, asset, currency and amount', async () => {
    const quoted = await quote({
      provider: 'meld',
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'EUR' },
      amount: '123.45',
    })
    const made = await rig.checkout(fresh(), {
      quoteId: quoted.body.quoteId,
      assets: undefined,
      destinationWallets: [{ address: fresh(), blockchains: ['devnet'], assets: ['ETH', 'USDC'] }],
    })
    expect(made.url).toContain('/sandbox/onramp/meld/')
    const { text } = await rig.page(made.url)
    expect(text).toContain('value="123.45"')
    expect(text).toContain('name="currency" readonly value="EUR"')
    expect(text).toMatch(/<option value="USDC" selected>/)
  })

  it("holds an order without a quote to its payment method's limits (a bank account to 25000)", async () => {
    const made = await rig.checkout(fresh(), { presetFiatAmount: 20000, paymentMethod: 'ACH_BANK_ACCOUNT' })
    const { text } = await rig.page(made.url)
    expect(text).toContain('value="20000.00"')
  })

  it('turns a preset crypto amount into the fiat amount that buys it', async () => {
    const made = await rig.checkout(fresh(), { presetCryptoAmount: '0.01' })
    const { text } = await rig.page(made.url)
    const amount = Number(/name="amount"[^>]*value="([\d.]+)"/.exec(text)?.[1])
    // 0.01 ETH at 3000 = 30 USD, plus the 1.5% fee and the network fee.
    expect(amount).toBeGreaterThan(30 / 0.985)
    expect(amount).toBeLessThan(30 / 0.985 + 1)
  })
})

describe('GET /v1/onramp/status/{sessionId}', () => {
  it('says pending for a new checkout, and hides it from other projects and bad ids', async () => {
    const made = await rig.checkout(fresh())
    expect(await rig.api(`/v1/onramp/status/${made.sessionId}`)).toEqual({
      status: 200,
      body: { status: 'pending' },
    })
    const other = await fetch(`${rig.url}/v1/onramp/status/${made.sessionId}?projectId=someone-else`)
    expect([other.status, await other.json()]).toEqual([404, { message: 'Checkout not found' }])
    expect(await rig.api('/v1/onramp/status/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({
      status: 404,
      body: { message: 'Checkout not found' },
    })
    expect(await rig.api('/v1/onramp/status/short')).toEqual({
      status: 400,
      body: { message: 'Invalid sessionId' },
    })
  })
})
