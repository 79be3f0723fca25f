import { formatCents, parseCents } from './amounts.js'
import type { CheckoutSession } from './checkoutStore.js'
import { type FiatCurrencyId, fiatOf } from './onrampCatalog.js'
import type { Checked } from './onrampOrder.js'

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
 * The order a post pays, which must be the checkout's own: a checkout is made for one amount,
 * currency and receiver (the generator checked them against the limits), and the page's form only
 * repeats them. A post that changes any of them was edited or forged, and is refused.
 */
export function postedOrder(
  form: URLSearchParams,
  session: CheckoutSession,
): Checked<{ amountCents: bigint; currency: FiatCurrencyId }> {
  const preset = session.presetFiatCents
  const fiat = fiatOf(session.paymentCurrency)
  if (preset === null || !fiat)
    return { ok: false, message: 'This checkout has no amount. Start a new purchase from the wallet.' }
  const amount = parseCents((form.get('amount') ?? '').slice(0, 32))
  if (amount !== preset || form.get('currency') !== fiat.id)
    return {
      ok: false,
      message: `This checkout is for ${formatCents(preset)} ${fiat.id}: the amount cannot be changed here. Start a new purchase from the wallet for another amount.`,
    }
  const receiver = form.get('receiver')
  if (receiver !== null && receiver.toLowerCase() !== session.address.toLowerCase())
    return {
      ok: false,
      message: `This checkout delivers to ${session.address} only. Start a new purchase from the wallet for another address.`,
    }
  return { ok: true, value: { amountCents: preset, currency: fiat.id } }
}

/**
 * The checkout form as posted, checked field by field: first that it pays the checkout's own order
 * (amount, currency, receiver), then the asset among the checkout's, then the card. The card number is
 * only checked for shape here: the sandbox's card network judges it.
 */
export function readPaymentForm(
  form: URLSearchParams,
  session: CheckoutSession,
  now: number,
): Checked<PaymentForm> {
  const field = (name: string) => (form.get(name) ?? '').slice(0, 64)
  const order = postedOrder(form, session)
  if (!order.ok) return order
  const asset = session.assets.find((a) => a === field('asset'))
  if (!asset) return { ok: false, message: 'Choose what to buy' }
  const card = field('card').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(card)) return { ok: false, message: 'Enter the card number' }
  const expiry = expiryProblem(field('expiry'), now)
  if (expiry) return { ok: false, message: expiry }
  if (!/^\d{3,4}$/.test(field('cvc').trim())) return { ok: false, message: 'Enter the 3 or 4 digit CVC' }
  return { ok: true, value: { ...order.value, asset, card } }
}
