import type { PostedOrder, SandboxCheckout } from './ports.js'

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

export interface PaymentForm extends PostedOrder {
  card: string
}

/** `5000n` -> `'50.00'`. */
export const formatCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`

/** The amount field's cents (whole units, at most two decimals), undefined when it is not a plain amount. */
function centsOf(text: string): bigint | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  return match ? BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`) : undefined
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
  session: SandboxCheckout,
): Checked<{ amountCents: bigint; currency: string }> {
  const preset = session.presetFiatCents
  const currency = session.paymentCurrency.toUpperCase()
  if (preset === null)
    return { ok: false, message: 'This checkout has no amount. Start a new purchase from the wallet.' }
  const amount = centsOf((form.get('amount') ?? '').slice(0, 32))
  if (amount !== preset || form.get('currency') !== currency)
    return {
      ok: false,
      message: `This checkout is for ${formatCents(preset)} ${currency}: the amount cannot be changed here. Start a new purchase from the wallet for another amount.`,
    }
  const receiver = form.get('receiver')
  if (receiver !== null && receiver.toLowerCase() !== session.address.toLowerCase())
    return {
      ok: false,
      message: `This checkout delivers to ${session.address} only. Start a new purchase from the wallet for another address.`,
    }
  return { ok: true, value: { amountCents: preset, currency } }
}

/**
 * The checkout form as posted, checked field by field: first that it pays the checkout's own order
 * (amount, currency, receiver), then the asset among the checkout's, then the card. The card number is
 * only checked for shape here: the sandbox's card network judges it.
 */
export function readPaymentForm(
  form: URLSearchParams,
  session: SandboxCheckout,
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
