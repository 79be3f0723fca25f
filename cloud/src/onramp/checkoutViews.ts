import { formatCents } from './amounts.js'
import { checkoutPage, outcomePage } from './checkoutPage.js'
import type { CheckoutSession } from './checkoutStore.js'
import { assetOf, type DevnetNetwork, fiatOf, limitsText, methodOf, type Provider } from './onrampCatalog.js'
import type { Pricing } from './onrampPricing.js'

/** An answer of the checkout: its status code and page. */
export type PageAnswer = [status: number, html: string]

/** What the user chose, shown again beside the refusal (never the card; amount and currency are the checkout's). */
export interface EnteredFields {
  asset?: string
  error?: string
}

const AGAIN = 'Start a new purchase from the wallet.'

/** The checkout's pages for one set of networks: the card form, and what a closed checkout shows. */
export function createCheckoutViews(networks: DevnetNetwork[], pricing: Pricing, now: () => number) {
  const networkOf = (session: CheckoutSession) =>
    networks.find((n) => n.name === session.network) as DevnetNetwork

  async function formPage(provider: Provider, session: CheckoutSession, fields: EnteredFields = {}) {
    const network = networkOf(session)
    const currency = session.paymentCurrency
    const assetId = fields.asset ?? (session.assets[0] as string)
    const asset = assetOf(network, assetId)
    const fiat = fiatOf(currency)
    const priced = asset && fiat && (await pricing({ network, asset, fiat, provider }))
    const details = priced
      ? [
          `1 ${assetId} ≈ ${formatCents((priced.assetUsd8 * 100n) / fiat.usd8)} ${fiat.id}`,
          `${provider.label} fee ${Number(provider.feeBps) / 100}% · network fee included`,
        ]
      : []
    return checkoutPage({
      provider,
      action: `/sandbox/onramp/${provider.name}/checkout?session=${session.id}`,
      assets: session.assets,
      networkName: network.displayName,
      address: session.address,
      amount: session.presetFiatCents === null ? '' : formatCents(session.presetFiatCents),
      currency,
      asset: assetId,
      details,
      limits: `${methodOf(session.paymentMethod)?.name}: ${limitsText(session.paymentMethod, fiat?.id ?? 'USD').replace('Amount must be ', '')}`,
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
          `${bought} sent to ${session.address} on ${networkOf(session).displayName}.`,
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

  return { formPage, closedPage, notice, networkOf }
}
