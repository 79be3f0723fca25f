import { plannedDevnet } from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY } from '@airlock/dev-cloud/onramp-sandbox'
import { type Address, createWalletClient, type Hex, http, keccak256, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CloudDatabase, openDatabase } from '../db/openDatabase.js'
import { type CheckoutStore, createCheckoutStore } from './checkoutStore.js'
import { onrampNetworks } from './onrampCatalog.js'
import { type OnrampRig, startOnrampRig } from './onrampTestKit.js'
import { createTreasury } from './treasury.js'

let rig: OnrampRig
let store: CheckoutStore
let database: CloudDatabase
beforeAll(async () => {
  rig = await startOnrampRig({ checkoutLimits: { postsPerIpBurst: 1000 } })
  // A second connection to the cloud's database: the test plays the part of a cloud that crashed.
  database = await openDatabase(rig.dbPath)
  store = createCheckoutStore(database)
}, 30_000)
afterAll(async () => {
  await database?.destroy()
  await rig?.close()
})

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const units = parseEther('0.25')
const payment = { asset: 'ETH', units, value: '0.25', fiatCents: 76000n, currency: 'USD' }
const treasuryWallet = () =>
  createWalletClient({
    account: privateKeyToAccount(DEVNET_TREASURY_KEY),
    chain: foundry,
    transport: http(rig.anvil.url),
  })
/** A paid checkout for a new buyer, as the cloud left it when it stopped. */
async function paidCheckout() {
  const buyer = fresh()
  const { sessionId } = await rig.checkout(buyer)
  expect(await store.pay(sessionId, payment)).toBe('paid')
  return { buyer, sessionId }
}
/** The treasury's delivery, signed (at its next nonce unless told) but not sent. */
async function signedDelivery(to: Address, nonce?: number): Promise<Hex> {
  const wallet = treasuryWallet()
  const request = await wallet.prepareTransactionRequest({
    to,
    value: units,
    ...(nonce === undefined ? {} : { nonce }),
  })
  return wallet.signTransaction(request)
}

describe('a restart with deliveries in flight', () => {
  it('delivers a checkout that was paid but never signed', async () => {
    const { buyer, sessionId } = await paidCheckout()
    await rig.restart()
    expect(await store.get(sessionId)).toMatchObject({ status: 'completed' })
    expect(await rig.client.getBalance({ address: buyer })).toBe(units)
  })

  it('completes a delivery that reached the chain before the crash without sending it again', async () => {
    const { buyer, sessionId } = await paidCheckout()
    const raw = await signedDelivery(buyer)
    await store.sent(sessionId, keccak256(raw), raw)
    await rig.client.waitForTransactionReceipt({
      hash: await rig.client.sendRawTransaction({ serializedTransaction: raw }),
    })
    const before = await rig.client.getTransactionCount({ address: rig.onramp.treasuryAddress })
    await rig.restart()
    expect(await store.get(sessionId)).toMatchObject({ status: 'completed', txHash: keccak256(raw) })
    expect(await rig.client.getBalance({ address: buyer })).toBe(units)
    expect(await rig.client.getTransactionCount({ address: rig.onramp.treasuryAddress })).toBe(before)
  })

  it('broadcasts the stored transaction when the crash came between signing and sending', async () => {
    const { buyer, sessionId } = await paidCheckout()
    const raw = await signedDelivery(buyer)
    await store.sent(sessionId, keccak256(raw), raw)
    await rig.restart()
    expect(await store.get(sessionId)).toMatchObject({ status: 'completed', txHash: keccak256(raw) })
    expect(await rig.client.getBalance({ address: buyer })).toBe(units)
  })

  it('fails, with a message and nothing sent, a delivery whose nonce another transaction took', async () => {
    const { buyer, sessionId } = await paidCheckout()
    const nonce = await rig.client.getTransactionCount({ address: rig.onramp.treasuryAddress })
    const raw = await signedDelivery(buyer, nonce)
    await store.sent(sessionId, keccak256(raw), raw)
    const other = await treasuryWallet().sendTransaction({ to: fresh(), value: 1n, nonce })
    await rig.client.waitForTransactionReceipt({ hash: other })
    await rig.restart()
    expect(await store.get(sessionId)).toMatchObject({
      status: 'failed',
      message: 'Delivery failed: the treasury nonce was taken; nothing was sent',
    })
    expect(await rig.client.getBalance({ address: buyer })).toBe(0n)
    expect((await rig.api(`/v1/onramp/status/${sessionId}`)).body).toEqual({
      status: 'failed',
      message: 'Delivery failed: the treasury nonce was taken; nothing was sent',
      purchaseAmount: { value: '0.25', currency: 'ETH' },
    })
  })
})

it("refuses one of anvil's default accounts as its key", () => {
  // anvil's account 9 (public test key): the devnet funds it for the tests.
  const key = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
  const networks = onrampNetworks({
    'eip155:31337': { rpcUrl: 'http://127.0.0.1:9', devnet: plannedDevnet() },
  })
  expect(() => createTreasury({ key, networks, store })).toThrow(/needs its own key/)
})

describe('deliveries at once', () => {
  it('go out one at a time, each at its own nonce', async () => {
    const buyers = [fresh(), fresh(), fresh(), fresh(), fresh()]
    const made = await Promise.all(buyers.map((buyer) => rig.checkout(buyer)))
    const paid = await Promise.all(made.map((m) => rig.pay(m.url, { card: '4242424242424242' })))
    expect(paid.map((p) => p.status)).toEqual([200, 200, 200, 200, 200])
    const nonces = await Promise.all(
      made.map(async (m) => {
        const hash = (await store.get(m.sessionId))?.txHash as Hex
        return (await rig.client.getTransaction({ hash })).nonce
      }),
    )
    const sorted = [...nonces].sort((a, b) => a - b)
    expect(sorted.map((n) => n - (sorted[0] as number))).toEqual([0, 1, 2, 3, 4])
    for (const [i, buyer] of buyers.entries())
      expect(await rig.client.getBalance({ address: buyer })).toBe(
        (await store.get(made[i]?.sessionId as string))?.payment?.units,
      )
  })
})
