import { expect, test } from 'vitest'
import { expiryProblem, readPaymentForm } from './checkoutForm.js'
import type { CheckoutSession } from './checkoutStore.js'

const now = Date.UTC(2026, 10, 24)
const session = { assets: ['ETH', 'USDC'], paymentMethod: 'card' } as CheckoutSession
const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    amount: '50',
    currency: 'USD',
    asset: 'ETH',
    card: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
    ...fields,
  })

test('reads a good form into cents, currency, asset and card digits', () => {
  expect(readPaymentForm(form({}), session, now)).toEqual({
    ok: true,
    value: { amountCents: 5000n, currency: 'USD', asset: 'ETH', card: '4242424242424242' },
  })
  expect(readPaymentForm(form({ currency: 'eur', asset: 'USDC' }), session, now)).toMatchObject({
    value: { currency: 'EUR', asset: 'USDC' },
  })
})

test('refuses each bad field with its own text', () => {
  const problems: [Record<string, string>, string][] = [
    [{ currency: 'GBP' }, 'Choose USD or EUR'],
    [{ asset: 'DAI' }, 'Choose what to buy'],
    [{ amount: '' }, 'Enter an amount'],
    [{ amount: '9.99' }, 'Amount must be between 10 and 7500 USD'],
    [{ amount: '7500.01', currency: 'EUR' }, 'Amount must be between 10 and 7500 EUR'],
    [{ card: '4242' }, 'Enter the card number'],
    [{ expiry: '13/30' }, 'Enter the expiry as MM/YY'],
    [{ expiry: '10/26' }, 'Your card has expired'],
    [{ cvc: '12' }, 'Enter the 3 or 4 digit CVC'],
  ]
  for (const [fields, message] of problems)
    expect(readPaymentForm(form(fields), session, now)).toEqual({ ok: false, message })
})

test("a bank-account checkout takes the bank account's limits", () => {
  const bank = { ...session, paymentMethod: 'ACH_BANK_ACCOUNT' } as CheckoutSession
  expect(readPaymentForm(form({ amount: '25000' }), bank, now)).toMatchObject({ ok: true })
  expect(readPaymentForm(form({ amount: '25000.01' }), bank, now)).toEqual({
    ok: false,
    message: 'Amount must be between 10 and 25000 USD',
  })
})

test('a card is good through the end of its expiry month', () => {
  expect(expiryProblem('11/26', now)).toBeUndefined()
  expect(expiryProblem('11 / 26', now)).toBeUndefined()
  expect(expiryProblem('10/26', now)).toBe('Your card has expired')
})
