import {
  type OnrampStatus,
  onrampQuote,
  onrampStatus,
  onrampUrl,
  onrampOptions as optionsRoute,
} from '@airlock/shared-protocol/cloud-api'
import { parseUnits } from 'viem'
import { clientOf } from '../http/clientOf.js'
import { type Binding, bind, ok, refuse } from '../http/router.js'
import type { SharedLimits } from '../limits/budgets.js'
import { formatCents } from './amounts.js'
import type { CheckoutSession } from './checkoutStore.js'
import { type OnrampAsset, onrampOptions } from './onrampCatalog.js'
import { checkAmount, chooseAsset, chooseOrder, type OrderChoice } from './onrampOrder.js'
import { quoteBody, quoteOnramp } from './onrampQuote.js'
import { cachedProviderStatus, createQuoteBudget } from './providerCalls.js'
import type { ProviderQuote, ProviderQuoteAnswer, ProviderStatus } from './providerCheckout.js'
import { generateCheckout, type UrlGeneratorContext } from './urlGenerator.js'

export interface OnrampRoutesParameters extends UrlGeneratorContext {
  /** Real providers' order status by configuration; a provider without one answers from the store. */
  providerStatuses?: Partial<Record<string, ProviderStatus>>
  /** Real providers' quotes, asked for an order on a real network (the devnet's stay this module's). */
  providerQuotes?: Partial<Record<string, ProviderQuote>>
  now: () => number
  sharedLimits: SharedLimits
}

/** The status route's view of a checkout: `pending` until the delivery's receipt, then final. */
export function checkoutStatus(session: CheckoutSession, now: number): OnrampStatus {
  const purchase = session.payment && {
    purchaseAmount: { value: session.payment.value, currency: session.payment.asset },
  }
  if (session.status === 'completed')
    return { status: 'completed', ...(session.txHash ? { txHash: session.txHash } : {}), ...purchase }
  if (session.status === 'failed')
    return { status: 'failed', message: session.message ?? 'Payment failed', ...purchase }
  if (session.status === 'pending' && session.expiresAt <= now)
    return { status: 'failed', message: 'Checkout expired' }
  return { status: 'pending', ...purchase, ...(session.message ? { message: session.message } : {}) }
}

/**
 * The modal's on-ramp routes (the caller is already authorized for `?projectId=`): options, quote,
 * the URL generator and a checkout's status.
 */
export function onrampRoutes(parameters: OnrampRoutesParameters): Binding[] {
  const { networks, pricing, store, quotes, now } = parameters
  const options = onrampOptions(networks, new Set(Object.keys(parameters.providerCheckouts ?? {})))
  const statuses = Object.fromEntries(
    Object.entries(parameters.providerStatuses ?? {}).flatMap(([name, read]) =>
      read ? [[name, cachedProviderStatus(read, now, parameters.sharedLimits, name)]] : [],
    ),
  ) as Partial<Record<string, ProviderStatus>>
  const quoteBudget = createQuoteBudget(now, parameters.sharedLimits)

  return [
    bind(optionsRoute, () => ok(options)),
    bind(onrampQuote, async ({ body, projectId }) => {
      const order = chooseOrder(networks, {
        provider: body.provider ?? 'coinbase',
        network: body.network,
        currency: body.paymentCurrency.id,
        method: body.paymentMethod ?? 'card',
      })
      if (!order.ok) return refuse(400, order.message)
      const asset = chooseAsset(order.value.network, body.purchaseCurrency.id, order.value.provider.name)
      if (!asset.ok) return refuse(400, asset.message)
      const amount = checkAmount(body.amount, order.value.method, order.value.fiat.id)
      if (!amount.ok) return refuse(400, amount.message)
      if (order.value.network.providers) {
        const wait = await quoteBudget.spend(projectId)
        if (wait !== undefined) return refuse(429, 'Too many requests', { 'retry-after': String(wait) })
        return providerQuote(order.value, asset.value, amount.value)
      }
      const priced = await pricing({ ...order.value, asset: asset.value })
      if (!priced) return refuse(503, `No price for ${asset.value.symbol}`)
      const input = { ...priced, amountCents: amount.value }
      const quote = quoteOnramp(input)
      if (!quote) return refuse(400, 'Amount is too small to cover the fees')
      const quoteId = await quotes.add({
        provider: order.value.provider.name,
        network: order.value.network.name,
        asset: asset.value.id,
        paymentCurrency: order.value.fiat.id,
        paymentMethod: order.value.method,
        amountCents: amount.value,
        purchaseUnits: quote.purchaseUnits,
      })
      return ok(quoteBody(quote, input, quoteId))
    }),
    bind(onrampUrl, async ({ body, projectId, request }) => {
      // The visitor's address in its plain form (what providers take), the balancer's word only when trusted.
      const ip = clientOf(request)
      const made = await generateCheckout(parameters, projectId, body, ip)
      return made.ok ? ok(made.value) : refuse(made.status ?? 400, made.message)
    }),
    bind(onrampStatus, async ({ params, projectId }) => {
      const session = await store.get(params.sessionId)
      if (!session || session.projectId !== projectId) return refuse(404, 'Checkout not found')
      const real = statuses[session.provider]
      if (!real) return ok(checkoutStatus(session, now()))
      // The provider holds the payment: its word, not this checkout's 30-minute sandbox expiry.
      try {
        return ok(await real(session.id))
      } catch (error) {
        console.warn(`[onramp] ${session.provider} status not read: ${(error as Error).message}`)
        return ok({ status: 'pending', message: 'The provider is not available right now' })
      }
    }),
  ]

  /**
   * A real network's quote is the provider's own; it is kept like ours so the generator's `quoteId`
   * opens the checkout for it. A provider that fails gives the spec's 503 and keeps nothing.
   */
  async function providerQuote(order: OrderChoice, asset: OnrampAsset, cents: bigint) {
    const { provider, network, fiat, method } = order
    const ask = parameters.providerQuotes?.[provider.name]
    let answer: ProviderQuoteAnswer | undefined
    let units: bigint | undefined
    try {
      if (!ask) throw new Error('no quote API configured')
      answer = await ask({
        network: network.name,
        asset: asset.providerCodes?.[provider.name] ?? asset.id,
        symbol: asset.symbol,
        fiatCurrency: fiat.id,
        paymentMethod: method,
        amount: formatCents(cents),
      })
      units = parseUnits(answer.purchaseAmount.value, asset.decimals)
    } catch (error) {
      console.warn(`[onramp] ${provider.label} quote not made: ${(error as Error).message}`)
    }
    if (!answer || units === undefined) return refuse(503, `${provider.label} is not available right now`)
    const quoteId = await quotes.add({
      provider: provider.name,
      network: network.name,
      asset: asset.id,
      paymentCurrency: fiat.id,
      paymentMethod: method,
      amountCents: cents,
      purchaseUnits: units,
      ...(answer.providerQuoteId ? { providerQuoteId: answer.providerQuoteId } : {}),
    })
    const { providerQuoteId: _kept, ...shown } = answer
    return ok({ ...shown, quoteId })
  }
}
