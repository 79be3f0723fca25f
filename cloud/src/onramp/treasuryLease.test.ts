import { deployDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, fundTreasury } from '@airlock/dev-cloud/onramp-sandbox'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest'
import type { CloudDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createWorkerLease } from '../db/workerLease.js'
import { freePort } from '../testing/freePort.js'
import { createCheckoutStore } from './checkoutStore.js'
import { type DevnetNetwork, onrampNetworks } from './onrampCatalog.js'
import { createTreasury } from './treasury.js'

let anvil: RunningAnvil
let networks: DevnetNetwork[]
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  const devnet = await deployDevnet(anvil.url)
  networks = onrampNetworks({ 'eip155:31337': { rpcUrl: anvil.url, devnet } })
}, 60_000)
afterAll(() => anvil?.stop())

const units = parseEther('0.25')
const payment = { asset: 'ETH', units, value: '0.25', fiatCents: 76000n, currency: 'USD' }

/** A checkout paid (on whichever node took the card) for a new buyer. */
async function paidCheckout(db: CloudDatabase) {
  const store = createCheckoutStore(db)
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const id = await store.create({
    projectId: 'p1',
    provider: 'coinbase',
    network: (networks[0] as DevnetNetwork).name,
    address: buyer,
    assets: ['ETH'],
    partnerUserId: 'u',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    presetFiatCents: null,
    presetCryptoAmount: null,
    lockedQuote: null,
  })
  expect(await store.pay(id, payment)).toBe('paid')
  return { id, buyer }
}

/** One API node's treasury on the shared database, electing through the `onramp-treasury` lease. */
function node(db: CloudDatabase) {
  const treasury = createTreasury({
    key: DEVNET_TREASURY_KEY,
    networks,
    store: createCheckoutStore(db),
    pollMs: 50,
    refill: fundTreasury,
    leaseOf: (hooks) =>
      createWorkerLease(db, { name: 'onramp-treasury', ttlMs: 1_000, renewMs: 50, ...hooks }),
  })
  onTestFinished(() => treasury.close())
  return treasury
}

describeOnBothDialects('the treasury on two nodes', (fresh) => {
  it('delivers from one node; the other takes over when it dies; nothing is sent twice', async () => {
    const db = await fresh()
    const store = createCheckoutStore(db)
    const client = createPublicClient({ transport: http(anvil.url) })
    const balance = (address: Address) => client.getBalance({ address })
    const a = node(db)
    await a.ready
    const b = node(db)
    await b.ready
    expect([a.delivering(), b.delivering()]).toEqual([true, false])

    // Paid on b: b leaves it paid (the page says it is on its way), a's poll delivers it.
    const first = await paidCheckout(db)
    expect((await b.deliver(first.id))?.status).toBe('paid')
    await vi.waitFor(async () => expect((await store.get(first.id))?.status).toBe('completed'), {
      timeout: 30_000,
      interval: 50,
    })

    // a dies holding the lease: its row stays until it expires, then b takes over and delivers.
    // Closing a hands the row back, and b (renewing every 50 ms) may take it at once: a's row is
    // put back over whatever is there, as if a had died instead.
    const lease = await db.selectFrom('leases').selectAll().executeTakeFirstOrThrow()
    await a.close()
    await db
      .insertInto('leases')
      .values(lease)
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ ...lease }))
      .execute()
    const second = await paidCheckout(db)
    expect((await a.deliver(second.id))?.status).toBe('paid')
    await vi.waitFor(async () => expect((await store.get(second.id))?.status).toBe('completed'), {
      timeout: 30_000,
      interval: 50,
    })
    expect(b.delivering()).toBe(true)
    expect([await balance(first.buyer), await balance(second.buyer)]).toEqual([units, units])
  })
})
