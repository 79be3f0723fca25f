import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHECKOUT_TTL_MS } from './checkoutStore.js'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'

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
