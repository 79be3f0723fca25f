import { formatCents } from './checkoutForm.js'
import { checkoutPage, outcomePage } from './checkoutPage.js'
import type {
  CheckoutPort,
  SandboxCheckout as CheckoutSession,
  SandboxProvider as Provider,
} from './ports.js'

/** An answer of the checkout: its status code and page. */
export type PageAnswer = [status: number, html: string]

/** What the user chose, shown again beside the refusal (never the card; amount and currency are the checkout's). */
export interface EnteredFields {
  asset?: string
  error?: string
}

const AGAIN = 'Start a new purchase from the wallet.'

/** The checkout's pages: the card form, and what a closed checkout shows. */
export function createCheckoutViews(checkouts: Pick<CheckoutPort, 'describe'>, now: () => number) {
  async function formPage(provider: Provider, session: CheckoutSession, fields: EnteredFields = {}) {
    const currency = session.paymentCurrency
    const assetId = fields.asset ?? (session.assets[0] as string)
    const { limits, unitPriceCents } = await checkouts.describe(session, assetId)
    const details =
      unitPriceCents === undefined
        ? []
        : [
            `1 ${assetId} ≈ ${formatCents(unitPriceCents)} ${currency.toUpperCase()}`,
            `${provider.label} fee ${Number(provider.feeBps) / 100}% · network fee included`,
          ]
    return checkoutPage({
      provider,
      action: `/sandbox/onramp/${provider.name}/checkout?session=${session.id}`,
      assets: session.assets,
      networkName: session.networkName,
      address: session.address,
      amount: session.presetFiatCents === null ? '' : formatCents(session.presetFiatCents),
      currency,
      asset: assetId,
      details,
      limits,
      ...(fields.error ? { error: fields.error } : {}),
    })
  }

  /** What a checkout that takes no card any more shows: paid, delivered, failed or expired. */
  function closedPage(provider: Provider, session: CheckoutSession): PageAnswer | undefined {
    const { payment } = session
    const bought = payment && `${payment.value} ${payment.asset}`
    if (session.status === 'completed' && payment)
      return [
        200,
        outcomePage(provider, 'Payment complete', [
          `${bought} sent to ${session.address} on ${session.networkName}.`,
          `Paid ${formatCents(payment.fiatCents)} ${payment.currency}.`,
          `Transaction ${session.txHash}`,
          'You can close this window.',
        ]),
      ]
    if (session.status === 'paid' || session.status === 'sent')
      return [
        202,
        outcomePage(provider, 'Payment received', [`${bought} is on its way to ${session.address}.`]),
      ]
    if (session.status === 'failed') {
      const refund = payment ? ['Your payment is refunded (sandbox: nothing was charged).'] : []
      return [
        410,
        outcomePage(provider, 'Payment failed', [
          session.message ?? 'This checkout failed.',
          ...refund,
          AGAIN,
        ]),
      ]
    }
    if (session.expiresAt <= now()) return [410, outcomePage(provider, 'This checkout has expired', [AGAIN])]
    return undefined
  }

  const notice = (provider: Provider, status: number, title: string, line = AGAIN): PageAnswer => [
    status,
    outcomePage(provider, title, [line]),
  ]

  return { formPage, closedPage, notice }
}
