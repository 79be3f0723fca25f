import type { CheckoutSession } from './checkoutStore.js'
import { type FiatCurrencyId, fiatOf } from './onrampCatalog.js'
import { type Checked, checkAmount } from './onrampOrder.js'

export interface PaymentForm {
  amountCents: bigint
  currency: FiatCurrencyId
  asset: string
  card: string
}

/** `MM/YY` (or `MM / YY`), not before this month (UTC). */
export function expiryProblem(text: string, now: number): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim())
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return 'Enter the expiry as MM/YY'
  const today = new Date(now)
  const year = 2000 + Number(match[2])
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    return 'Your card has expired'
  return undefined
}

/**
 * The checkout form as posted, checked field by field; the amount against the method's limits. The
 * card number is only checked for shape here: the sandbox's card network judges it.
 */
export function readPaymentForm(
  form: URLSearchParams,
  session: CheckoutSession,
  now: number,
): Checked<PaymentForm> {
  const field = (name: string) => (form.get(name) ?? '').slice(0, 64)
  const fiat = fiatOf(field('currency'))
  if (!fiat) return { ok: false, message: 'Choose USD or EUR' }
  const asset = session.assets.find((a) => a === field('asset'))
  if (!asset) return { ok: false, message: 'Choose what to buy' }
  const amount = checkAmount(field('amount'), session.paymentMethod, fiat.id)
  if (!amount.ok)
    return amount.message === 'Invalid amount' ? { ok: false, message: 'Enter an amount' } : amount
  const card = field('card').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(card)) return { ok: false, message: 'Enter the card number' }
  const expiry = expiryProblem(field('expiry'), now)
  if (expiry) return { ok: false, message: expiry }
  if (!/^\d{3,4}$/.test(field('cvc').trim())) return { ok: false, message: 'Enter the 3 or 4 digit CVC' }
  return { ok: true, value: { amountCents: amount.value, currency: fiat.id, asset, card } }
}
