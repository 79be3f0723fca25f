import { parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, it } from 'vitest'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'

// The sandbox checkout is the dev composition's (@airlock/dev-cloud/onramp-sandbox), handed to
// createOnramp: without it (production) there are no test-card pages and nothing refills the treasury.

let rig: OnrampRig | undefined
afterEach(async () => {
  await rig?.close()
  rig = undefined
})

const buyer = () => privateKeyToAccount(generatePrivateKey()).address

it('without the injected sandbox: no checkout page, no form post taken, the treasury never refilled', async () => {
  rig = await startOnrampRig({ sandbox: false })
  // The modal's routes are the cloud's and still answer.
  expect((await rig.quote()).status).toBe(200)
  const { url } = await rig.checkout(buyer())
  expect((await rig.page(url)).status).toBe(404)
  expect((await rig.pay(url, { card: '4242424242424242' })).status).toBe(404)
  expect(await rig.balances(rig.onramp.treasuryAddress)).toEqual({ eth: 0n, usdc: 0n })
}, 60_000)

it('with it: the page takes a test card and the treasury is refilled on anvil at start', async () => {
  rig = await startOnrampRig()
  expect(await rig.balances(rig.onramp.treasuryAddress)).toEqual({
    eth: parseEther('1000'),
    usdc: parseUnits('1000000', 6),
  })
  const { url } = await rig.checkout(buyer())
  const page = await rig.page(url)
  expect([page.status, page.text.includes('Sandbox — test cards only')]).toEqual([200, true])
  expect((await rig.pay(url, { card: '4242424242424242' })).status).toBe(200)
}, 60_000)
