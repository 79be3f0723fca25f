import { ANVIL_ACCOUNTS } from '@airlock/dev-cloud'
import { type Address, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'

let rig: OnrampRig
beforeAll(async () => {
  // One client address posts every test's forms here; the per-address cap has a test of its own.
  rig = await startOnrampRig({ checkoutLimits: { postsPerIpBurst: 1000 } })
}, 30_000)
afterAll(() => rig?.close())

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const GOOD = '4242 4242 4242 4242'
const status = async (sessionId: string) => (await rig.api(`/v1/onramp/status/${sessionId}`)).body

describe('the sandbox checkout page', () => {
  it("is the provider's own page, labelled sandbox, with the preset amount and a strict CSP", async () => {
    const buyer = fresh()
    const made = { ...(await rig.checkout(buyer, { presetFiatAmount: '50' })), address: buyer }
    const { status: code, text, headers } = await rig.page(made.url)
    expect(code).toBe(200)
    expect(text).toContain('Sandbox — test cards only')
    expect(text).toContain('<h1>Coinbase</h1>')
    // The order is the checkout's: shown, and repeated by the form, not chosen on the page.
    expect(text).toContain('name="amount" readonly value="50.00"')
    expect(text).toContain('name="currency" readonly value="USD"')
    expect(text).toContain(`type="hidden" name="receiver" value="${made.address}"`)
    for (const field of ['card', 'expiry', 'cvc']) expect(text).toContain(`name="${field}"`)
    expect(text).toContain('>Pay</button>')
    expect(text).not.toMatch(/<script|src=|href=/)
    const csp = headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'none'/,
    )
    expect(headers.get('x-frame-options')).toBe('DENY')
    // no-referrer would make Chromium send `Origin: null` with the form's post (seen in a real browser).
    expect(headers.get('referrer-policy')).toBe('same-origin')
    const meld = await rig.page((await rig.checkout(fresh(), { provider: 'meld' })).url)
    expect(meld.text).toContain('<h1>Meld</h1>')
    expect(meld.text).toContain('Sandbox — test cards only')
  })

  it('is found only under its own provider and with a real session id', async () => {
    const made = await rig.checkout(fresh())
    expect((await rig.page(made.url.replace('/coinbase/', '/meld/'))).status).toBe(404)
    expect((await rig.page('/sandbox/onramp/coinbase/checkout?session=AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
      404,
    )
    expect((await rig.page('/sandbox/onramp/coinbase/checkout?session=<script>')).status).toBe(404)
  })

  it('shows nothing a stranger posts: the form comes back with its own order', async () => {
    const made = await rig.checkout(fresh())
    const { text } = await rig.pay(made.url, { card: GOOD, amount: '<b>x</b>', asset: '<i>y</i>' })
    expect(text).not.toMatch(/<b>x|&lt;b&gt;x|<i>y|&lt;i&gt;y/)
    expect(text).toContain('name="amount" readonly value="50.00"')
  })
})

describe('paying with a test card', () => {
  it('delivers ETH from the treasury on anvil and completes the checkout', async () => {
    const buyer = fresh()
    const made = await rig.checkout(buyer, { presetFiatAmount: 50 })
    expect(await status(made.sessionId)).toEqual({ status: 'pending' })
    const started = performance.now()
    const paid = await rig.pay(made.url, { card: GOOD, asset: 'ETH' })
    const elapsed = performance.now() - started
    expect(paid.status).toBe(200)
    expect(paid.text).toContain('Payment complete')
    const done = (await status(made.sessionId)) as {
      status: string
      txHash: `0x${string}`
      purchaseAmount: { value: string }
    }
    expect(done).toMatchObject({ status: 'completed', purchaseAmount: { currency: 'ETH' } })
    expect(paid.text).toContain(`${done.purchaseAmount.value} ETH sent to ${buyer}`)
    expect((await rig.balances(buyer)).eth).toBe(parseEther(done.purchaseAmount.value))
    const receipt = await rig.client.getTransactionReceipt({ hash: done.txHash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(rig.onramp.treasuryAddress.toLowerCase())
    console.info(`[onramp] Pay -> delivered receipt (ETH): ${elapsed.toFixed(0)} ms`)
  })

  it('delivers USDC with a token transfer, in EUR through Meld', async () => {
    const buyer = fresh()
    const made = await rig.checkout(buyer, {
      provider: 'meld',
      paymentCurrency: 'EUR',
      presetFiatAmount: '200',
      destinationWallets: [{ address: buyer, blockchains: ['devnet'], assets: ['USDC', 'ETH'] }],
    })
    const started = performance.now()
    const paid = await rig.pay(made.url, { card: GOOD, asset: 'USDC', amount: '200', currency: 'EUR' })
    const elapsed = performance.now() - started
    expect(paid.status).toBe(200)
    const done = (await status(made.sessionId)) as { purchaseAmount: { value: string; currency: string } }
    expect(done.purchaseAmount.currency).toBe('USDC')
    // 200 EUR less 1% and the network fee, at 1.08 USD and 1 USD per USDC.
    expect(Number(done.purchaseAmount.value)).toBeGreaterThan(213)
    expect(Number(done.purchaseAmount.value)).toBeLessThan(214)
    expect(await rig.balances(buyer)).toEqual({ eth: 0n, usdc: parseUnits(done.purchaseAmount.value, 6) })
    console.info(`[onramp] Pay -> delivered receipt (USDC): ${elapsed.toFixed(0)} ms`)
  })

  it("keeps a bank-account quote's limits at the checkout (the sandbox takes a test card for it)", async () => {
    const buyer = fresh()
    const quote = await rig.quote({ amount: '20000', paymentMethod: 'ACH_BANK_ACCOUNT' })
    const made = await rig.checkout(buyer, { quoteId: quote.body.quoteId })
    const page = await rig.page(made.url)
    expect(page.text).toContain('value="20000.00"')
    expect(page.text).toContain('Bank account: between 10 and 25000 USD')
    expect((await rig.pay(made.url, { card: GOOD, amount: '25000.01' })).status).toBe(400)
    expect((await rig.pay(made.url, { card: GOOD, amount: '20000' })).status).toBe(200)
    const done = (await status(made.sessionId)) as { purchaseAmount: { value: string } }
    expect(done.purchaseAmount.value).toBe((quote.body.purchaseAmount as { value: string }).value)
    expect((await rig.balances(buyer)).eth).toBe(parseEther(done.purchaseAmount.value))
  })

  it('delivers nothing for declined, insufficient-funds and unknown cards, and says why', async () => {
    const buyer = fresh()
    const made = await rig.checkout(buyer)
    const cards: [string, string][] = [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['5555 5555 5555 4444', 'Use a sandbox test card'],
    ]
    for (const [card, message] of cards) {
      const refused = await rig.pay(made.url, { card })
      expect(refused.status).toBe(402)
      expect(refused.text).toContain(`role="alert">${message}</p>`)
      expect(await status(made.sessionId)).toEqual({ status: 'pending', message })
    }
    expect(await rig.balances(buyer)).toEqual({ eth: 0n, usdc: 0n })
  })

  it('refuses a form edited to another amount, currency or receiver, and delivers nothing (issue 35)', async () => {
    const buyer = fresh()
    const made = await rig.checkout(buyer)
    const fixed = 'This checkout is for 50.00 USD: the amount cannot be changed here.'
    const edits: [Record<string, string>, string][] = [
      [{ amount: '7500' }, fixed],
      [{ amount: '9.99' }, fixed],
      [{ currency: 'EUR' }, fixed],
      [{ receiver: fresh() }, `This checkout delivers to ${buyer} only.`],
    ]
    for (const [fields, message] of edits) {
      const refused = await rig.pay(made.url, { card: GOOD, receiver: buyer, ...fields })
      expect(refused.status, JSON.stringify(fields)).toBe(400)
      expect(refused.text).toContain(`role="alert">${message}`)
    }
    expect(await rig.balances(buyer)).toEqual({ eth: 0n, usdc: 0n })
    // No card attempt was spent on them: the checkout still takes its own order.
    expect(await status(made.sessionId)).toEqual({ status: 'pending' })
    expect((await rig.pay(made.url, { card: GOOD, receiver: buyer })).status).toBe(200)
  })

  it('delivers once: a replayed post is refused with 409, and so is the loser of a race', async () => {
    const buyer = fresh()
    const made = await rig.checkout(buyer)
    expect((await rig.pay(made.url, { card: GOOD })).status).toBe(200)
    const after = await rig.balances(buyer)
    const replay = await rig.pay(made.url, { card: GOOD })
    expect(replay.status).toBe(409)
    expect(replay.text).toContain('This checkout was already paid.')
    expect(await rig.balances(buyer)).toEqual(after)
    const racer = fresh()
    const race = await rig.checkout(racer)
    const answers = await Promise.all([1, 2, 3].map(() => rig.pay(race.url, { card: GOOD })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    const done = (await status(race.sessionId)) as { purchaseAmount: { value: string } }
    expect((await rig.balances(racer)).eth).toBe(parseEther(done.purchaseAmount.value))
  })

  it('refuses a post from another site (403) and takes one from its own page', async () => {
    const buyer = fresh()
    const made = await rig.checkout(buyer)
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.localhost:1234' },
      { origin: 'null' },
      { origin: rig.url, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]
    for (const headers of foreign) {
      const refused = await rig.pay(made.url, { card: GOOD }, headers)
      expect(refused.status, JSON.stringify(headers)).toBe(403)
    }
    expect(await rig.balances(buyer)).toEqual({ eth: 0n, usdc: 0n })
    expect((await rig.pay(made.url, { card: GOOD }, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('refuses bad form fields with 400 and a form body that is not a form with 415', async () => {
    const made = await rig.checkout(fresh())
    const expired = await rig.pay(made.url, { card: GOOD, expiry: '01/20' })
    expect([expired.status, expired.text.includes('Your card has expired')]).toEqual([400, true])
    const json = await rig.page(made.url, {
      method: 'POST',
      headers: { origin: rig.url, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
    expect(await status(made.sessionId)).toEqual({ status: 'pending' })
  })

  it('stops a checkout after five card attempts', async () => {
    const made = await rig.checkout(fresh())
    for (let i = 0; i < 5; i++)
      expect((await rig.pay(made.url, { card: '4000000000000002' })).status).toBe(402)
    expect((await rig.pay(made.url, { card: GOOD })).status).toBe(429)
    expect(await status(made.sessionId)).toEqual({ status: 'failed', message: 'Too many payment attempts' })
    expect((await rig.pay(made.url, { card: GOOD })).status).toBe(410)
  })
})

describe('the treasury', () => {
  it('is its own account, funded with ETH and USDC, and none of the test accounts', async () => {
    const treasury = rig.onramp.treasuryAddress as Address
    expect(ANVIL_ACCOUNTS.map((a) => a.toLowerCase())).not.toContain(treasury.toLowerCase())
    const { eth, usdc } = await rig.balances(treasury)
    expect(eth).toBeGreaterThan(parseEther('100'))
    expect(usdc).toBeGreaterThan(parseUnits('100000', 6))
  })
})

describe('the per-address cap', () => {
  it('refuses a client that posts too many payments in a row with 429', async () => {
    const capped = await startOnrampRig({ checkoutLimits: { postsPerIpBurst: 3, postsPerIpPerMinute: 1 } })
    try {
      const made = await capped.checkout(fresh())
      const answers = []
      for (let i = 0; i < 4; i++)
        answers.push((await capped.pay(made.url, { card: '4000000000000002' })).status)
      expect(answers).toEqual([402, 402, 402, 429])
      // The cap is per checkout post, not per page: the page still shows.
      expect((await capped.page(made.url)).status).toBe(200)
    } finally {
      await capped.close()
    }
  }, 30_000)
})
