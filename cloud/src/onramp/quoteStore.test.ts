import { expect, test } from 'vitest'
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

test('a quote is found by its id until it is ten minutes old', () => {
  let time = 0
  const store = createQuoteStore(':memory:', { now: () => time })
  const id = store.add(quote)
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  time = QUOTE_TTL_MS - 1
  expect(store.get(id)).toEqual({ ...quote, expiresAt: QUOTE_TTL_MS })
  time = QUOTE_TTL_MS
  expect(store.get(id)).toBeUndefined()
  expect(store.get('unknown')).toBeUndefined()
})
