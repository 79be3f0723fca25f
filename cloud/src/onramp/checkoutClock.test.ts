import { type Address, formatEther, parseGwei, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_TTL_MS } from './checkoutStore.js'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'
import { QUOTE_TTL_MS } from './quoteStore.js'

let time = Date.now()
let rig: OnrampRig
beforeAll(async () => {
  rig = await startOnrampRig({ now: () => time })
}, 30_000)
afterAll(() => rig?.close())

it('a checkout expires 30 minutes after it was made: the page, the post and the status say so', async () => {
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const made = await rig.checkout(buyer)
  time += CHECKOUT_TTL_MS - 1
  expect((await rig.page(made.url)).status).toBe(200)
  time += 1
  const page = await rig.page(made.url)
  expect([page.status, page.text.includes('This checkout has expired')]).toEqual([410, true])
  expect((await rig.pay(made.url, { card: '4242424242424242' })).status).toBe(410)
  expect((await rig.api(`/v1/onramp/status/${made.sessionId}`)).body).toEqual({
    status: 'failed',
    message: 'Checkout expired',
  })
  expect(await rig.balances(buyer)).toEqual({ eth: 0n, usdc: 0n })
})

describe('a quoted checkout', () => {
  /** The next block's base fee, and that block mined: the node's gas price follows it. */
  const setBaseFee = async (gwei: string) => {
    await rig.client.request({
      method: 'anvil_setNextBlockBaseFeePerGas' as never,
      params: [toHex(parseGwei(gwei))] as never,
    })
    await rig.client.request({ method: 'evm_mine' as never, params: [] as never })
  }
  const buyQuoted = async () => {
    await setBaseFee('1')
    const quote = await rig.quote()
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const made = await rig.checkout(buyer, { quoteId: quote.body.quoteId })
    // Gas jumps to 100 gwei: today's network fee for a delivery would be about 6 USD, not a few cents.
    await setBaseFee('100')
    return { buyer, made, quoted: (quote.body.purchaseAmount as { value: string }).value }
  }
  const delivered = async (buyer: Address) => formatEther(await rig.client.getBalance({ address: buyer }))

  it('delivers what the quote said while the quote holds, whatever gas did meanwhile', async () => {
    const { buyer, made, quoted } = await buyQuoted()
    time += QUOTE_TTL_MS - 1
    expect((await rig.pay(made.url, { card: '4242424242424242' })).status).toBe(200)
    expect(await delivered(buyer)).toBe(quoted)
  })

  it('prices a payment afresh once the quote expired; another amount than the quote is refused', async () => {
    const late = await buyQuoted()
    time += QUOTE_TTL_MS
    expect((await rig.pay(late.made.url, { card: '4242424242424242' })).status).toBe(200)
    expect(Number(await delivered(late.buyer))).toBeLessThan(Number(late.quoted) - 0.001)
    const other = await buyQuoted()
    expect((await rig.pay(other.made.url, { card: '4242424242424242', amount: '50.01' })).status).toBe(400)
    expect(await delivered(other.buyer)).toBe('0')
  })
})
