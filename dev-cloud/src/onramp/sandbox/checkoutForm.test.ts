import { expect, test } from 'vitest'
import { expiryProblem, readPaymentForm } from './checkoutForm.js'
import type { SandboxCheckout as CheckoutSession } from './ports.js'

const now = Date.UTC(2026, 10, 24)
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = {
  assets: ['ETH', 'USDC'],
  paymentCurrency: 'USD',
  presetFiatCents: 5000n,
  address,
} as Partial<CheckoutSession> as CheckoutSession
const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    amount: '50.00',
    currency: 'USD',
    asset: 'ETH',
    receiver: address,
    card: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
    ...fields,
  })
const fixed =
  'This checkout is for 50.00 USD: the amount cannot be changed here. Start a new purchase from the wallet for another amount.'

test("reads a good form into the checkout's amount and currency, the asset and the card digits", () => {
  expect(readPaymentForm(form({}), session, now)).toEqual({
    ok: true,
    value: { amountCents: 5000n, currency: 'USD', asset: 'ETH', card: '4242424242424242' },
  })
  expect(readPaymentForm(form({ amount: '50', asset: 'USDC' }), session, now)).toMatchObject({
    value: { amountCents: 5000n, asset: 'USDC' },
  })
  // A post without the receiver field (a script) pays the checkout's receiver, as the form does.
  const noReceiver = form({})
  noReceiver.delete('receiver')
  expect(readPaymentForm(noReceiver, session, now)).toMatchObject({ ok: true })
})

test('refuses another amount, currency or receiver than the checkout was made for, even within the limits', () => {
  const edits: [Record<string, string>, string][] = [
    [{ amount: '7500' }, fixed],
    [{ amount: '50.01' }, fixed],
    [{ amount: '' }, fixed],
    [{ currency: 'EUR' }, fixed],
    [{ currency: 'usd' }, fixed],
    [
      { receiver: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
      `This checkout delivers to ${address} only. Start a new purchase from the wallet for another address.`,
    ],
  ]
  for (const [fields, message] of edits)
    expect(readPaymentForm(form(fields), session, now), JSON.stringify(fields)).toEqual({
      ok: false,
      message,
    })
  expect(readPaymentForm(form({ receiver: address.toLowerCase() }), session, now)).toMatchObject({ ok: true })
  const unbound = { ...session, presetFiatCents: null } as CheckoutSession
  expect(readPaymentForm(form({}), unbound, now)).toEqual({
    ok: false,
    message: 'This checkout has no amount. Start a new purchase from the wallet.',
  })
})

test('refuses each bad field with its own text', () => {
  const problems: [Record<string, string>, string][] = [
    [{ asset: 'DAI' }, 'Choose what to buy'],
    [{ card: '4242' }, 'Enter the card number'],
    [{ expiry: '13/30' }, 'Enter the expiry as MM/YY'],
    [{ expiry: '10/26' }, 'Your card has expired'],
    [{ cvc: '12' }, 'Enter the 3 or 4 digit CVC'],
  ]
  for (const [fields, message] of problems)
    expect(readPaymentForm(form(fields), session, now)).toEqual({ ok: false, message })
})

test('a card is good through the end of its expiry month', () => {
  expect(expiryProblem('11/26', now)).toBeUndefined()
  expect(expiryProblem('11 / 26', now)).toBeUndefined()
  expect(expiryProblem('10/26', now)).toBe('Your card has expired')
})
