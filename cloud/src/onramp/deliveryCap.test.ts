import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutStore } from './checkoutStore.js'
import { createDeliveryCap } from './deliveryCap.js'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'

const GOOD = '4242 4242 4242 4242'
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

describe('createDeliveryCap', () => {
  it('says when the oldest delivery that counts leaves the hour', async () => {
    let time = 10 * 3600_000
    const paid = [time - 50 * 60_000, time - 20 * 60_000, time - 1000]
    const store = { paidTimesTo: async (_: string, since: number) => paid.filter((t) => t > since) }
    const cap = createDeliveryCap(store as unknown as CheckoutStore, 2, () => time)
    expect(cap.window()).toEqual({ max: 2, since: time - 3600_000 })
    // The second newest counts until 40 minutes from now.
    expect(await cap.refusal('0xabc')).toBe(
      'This address has had 2 purchases delivered in the last hour, the most the sandbox allows. Please try again after 40 minutes.',
    )
    time += 2400_000
    expect(await cap.refusal('0xabc')).toBeUndefined()
  })
})

describe('deliveries to one address per hour, on a real chain', () => {
  let time = Date.now()
  let rig: OnrampRig
  beforeAll(async () => {
    rig = await startOnrampRig({
      now: () => time,
      checkoutLimits: { deliveriesPerAddressPerHour: 2, postsPerIpBurst: 1000 },
    })
  }, 30_000)
  afterAll(() => rig?.close())

  it('delivers up to the cap, then refuses with why and delivers nothing, across a restart', async () => {
    const buyer = fresh()
    const made = [await rig.checkout(buyer), await rig.checkout(buyer), await rig.checkout(buyer)]
    for (const checkout of made.slice(0, 2))
      expect((await rig.pay(checkout.url, { card: GOOD })).status).toBe(200)
    const delivered = await rig.balances(buyer)
    expect(delivered.eth).toBeGreaterThan(0n)

    const third = await rig.pay(made[2]?.url as string, { card: GOOD })
    expect(third.status).toBe(429)
    expect(third.text).toContain(
      'This address has had 2 purchases delivered in the last hour, the most the sandbox allows. Please try again after 60 minutes.',
    )
    expect(await rig.balances(buyer)).toEqual(delivered)
    expect((await rig.api(`/v1/onramp/status/${made[2]?.sessionId}`)).body).toEqual({ status: 'pending' })
    // No new checkout for the address either, said where the modal asks for one.
    const generator = await fetch(`${rig.url}/v1/generators/onrampurl?projectId=onramp-test`, {
      method: 'POST',
      body: JSON.stringify({
        destinationWallets: [{ address: buyer, blockchains: ['devnet'] }],
        partnerUserId: 'u',
        presetFiatAmount: 50,
      }),
    })
    expect(generator.status).toBe(400)
    expect((await generator.json()) as unknown).toEqual({
      message:
        'This address has had 2 purchases delivered in the last hour, the most the sandbox allows. Please try again after 60 minutes.',
    })
    // Another address is not held back by this one.
    const other = fresh()
    expect((await rig.pay((await rig.checkout(other)).url, { card: GOOD })).status).toBe(200)

    await rig.restart()
    expect((await rig.pay(made[2]?.url as string, { card: GOOD })).status).toBe(429)
    expect(await rig.balances(buyer)).toEqual(delivered)
    time += 3600_000
    expect((await rig.pay((await rig.checkout(buyer)).url, { card: GOOD })).status).toBe(200)
    expect((await rig.balances(buyer)).eth).toBeGreaterThan(delivered.eth)
  }, 60_000)
})
