import { expect, it } from 'vitest'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createQuoteStore, QUOTE_TTL_MS } from './quoteStore.js'

const quote = {
  provider: 'meld',
  network: 'devnet',
  asset: 'USDC',
  paymentCurrency: 'EUR',
  paymentMethod: 'card',
  amountCents: 12345n,
  purchaseUnits: 113_000_000n,
}

describeOnBothDialects('quote store', (fresh) => {
  it('finds a quote by its id until it is ten minutes old', async () => {
    let time = 0
    const store = createQuoteStore(await fresh(), { now: () => time })
    const id = await store.add(quote)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    time = QUOTE_TTL_MS - 1
    expect(await store.get(id)).toEqual({ ...quote, expiresAt: QUOTE_TTL_MS })
    time = QUOTE_TTL_MS
    expect(await store.get(id)).toBeUndefined()
    expect(await store.get('unknown')).toBeUndefined()
  })
})
